/**
 * The form AI for one jetpack/contact-form block (loaded on demand by
 * index.tsx): the toolbar button and mod+/ that open the bar, the bar, and
 * the request. The streamed answer replaces the form's inner blocks as it
 * arrives (not persistent, no undo level per chunk); on completion the
 * parsed blocks with exactly one Submit button make one persistent change
 * and the input is cleared (spec 1 section 4).
 *
 * Shown: the bar is open by default on a form without inner blocks; the
 * toolbar button and mod+/ toggle it; it hides when the form is
 * deselected (a request under way carries on). Not offered inside a query
 * loop, when the AI block type is hidden or missing, or when the AI feature
 * has an error code (spec 1 section 6).
 *
 * Errors (spec 1 section 8): the quota error leaves the notice to the
 * banner shown in the bar; the others are dismissible notices.
 *
 * Small screens (< 600 px, spec 1 section 9 "small"): the bar is fixed in
 * a slot directly under the block toolbar, outside the canvas.
 */
import {
	BlockControls,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import type { BlockInstance } from '@wordpress/blocks';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { useViewportMatch } from '@wordpress/compose';
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import {
	createPortal,
	useCallback,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { displayShortcut, isKeyboardEvent } from '@wordpress/keycodes';
import { store as noticesStore } from '@wordpress/notices';
import { getBlockType } from '@wordpress/blocks';
import {
	ERROR_QUOTA_EXCEEDED,
	aiErrorMessage,
	ERROR_UNCLEAR_PROMPT,
	type AiError,
} from '../../shared/ai';
import { store as aiStore } from '../../store/ai';
import { AiStatusBanner, useAiBannerKind } from '../../store/ai/components';
import { useAiSuggestions } from '../../store/ai/use-ai-suggestions';
import { useStopOnEscapeInBlock } from '../../shared/ai/use-stop-on-escape-in-block';
import { AI_BLOCK, isFormAiOffered, QUERY_LOOP } from './availability';
import { FormAiBar, PLACEHOLDER } from './bar';
import { FORM_AI_FEATURE, SMALL_SCREEN } from './constants';
import { aiAssistantIcon as aiIcon } from '../../blocks/ai-assistant/icon';
import { parseFormReply, withOneSubmit } from './parse-form-reply';
import { EmptyFormPromptError, formPrompt } from './prompt';

export const NOTICE_ID = 'orbit-blocks-form-ai';

export interface FormAiProps {
	clientId: string;
	isSelected: boolean;
}

type BlockEditorSelectors = {
	getBlockCount: ( clientId: string ) => number;
	getBlockParentsByBlockName: ( clientId: string, name: string ) => string[];
};

/** The top of the slot under the block toolbar (small screens). */
function useToolbarBottom( active: boolean ): number | undefined {
	const [ top, setTop ] = useState< number >();
	useLayoutEffect( () => {
		if ( ! active ) {
			return;
		}
		const measure = () => {
			const toolbar = document.querySelector(
				'.block-editor-block-contextual-toolbar, .block-editor-block-toolbar'
			);
			const header = document.querySelector( '.editor-header' );
			const bottom =
				toolbar?.getBoundingClientRect().bottom ??
				header?.getBoundingClientRect().bottom;
			setTop( bottom !== undefined ? Math.round( bottom ) : undefined );
		};
		measure();
		window.addEventListener( 'resize', measure );
		return () => window.removeEventListener( 'resize', measure );
	}, [ active ] );
	return top;
}

export default function FormAi( { clientId, isSelected }: FormAiProps ) {
	const { count, insideQueryLoop, hiddenBlockTypes, featureErrorCode } =
		useSelect(
			( select ) => {
				const editor = select(
					blockEditorStore
				) as unknown as BlockEditorSelectors;
				const preferences = select( 'core/preferences' ) as
					| { get?: ( scope: string, name: string ) => unknown }
					| undefined;
				const hidden = preferences?.get?.( 'core', 'hiddenBlockTypes' );
				return {
					count: editor.getBlockCount( clientId ),
					insideQueryLoop:
						editor.getBlockParentsByBlockName(
							clientId,
							QUERY_LOOP
						).length > 0,
					hiddenBlockTypes: Array.isArray( hidden )
						? ( hidden as string[] )
						: [],
					featureErrorCode:
						select( aiStore ).getAiAssistantFeature().errorCode,
				};
			},
			[ clientId ]
		);
	const offered = isFormAiOffered( {
		insideQueryLoop,
		hiddenBlockTypes,
		aiBlockRegistered: !! getBlockType( AI_BLOCK ),
		featureErrorCode,
	} );
	const { kind: bannerKind } = useAiBannerKind();
	const isSmallScreen = useViewportMatch( SMALL_SCREEN, '<' );

	const [ toggled, setToggled ] = useState< boolean | null >( null );
	const [ input, setInput ] = useState( '' );
	const inputRef = useRef< HTMLTextAreaElement >( null );
	// The fields the form had when the request was sent, and whether the
	// stream has replaced them: a failure part-way puts them back.
	const before = useRef< BlockInstance[] >( [] );
	const streamedIn = useRef( false );
	const registry = useRegistry() as unknown as {
		select: ( store: typeof blockEditorStore ) => unknown;
	};

	const {
		replaceInnerBlocks,
		__unstableMarkNextChangeAsNotPersistent: markNotPersistent,
	} = useDispatch( blockEditorStore ) as unknown as {
		replaceInnerBlocks: (
			clientId: string,
			blocks: BlockInstance[],
			updateSelection?: boolean
		) => void;
		__unstableMarkNextChangeAsNotPersistent: () => void;
	};
	const { createNotice, removeNotice } = useDispatch( noticesStore );

	const notify = useCallback(
		( status: 'error' | 'info', message: string ) =>
			createNotice( status, message, {
				id: NOTICE_ID,
				isDismissible: true,
			} ),
		[ createNotice ]
	);

	/** The final blocks: one persistent change, the input cleared. */
	const complete = ( text: string, partial: boolean ) => {
		const blocks = parseFormReply( text, { partial } );
		if ( blocks.length === 0 ) {
			// Nothing usable arrived: the form stays as it was.
			if ( ! partial ) {
				notify( 'info', aiErrorMessage( ERROR_UNCLEAR_PROMPT ) );
			}
			return;
		}
		replaceInnerBlocks( clientId, withOneSubmit( blocks ), false );
		setInput( '' );
	};

	const { requestingState, request, stopSuggestion, isOfflineResponder } =
		useAiSuggestions( {
			askQuestionOptions: { feature: FORM_AI_FEATURE },
			onSuggestion: ( text ) => {
				const blocks = parseFormReply( text, { partial: true } );
				if ( blocks.length > 0 ) {
					streamedIn.current = true;
					markNotPersistent();
					replaceInnerBlocks( clientId, blocks, false );
				}
			},
			onDone: ( text ) => {
				streamedIn.current = false;
				complete( text, false );
			},
			// The fields on screen when the author stopped it, and the Submit.
			onStop: ( text ) => complete( text, true ),
			onError: ( error: AiError ) => {
				const restored = streamedIn.current;
				if ( restored ) {
					// No half-built form: the fields it had come back (the
					// streamed ones were never an undo level).
					streamedIn.current = false;
					markNotPersistent();
					replaceInnerBlocks( clientId, before.current, false );
				}
				if ( error.code === ERROR_QUOTA_EXCEEDED ) {
					// The upgrade banner in the bar says it (spec 1 section 8).
					return;
				}
				notify(
					error.severity === 'error' ? 'error' : 'info',
					restored
						? sprintf(
								/* translators: %s: what went wrong with the AI request. */
								__(
									'%s The form keeps the fields it had.',
									'orbit-blocks'
								),
								error.message
						  )
						: error.message
				);
			},
		} );
	const busy =
		requestingState === 'requesting' || requestingState === 'suggesting';
	// Esc anywhere in the form or its toolbar stops the answer.
	useStopOnEscapeInBlock( clientId, busy, stopSuggestion );

	// Deselecting the form hides the bar; selecting it again starts over.
	useEffect( () => {
		if ( ! isSelected ) {
			setToggled( null );
		}
	}, [ isSelected ] );

	const visible =
		offered && isSelected && ( busy || ( toggled ?? count === 0 ) );

	const toggle = useCallback( () => {
		setToggled( ! visible );
	}, [ visible ] );

	// mod+/ while the form is selected (the canvas iframe bubbles its key
	// events to this document).
	useEffect( () => {
		if ( ! offered || ! isSelected ) {
			return;
		}
		const onKeyDown = ( event: KeyboardEvent ) => {
			if ( isKeyboardEvent.primary( event, '/' ) ) {
				event.preventDefault();
				toggle();
			}
		};
		document.addEventListener( 'keydown', onKeyDown );
		return () => document.removeEventListener( 'keydown', onKeyDown );
	}, [ offered, isSelected, toggle ] );

	// Opened by the user: the input takes the focus.
	useEffect( () => {
		if ( visible && toggled ) {
			inputRef.current?.focus();
		}
	}, [ visible, toggled ] );

	const send = () => {
		let messages;
		try {
			messages = formPrompt( input );
		} catch ( error ) {
			if ( error instanceof EmptyFormPromptError ) {
				notify( 'error', error.message );
				return;
			}
			throw error;
		}
		removeNotice( NOTICE_ID );
		before.current = (
			registry.select( blockEditorStore ) as unknown as {
				getBlocks: ( id: string ) => BlockInstance[];
			}
		 ).getBlocks( clientId );
		streamedIn.current = false;
		setToggled( true );
		request( messages );
	};

	const fixedTop = useToolbarBottom( visible && isSmallScreen );

	if ( ! offered ) {
		return null;
	}

	const bar = visible ? (
		<FormAiBar
			ref={ inputRef }
			value={ input }
			onChange={ setInput }
			onSend={ send }
			onStop={ stopSuggestion }
			busy={ busy }
			disabled={ bannerKind !== null }
			offline={ isOfflineResponder && requestingState === 'done' }
			banner={ <AiStatusBanner /> }
			fixed={ isSmallScreen }
			fixedTop={ fixedTop }
		/>
	) : null;

	return (
		<>
			{ isSelected && (
				<BlockControls group="block">
					<ToolbarGroup>
						<ToolbarButton
							icon={ aiIcon }
							label={ PLACEHOLDER }
							shortcut={ displayShortcut.primary( '/' ) }
							isPressed={ visible }
							onClick={ toggle }
						/>
					</ToolbarGroup>
				</BlockControls>
			) }
			{ bar && isSmallScreen ? createPortal( bar, document.body ) : bar }
		</>
	);
}
