/**
 * Renders a block's edit component for a component test as the editor
 * would: inside a registry holding the stores it reads, with its attributes
 * kept in state and changed through setAttributes. onAttributes is handed
 * the attributes on every render and every change, so a test can read the
 * latest. Importing it gives jsdom a ResizeObserver (./resize-observer.ts).
 */
import { render } from '@testing-library/react';
import { RegistryProvider } from '@wordpress/data';
import { useState } from '@wordpress/element';
import type { ComponentType } from 'react';
import type { TestRegistry } from './registry';
import './resize-observer';

interface EditProps< Attributes > {
	attributes: Attributes;
	setAttributes: ( changes: Partial< Attributes > ) => void;
}

export function renderBlockEdit< Attributes, Props extends object >(
	Edit: ComponentType< Props & EditProps< Attributes > >,
	{
		registry,
		attributes,
		props,
		onAttributes,
	}: {
		registry: TestRegistry;
		attributes: Attributes;
		/** The edit component's other props (clientId…). */
		props: Props;
		onAttributes: ( attributes: Attributes ) => void;
	}
) {
	function Harness() {
		const [ current, setCurrent ] = useState( attributes );
		onAttributes( current );
		return (
			<Edit
				{ ...props }
				attributes={ current }
				setAttributes={ ( changes ) =>
					setCurrent( ( previous ) => {
						const next = { ...previous, ...changes };
						onAttributes( next );
						return next;
					} )
				}
			/>
		);
	}
	return render(
		<RegistryProvider value={ registry as never }>
			<Harness />
		</RegistryProvider>
	);
}
