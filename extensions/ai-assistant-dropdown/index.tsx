/**
 * The AI Assistant dropdown on paragraph, heading and list-item blocks
 * (spec 1 section 2). Only this shell is in the editor entry: a BlockEdit
 * filter that, for a selected text block and while the AI Assistant block is
 * registered, renders the dropdown from an on-demand chunk (the menu, the AI
 * client and markdown-it load the first time a text block is selected).
 */
import { getBlockType } from '@wordpress/blocks';
import { createHigherOrderComponent } from '@wordpress/compose';
import { lazy, Suspense } from '@wordpress/element';
import { addFilter } from '@wordpress/hooks';
import type { ComponentType } from 'react';
import type { DropdownProps } from './dropdown';

export const TEXT_BLOCKS = [
	'core/paragraph',
	'core/heading',
	'core/list-item',
];

const Dropdown = lazy(
	() => import( /* webpackChunkName: "ai-assistant-dropdown" */ './dropdown' )
) as unknown as ComponentType< DropdownProps >;

interface EditProps {
	name: string;
	clientId: string;
	isSelected: boolean;
	attributes: Record< string, unknown >;
}

export const withAiAssistantDropdown = createHigherOrderComponent(
	( BlockEdit: ComponentType< EditProps > ) => ( props: EditProps ) => {
		const show =
			props.isSelected &&
			TEXT_BLOCKS.includes( props.name ) &&
			!! getBlockType( 'jetpack/ai-assistant' );
		return (
			<>
				<BlockEdit { ...props } />
				{ show && (
					<Suspense fallback={ null }>
						<Dropdown
							clientId={ props.clientId }
							name={ props.name }
							attributes={ props.attributes }
						/>
					</Suspense>
				) }
			</>
		);
	},
	'withAiAssistantDropdown'
);

addFilter(
	'editor.BlockEdit',
	'orbit-blocks/ai-assistant-dropdown',
	withAiAssistantDropdown
);
