/**
 * The AI Assistant dropdown on paragraph, heading and list-item blocks
 * (spec 1 section 2). Only this shell is in the editor entry: a BlockEdit
 * filter that, for a selected text block and while the AI Assistant block is
 * registered, renders the dropdown from an on-demand chunk (the menu, the AI
 * client and markdown-it load the first time a text block is selected). The
 * dropdown mounts as a transition after the selected block has rendered, so
 * selecting a block shows at once and the toolbar's extra item follows.
 */
import { getBlockType } from '@wordpress/blocks';
import { createHigherOrderComponent } from '@wordpress/compose';
import {
	lazy,
	startTransition,
	Suspense,
	useEffect,
	useState,
} from '@wordpress/element';
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

/** The dropdown, mounted at low priority once the selection is on screen. */
function DropdownAfterSelection( props: DropdownProps ) {
	const [ shown, setShown ] = useState( false );
	useEffect( () => startTransition( () => setShown( true ) ), [] );
	if ( ! shown ) {
		return null;
	}
	return (
		<Suspense fallback={ null }>
			<Dropdown { ...props } />
		</Suspense>
	);
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
					<DropdownAfterSelection
						clientId={ props.clientId }
						name={ props.name }
						attributes={ props.attributes }
					/>
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
