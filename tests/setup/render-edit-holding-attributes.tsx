/**
 * Renders a block's edit component with its attributes held by the test
 * rather than by React state, as the editor passes them: setAttributes is a
 * jest mock (a test reads its calls) that merges the change and renders the
 * edit again. An effect may set attributes while the first render is under
 * way: that render is then repeated once it is mounted. `element` builds
 * the edit (in whatever provider it needs) from the current attributes.
 */
import { render } from '@testing-library/react';
import type { BlockEditProps } from '@wordpress/blocks';
import { RegistryProvider } from '@wordpress/data';
import type { ComponentType, ReactElement } from 'react';
import type { TestRegistry } from './registry';

export function renderEditHoldingAttributes< Attributes extends object >(
	initial: Attributes,
	element: (
		attributes: Attributes,
		setAttributes: ( next: Partial< Attributes > ) => void
	) => ReactElement
) {
	let attributes = initial;
	const current: { view?: ReturnType< typeof render > } = {};
	let changedWhileMounting = false;
	const setAttributes = jest.fn( ( next: Partial< Attributes > ) => {
		attributes = { ...attributes, ...next };
		if ( current.view ) {
			current.view.rerender( element( attributes, setAttributes ) );
		} else {
			changedWhileMounting = true;
		}
	} );
	const view = render( element( attributes, setAttributes ) );
	current.view = view;
	if ( changedWhileMounting ) {
		view.rerender( element( attributes, setAttributes ) );
	}
	return {
		...view,
		setAttributes,
		attributes: () => attributes,
		/** Renders the edit again (after a test changed its other props). */
		renderAgain: () =>
			view.rerender( element( attributes, setAttributes ) ),
	};
}

/**
 * renderEditHoldingAttributes for a block's edit: `Edit` given `props`
 * (clientId, isSelected, context…) beside its attributes and setAttributes,
 * inside `registry` when one is given; `select` selects or deselects the
 * block as the editor does.
 */
export function renderEditComponentHoldingAttributes<
	Attributes extends Record< string, any >,
>(
	Edit: ComponentType< BlockEditProps< Attributes > >,
	initial: Attributes,
	props: Partial< BlockEditProps< Attributes > > &
		Record< string, unknown > = {},
	registry?: TestRegistry
) {
	let selection: { isSelected?: boolean } = {};
	const view = renderEditHoldingAttributes(
		initial,
		( attributes, setAttributes ) => {
			const edit = (
				<Edit
					{ ...( {
						...props,
						...selection,
						attributes,
						setAttributes,
					} as BlockEditProps< Attributes > ) }
				/>
			);
			return registry ? (
				<RegistryProvider value={ registry as never }>
					{ edit }
				</RegistryProvider>
			) : (
				edit
			);
		}
	);
	return {
		...view,
		select: ( isSelected: boolean ) => {
			selection = { isSelected };
			view.renderAgain();
		},
	};
}
