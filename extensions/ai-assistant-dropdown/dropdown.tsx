/**
 * The dropdown itself (loaded on demand by index.tsx): Ask AI Assistant
 * turns the block into an AI Assistant block holding its text; every other
 * action streams the answer into the block. While the answer streams and
 * until it is accepted, the block's changes are not persistent (no undo
 * levels) and the original is kept aside: Accept makes one persistent change
 * (one undo step brings the original back), Discard puts the original back.
 */
import {
	BlockControls,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import {
	MenuGroup,
	MenuItem,
	ToolbarButton,
	ToolbarDropdownMenu,
	ToolbarGroup,
} from '@wordpress/components';
import { useDispatch, useRegistry } from '@wordpress/data';
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import { stopOnEscape, type AiError } from '../../shared/ai';
import { useStopOnEscapeInBlock } from '../../shared/ai/use-stop-on-escape-in-block';
import { useAiAllowed } from '../../store/ai/use-ai-allowed';
import { useAiSuggestions } from '../../store/ai/use-ai-suggestions';
import { renderMarkdown } from '../../blocks/markdown/render-markdown';
import { getEditorState } from '../../shared/editor-state';
import { languagesFor, TONES } from '../../blocks/ai-assistant/prompt';
import { languageName, toneLabel } from '../../blocks/ai-assistant/labels';
import { actionMessages, type DropdownAction } from './actions';
import { answerToInlineHtml, blockText } from './block-text';

const AI_BLOCK = 'jetpack/ai-assistant';

export interface DropdownProps {
	clientId: string;
	name: string;
	attributes: Record< string, unknown >;
}

export default function AiAssistantDropdown( {
	clientId,
	name,
	attributes,
}: DropdownProps ) {
	const original = useRef< unknown >();
	// The handlers read the block's attributes when they run, so the toolbar
	// below need not render again on every keystroke in the block.
	const current = useRef( attributes );
	current.current = attributes;
	const [ pending, setPending ] = useState( false );
	const [ submenu, setSubmenu ] = useState< 'tone' | 'language' >();
	const {
		updateBlockAttributes,
		replaceBlock,
		insertBlock,
		__unstableMarkNextChangeAsNotPersistent: markNotPersistent,
	} = useDispatch( blockEditorStore ) as unknown as {
		updateBlockAttributes: (
			id: string,
			attributes: Record< string, unknown >
		) => void;
		replaceBlock: ( id: string, block: unknown ) => void;
		insertBlock: (
			block: unknown,
			index: number,
			rootClientId?: string
		) => void;
		__unstableMarkNextChangeAsNotPersistent: () => void;
	};
	const registry = useRegistry() as unknown as {
		select: ( store: typeof blockEditorStore ) => unknown;
	};
	const { createNotice } = useDispatch( noticesStore );
	const allowed = useAiAllowed();

	// The draft last written into the block: content that differs from it
	// was edited by the author.
	const draft = useRef< string >();
	const showDraft = ( text: string ) => {
		draft.current = answerToInlineHtml( text, name );
		markNotPersistent();
		updateBlockAttributes( clientId, { content: draft.current } );
	};

	const { requestingState, request, stopSuggestion } = useAiSuggestions( {
		askQuestionOptions: { feature: 'ai-assistant' },
		onSuggestion: showDraft,
		onDone: showDraft,
		onError: ( error: AiError ) => {
			createNotice(
				error.severity === 'error' ? 'error' : 'info',
				error.message,
				{
					id: 'orbit-blocks-ai-dropdown',
				}
			);
		},
	} );
	const busy =
		requestingState === 'requesting' || requestingState === 'suggesting';
	// Esc anywhere in the block or its toolbar stops the answer.
	useStopOnEscapeInBlock( clientId, busy, stopSuggestion );

	const restore = () => {
		if ( original.current !== undefined ) {
			markNotPersistent();
			updateBlockAttributes( clientId, { content: original.current } );
		}
		original.current = undefined;
		draft.current = undefined;
		setPending( false );
	};

	/**
	 * Leaving the block (it unmounts this) discards an answer not accepted,
	 * unless the author edited it by hand: their edits (persistent changes,
	 * in the undo history) stay.
	 */
	const leave = () => {
		const content = current.current.content;
		if (
			original.current !== undefined &&
			draft.current !== undefined &&
			content !== undefined &&
			String( content ) !== draft.current
		) {
			original.current = undefined;
			draft.current = undefined;
			return;
		}
		restore();
	};
	const leaveRef = useRef( leave );
	leaveRef.current = leave;
	useEffect( () => () => leaveRef.current(), [] );

	const run = ( action: DropdownAction, option?: string ) => {
		const text = blockText( current.current.content );
		if ( ! text ) {
			return;
		}
		if ( original.current === undefined ) {
			original.current = current.current.content;
		}
		setPending( true );
		request(
			actionMessages( action, blockText( original.current ), option )
		);
	};

	const accept = () => {
		if ( busy ) {
			stopSuggestion();
		}
		const { content, placeholder } = current.current;
		if ( original.current !== undefined ) {
			// The streamed drafts were not persistent (the editor folds them
			// into its last undo level): back to the original, still not
			// persistent, then the answer as one persistent change, which is
			// what undo takes back. The block editor counts updates of the
			// same attributes in a row as one typing run (not persistent), so
			// this last one names one more attribute, unchanged.
			markNotPersistent();
			updateBlockAttributes( clientId, { content: original.current } );
			updateBlockAttributes( clientId, { content, placeholder } );
		}
		original.current = undefined;
		draft.current = undefined;
		setPending( false );
	};

	const discard = () => {
		if ( busy ) {
			stopSuggestion();
		}
		restore();
	};

	const askAssistant = () => {
		const text = blockText( current.current.content );
		const content =
			name === 'core/heading' && text
				? `${ '#'.repeat(
						Number( current.current.level ?? 2 )
				  ) } ${ text }`
				: text;
		const block = createBlock( AI_BLOCK, {
			content,
			html: renderMarkdown( content ),
		} );
		// Read when asked, not on every render.
		const editor = registry.select( blockEditorStore ) as unknown as {
			getBlockRootClientId: ( id: string ) => string | null;
			getBlockParents: ( id: string ) => string[];
			getBlockIndex: ( id: string ) => number;
			canInsertBlockType: (
				name: string,
				root?: string | null
			) => boolean;
		};
		if (
			editor.canInsertBlockType(
				AI_BLOCK,
				editor.getBlockRootClientId( clientId )
			)
		) {
			original.current = undefined;
			replaceBlock( clientId, block );
			return;
		}
		// A container that does not take the AI block (a list, a form): the
		// block goes after the nearest ancestor whose container takes it,
		// and this block stays as it is.
		const ancestors = editor.getBlockParents( clientId ).reverse();
		for ( const ancestor of ancestors ) {
			const root = editor.getBlockRootClientId( ancestor );
			if ( editor.canInsertBlockType( AI_BLOCK, root ) ) {
				insertBlock(
					block,
					editor.getBlockIndex( ancestor ) + 1,
					root ?? undefined
				);
				createNotice(
					'info',
					__(
						'The AI Assistant block cannot go inside this block, so it was added after it, with this text.',
						'orbit-blocks'
					),
					{ id: 'orbit-blocks-ai-dropdown', type: 'snackbar' }
				);
				return;
			}
		}
		createNotice(
			'info',
			__(
				'The AI Assistant block cannot be added here. Use the other AI Assistant actions to work on this text in place.',
				'orbit-blocks'
			),
			{ id: 'orbit-blocks-ai-dropdown' }
		);
	};

	const actions: Array< [ DropdownAction, string ] > = [
		[
			'correctSpelling',
			__( 'Correct spelling and grammar', 'orbit-blocks' ),
		],
		[ 'simplify', __( 'Simplify', 'orbit-blocks' ) ],
		[ 'summarize', __( 'Summarize', 'orbit-blocks' ) ],
		[ 'expand', __( 'Expand', 'orbit-blocks' ) ],
	];
	// Esc on the Stop, Accept and Discard buttons stops the answer under way.
	const escapeStops = stopOnEscape( busy, stopSuggestion );
	// Actions that ask the AI need a connected account (spec 1 section 6).
	const canAsk = blockText( attributes.content ) !== '' && allowed;

	// Rendered again only when what it shows changes (not on every keystroke).
	return useMemo(
		() => (
			<BlockControls group="other">
				<ToolbarDropdownMenu
					icon="admin-customizer"
					label={ __( 'AI Assistant', 'orbit-blocks' ) }
					onToggle={ () => setSubmenu( undefined ) }
				>
					{ ( { onClose } ) => {
						if ( submenu ) {
							const options =
								submenu === 'tone'
									? TONES.map( ( tone ) => [
											tone,
											toneLabel( tone ),
									  ] )
									: languagesFor(
											getEditorState().site.locale
									  ).map( ( code ) => [
											code,
											languageName( code ),
									  ] );
							return (
								<MenuGroup
									label={
										submenu === 'tone'
											? __(
													'Change tone',
													'orbit-blocks'
											  )
											: __( 'Translate', 'orbit-blocks' )
									}
								>
									<MenuItem
										onClick={ () =>
											setSubmenu( undefined )
										}
									>
										{ __( '← Back', 'orbit-blocks' ) }
									</MenuItem>
									{ options.map( ( [ value, label ] ) => (
										<MenuItem
											key={ value }
											onClick={ () => {
												onClose();
												run(
													submenu === 'tone'
														? 'changeTone'
														: 'translate',
													value
												);
											} }
										>
											{ label }
										</MenuItem>
									) ) }
								</MenuGroup>
							);
						}
						return (
							<>
								<MenuGroup>
									<MenuItem
										onClick={ () => {
											onClose();
											askAssistant();
										} }
									>
										{ __(
											'Ask AI Assistant',
											'orbit-blocks'
										) }
									</MenuItem>
								</MenuGroup>
								<MenuGroup>
									{ actions.map( ( [ action, label ] ) => (
										<MenuItem
											key={ action }
											disabled={ busy || ! canAsk }
											onClick={ () => {
												onClose();
												run( action );
											} }
										>
											{ label }
										</MenuItem>
									) ) }
									<MenuItem
										disabled={ busy || ! canAsk }
										onClick={ () => setSubmenu( 'tone' ) }
									>
										{ __( 'Change tone', 'orbit-blocks' ) }
									</MenuItem>
									<MenuItem
										disabled={ busy || ! canAsk }
										onClick={ () =>
											setSubmenu( 'language' )
										}
									>
										{ __( 'Translate', 'orbit-blocks' ) }
									</MenuItem>
								</MenuGroup>
							</>
						);
					} }
				</ToolbarDropdownMenu>
				{ pending && (
					<ToolbarGroup>
						{ busy && (
							<ToolbarButton
								onClick={ stopSuggestion }
								onKeyDown={ escapeStops }
							>
								{ __( 'Stop', 'orbit-blocks' ) }
							</ToolbarButton>
						) }
						<ToolbarButton
							onClick={ accept }
							onKeyDown={ escapeStops }
						>
							{ __( 'Accept', 'orbit-blocks' ) }
						</ToolbarButton>
						<ToolbarButton
							onClick={ discard }
							onKeyDown={ escapeStops }
						>
							{ __( 'Discard', 'orbit-blocks' ) }
						</ToolbarButton>
					</ToolbarGroup>
				) }
			</BlockControls>
		),
		// The handlers read refs and stable dispatchers; these are what it shows.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ clientId, name, canAsk, busy, pending, submenu ]
	);
}
