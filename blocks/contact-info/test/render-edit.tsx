/**
 * Renders a contact info child's edit component as the editor would: a
 * setAttributes that applies its changes and re-renders, and a way to
 * select or deselect the block.
 */
import { render } from '@testing-library/react';
import type { BlockEditProps } from '@wordpress/blocks';
import type { ComponentType } from 'react';

export function renderEdit< Attributes extends object >(
	Edit: ComponentType< BlockEditProps< Attributes > >,
	initial: Attributes,
	{ isSelected = true }: { isSelected?: boolean } = {}
) {
	let attributes = initial;
	let selected = isSelected;
	const element = () => (
		<Edit
			attributes={ attributes }
			setAttributes={ setAttributes }
			isSelected={ selected }
			clientId="test-block"
		/>
	);
	const setAttributes = jest.fn( ( next: Partial< Attributes > ) => {
		attributes = { ...attributes, ...next };
		view.rerender( element() );
	} );
	const view = render( element() );
	return {
		...view,
		setAttributes,
		attributes: () => attributes,
		select: ( next: boolean ) => {
			selected = next;
			view.rerender( element() );
		},
	};
}

/** useBlockProps without a block editor around it: the class names only. */
export function mockBlockProps( blockClassName: string ) {
	return ( props: { className?: string } = {} ) => ( {
		...props,
		className: [ blockClassName, props.className ]
			.filter( Boolean )
			.join( ' ' ),
	} );
}
