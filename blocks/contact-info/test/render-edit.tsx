/**
 * Renders a contact info child's edit component as the editor would: a
 * setAttributes that applies its changes and re-renders, and a way to
 * select or deselect the block.
 */
import type { BlockEditProps } from '@wordpress/blocks';
import type { ComponentType } from 'react';
import { renderEditComponentHoldingAttributes } from '../../../tests/setup/render-edit-holding-attributes';

export function renderEdit< Attributes extends object >(
	Edit: ComponentType< BlockEditProps< Attributes > >,
	initial: Attributes,
	{ isSelected = true }: { isSelected?: boolean } = {}
) {
	return renderEditComponentHoldingAttributes( Edit, initial, {
		isSelected,
		clientId: 'test-block',
	} );
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
