/**
 * Renders a contact info child's edit component as the editor would: a
 * setAttributes that applies its changes and re-renders, and a way to
 * select or deselect the block.
 */
import type { BlockEditProps } from '@wordpress/blocks';
import type { ComponentType } from 'react';
import { renderEditHoldingAttributes } from '../../../tests/setup/render-edit-holding-attributes';

export function renderEdit< Attributes extends object >(
	Edit: ComponentType< BlockEditProps< Attributes > >,
	initial: Attributes,
	{ isSelected = true }: { isSelected?: boolean } = {}
) {
	let selected = isSelected;
	const view = renderEditHoldingAttributes(
		initial,
		( attributes, setAttributes ) => (
			<Edit
				attributes={ attributes }
				setAttributes={ setAttributes }
				isSelected={ selected }
				clientId="test-block"
			/>
		)
	);
	return {
		...view,
		select: ( next: boolean ) => {
			selected = next;
			view.renderAgain();
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
