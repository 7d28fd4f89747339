/**
 * The AI Assistant block in the editor (spec 1 sections 2 to 6). The answer
 * streams in through the AI client (store/ai/use-ai-suggestions.ts) and is shown
 * as rendered markdown, rendered incrementally so that long answers keep up
 * (incremental-markdown.ts). Accept turns it into core blocks; an accepted
 * title becomes the post title.
 */
import {
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	createBlock,
	parse,
	type BlockInstance,
	BlockEditProps,
} from '@wordpress/blocks';
import { Button, Notice } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import { getEditorState } from '../../shared/editor-state';
import {
	AiRequestError,
	ERROR_QUOTA_EXCEEDED,
	generateImages,
	historyAfterRequest,
	imageError,
	stopOnEscape,
	type AiError,
} from '../../shared/ai';
import { useAiAllowed } from '../../store/ai/use-ai-allowed';
import { AI_STORE } from '../../store/ai';
import { AiStatusBanner } from '../../store/ai/components';
import { useAiSuggestions } from '../../store/ai/use-ai-suggestions';
import { renderMarkdown } from '../markdown/render-markdown';
import {
	AssistantToolbar,
	type ToolbarAction,
} from './components/assistant-toolbar';
import { ImageFlow, type ImageFlowState } from './components/image-flow';
import { PlaygroundPanel } from './components/playground-panel';
import { PromptInput } from './components/prompt-input';
import { imagePrompt, saveToMediaLibrary, type MediaUpload } from './images';
import { createIncrementalRenderer } from './incremental-markdown';
import { markdownToBlocks } from './markdown-to-blocks';
import { useAnswerAnnouncements } from './use-answer-announcements';
import { entireText, precedingText } from './post-text';
import {
	buildMessages,
	languagesFor,
	PromptError,
	type PromptMessage,
	type PromptRequest,
} from './prompt';
import type { AiAssistantAttributes } from './types';

interface EditorSelectors {
	getCurrentPostId?: () => number | undefined;
	getEditedPostAttribute?: ( name: 'title' ) => string | undefined;
}

/** core/editor's selectors (absent outside the post editor). */
const editorSelectors = ( select: ( store: string ) => unknown ) =>
	( select( 'core/editor' ) ?? {} ) as EditorSelectors;

interface FeatureStatus {
	isOverLimit?: boolean;
	siteRequireUpgrade?: boolean;
	/** The server flag of the AI Playground panel. */
	isPlaygroundVisible?: boolean;
}

type Outcome = 'done' | 'failed-to-fetch' | 'error';

/** Blocks for an accepted answer: Gutenberg syntax or markdown. */
export function answerToBlocks(
	content: string,
	useGutenbergSyntax: boolean
): BlockInstance[] {
	if ( useGutenbergSyntax ) {
		// Only valid, known, non-HTML blocks from the model's markup.
		const parsed = parse( content ).filter(
			( block ) =>
				block.isValid &&
				! [ 'core/html', 'core/freeform', 'core/missing' ].includes(
					block.name
				)
		);
		if ( parsed.length ) {
			return parsed;
		}
	}
	return markdownToBlocks( content );
}

export default function AiAssistantEdit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: BlockEditProps< AiAssistantAttributes > ) {
	const { content = '', messages = [], promptType } = attributes;
	const [ userPrompt, setUserPrompt ] = useState( '' );
	const [ error, setError ] = useState< AiError >();
	const [ images, setImages ] = useState< ImageFlowState >( {
		status: 'idle',
	} );
	// The messages and type of the request under way (for onDone and Retry).
	const pending = useRef< {
		sent: PromptMessage[];
		history: PromptMessage[];
		type: string;
		request: PromptRequest;
	} >();
	const renderer = useMemo( () => createIncrementalRenderer(), [] );

	const { postId, title, blocks } = useSelect(
		( select ) => ( {
			postId: editorSelectors( select ).getCurrentPostId?.(),
			title:
				editorSelectors( select ).getEditedPostAttribute?.( 'title' ) ??
				'',
			blocks: (
				select( blockEditorStore ) as {
					getBlocks: () => BlockInstance[];
				}
			 ).getBlocks(),
		} ),
		[]
	);
	const feature = useSelect(
		( select ) =>
			(
				select( AI_STORE ) as {
					getAiAssistantFeature: () => FeatureStatus;
				}
			 ).getAiAssistantFeature(),
		[]
	);
	const {
		increaseAiAssistantRequestsCount,
		setAiAssistantFeatureRequireUpgrade,
	} = useDispatch( AI_STORE ) as {
		increaseAiAssistantRequestsCount: () => void;
		setAiAssistantFeatureRequireUpgrade: ( value: boolean ) => void;
	};
	const { replaceBlocks, removeBlock } = useDispatch( blockEditorStore );
	const mediaUpload = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as {
					getSettings?: () => { mediaUpload?: MediaUpload };
				}
			 ).getSettings?.().mediaUpload,
		[]
	);
	const { editPost } = useDispatch( 'core/editor' ) as {
		editPost: ( edits: Record< string, unknown > ) => void;
	};
	const { createNotice } = useDispatch( noticesStore );

	/**
	 * Keeps an answer (or what arrived of it) in the block, with the
	 * conversation: trimmed to the last 20 messages after an answer; the
	 * oldest 8 dropped after "Failed to fetch" (shared/ai history.ts).
	 */
	const keep = useCallback(
		( answer: string, outcome: Outcome ) => {
			const current = pending.current;
			setAttributes( {
				content: answer,
				html: attributes.useGutenbergSyntax
					? ''
					: renderMarkdown( answer ),
				...( current
					? {
							promptType: current.type,
							messages:
								outcome === 'done'
									? historyAfterRequest(
											[
												...current.history,
												current.sent[
													current.sent.length - 1
												],
												{
													role: 'assistant' as const,
													content: answer,
												},
											],
											'done'
									  )
									: historyAfterRequest(
											current.history,
											outcome
									  ),
					  }
					: {} ),
			} );
		},
		[ setAttributes, attributes.useGutenbergSyntax ]
	);

	const {
		suggestion,
		requestingState,
		request,
		stopSuggestion,
		isOfflineResponder,
		failedToFetch,
	} = useAiSuggestions( {
		askQuestionOptions: {
			postId,
			feature: attributes.useGpt4
				? 'ai-assistant-experimental'
				: 'ai-assistant',
			model: attributes.useGpt4 ? 'gpt-4' : undefined,
		},
		// The client counts each completed request in the AI store.
		onDone: ( text: string ) => keep( text, 'done' ),
		// Exactly the text on screen when the author stopped it.
		onStop: ( text: string ) => keep( text, 'done' ),
		onError: ( failure: AiError ) => setError( failure ),
	} );

	useAnswerAnnouncements( requestingState );

	const busy =
		requestingState === 'requesting' || requestingState === 'suggesting';
	const streaming = busy ? suggestion ?? '' : '';
	const shownText = busy && streaming ? streaming : content;
	// The local provider's offline responder wrote the answer shown.
	const offline = isOfflineResponder && shownText !== '';
	const html = useMemo(
		() =>
			attributes.useGutenbergSyntax ? '' : renderer.render( shownText ),
		[ renderer, shownText, attributes.useGutenbergSyntax ]
	);

	// After an error: what arrived before it stays (a dropped connection),
	// "Failed to fetch" drops the oldest messages, and the author's typed
	// request comes back into the empty prompt, to edit or send again.
	useEffect( () => {
		if ( requestingState !== 'error' || ! pending.current ) {
			return;
		}
		const typed = pending.current.request;
		if ( typed.type === 'userPrompt' && typed.request && ! userPrompt ) {
			setUserPrompt( typed.request );
		}
		const outcome = failedToFetch ? 'failed-to-fetch' : 'error';
		if ( suggestion?.trim() ) {
			keep( suggestion, outcome );
		} else if ( failedToFetch ) {
			setAttributes( {
				messages: historyAfterRequest( messages, outcome ),
			} );
		}
	}, [ requestingState ] ); // eslint-disable-line react-hooks/exhaustive-deps

	// A block parsed from a post with content but no stored HTML gets it.
	useEffect( () => {
		if ( content && attributes.html === undefined && ! busy ) {
			setAttributes( { html: renderMarkdown( content ) } );
		}
	}, [] ); // eslint-disable-line react-hooks/exhaustive-deps

	/**
	 * Sends a request. `keepType` is the prompt type the answer keeps (a
	 * title rewritten in another tone is still a title).
	 */
	const send = ( prompt: PromptRequest, keepType?: string ) => {
		let sent: PromptMessage[];
		try {
			sent = buildMessages( prompt, messages, {
				useGutenbergSyntax: attributes.useGutenbergSyntax,
				customSystemPrompt: attributes.customSystemPrompt,
				today: new Date().toISOString().slice( 0, 10 ),
			} );
		} catch ( failure ) {
			if ( failure instanceof PromptError ) {
				setError( {
					code: 'error_prompt',
					message: __(
						'Write a request, or add content for the AI to work on.',
						'orbit-blocks'
					),
					severity: 'info',
				} );
				return;
			}
			throw failure;
		}
		setError( undefined );
		pending.current = {
			sent,
			history: messages,
			type: keepType ?? prompt.type,
			request: prompt,
		};
		// Try Again goes back to what was there before this request.
		setAttributes( {
			originalContent: content,
			originalMessages: messages,
		} );
		request( sent );
	};

	const sendTyped = () => {
		const typed = userPrompt.trim();
		if ( ! typed ) {
			return;
		}
		send( {
			type: 'userPrompt',
			request: typed,
			content: content || undefined,
		} );
		setUserPrompt( '' );
	};

	const onAction = ( action: ToolbarAction ) => {
		const base: PromptRequest = { ...action };
		switch ( action.type ) {
			case 'continue':
			case 'correctSpelling':
			case 'simplify':
				base.content = precedingText( blocks, clientId );
				break;
			case 'summarize':
			case 'generateTitle':
				base.content = content || entireText( blocks, clientId );
				break;
			case 'summaryBasedOnTitle':
				base.title = title;
				break;
			default:
				base.content = content;
		}
		// Tone, Translate and Improve of a title answer give a title.
		send(
			base,
			promptType === 'generateTitle' && content.trim()
				? 'generateTitle'
				: undefined
		);
	};

	const tryAgain = () => {
		setError( undefined );
		const original = attributes.originalContent ?? '';
		setAttributes( {
			content: original,
			// As keep() stores it: markup is no HTML to show.
			html: attributes.useGutenbergSyntax
				? ''
				: renderMarkdown( original ),
			messages: attributes.originalMessages ?? [],
			promptType: undefined,
		} );
		const last = pending.current?.request;
		if ( last?.type === 'userPrompt' && last.request ) {
			setUserPrompt( last.request );
		}
	};

	const retry = () => {
		const last = pending.current;
		if ( ! last ) {
			return;
		}
		setError( undefined );
		request( last.sent );
	};

	const accept = () => {
		if ( ! content.trim() ) {
			return;
		}
		if ( promptType === 'generateTitle' ) {
			editPost( {
				title: content
					.replace( /^#+\s*/, '' )
					.replace( /^["']|["']$/g, '' )
					.trim(),
			} );
			removeBlock( clientId );
			return;
		}
		replaceBlocks(
			clientId,
			answerToBlocks( content, attributes.useGutenbergSyntax )
		);
	};

	const generateImage = async () => {
		const prompt = imagePrompt( userPrompt );
		setImages( { status: 'generating' } );
		try {
			const found = await generateImages( { prompt, postId } );
			increaseAiAssistantRequestsCount();
			setImages( {
				status: 'choosing',
				images: found.map( ( image ) => image.url ),
				prompt,
				offline: found.some( ( image ) => image.offline ),
			} );
		} catch ( failure ) {
			const reason =
				failure instanceof AiRequestError
					? failure.aiError
					: imageError();
			if ( reason.code === ERROR_QUOTA_EXCEEDED ) {
				// As for text: the quota message, the input disabled, and
				// the upgrade banner once the store knows.
				setAiAssistantFeatureRequireUpgrade( true );
				setImages( { status: 'idle' } );
				setError( reason );
				return;
			}
			setImages( {
				status: 'error',
				message: reason.message,
				settingsUrl: reason.settingsUrl,
			} );
		}
	};

	const useImage = async ( image: string ) => {
		if ( images.status !== 'choosing' ) {
			return;
		}
		const prompt = images.prompt;
		setImages( { ...images, status: 'saving' } );
		try {
			const media = await saveToMediaLibrary(
				image,
				prompt,
				mediaUpload
			);
			replaceBlocks( clientId, [
				createBlock( 'core/image', {
					id: media.id,
					url: media.url,
					alt: media.alt,
				} ),
			] );
		} catch {
			setImages( { status: 'error', message: imageError().message } );
			createNotice( 'error', imageError().message, { type: 'snackbar' } );
		}
	};

	const quotaError = error?.code === 'error_quota_exceeded';
	// The store knows the quota is spent: the upgrade banner says so.
	const upgradeBanner =
		!! feature?.isOverLimit || !! feature?.siteRequireUpgrade;
	const overLimit = upgradeBanner || quotaError;
	// Without a connected account the reconnect banner shows and nothing
	// can be sent (spec 1 section 6).
	const allowed = useAiAllowed();
	const cannotSend = overLimit || ! allowed;
	const hasContent = content.trim() !== '' && ! busy;
	const isTitle = promptType === 'generateTitle';
	// The server flag: the feature status, or the experimental feature
	// (spec 1 section 9) among the site's available blocks.
	const playground =
		!! feature?.isPlaygroundVisible ||
		!! getEditorState().availableBlocks[ 'ai-assistant-experimental' ]
			?.available;
	// The toolbar shows only while the block is selected: the post's text
	// is gathered then, not on every change of a post with the block in it.
	const preceding = useMemo(
		() => ( isSelected ? precedingText( blocks, clientId ) : '' ),
		[ blocks, clientId, isSelected ]
	);
	const other = useMemo(
		() => ( isSelected ? entireText( blocks, clientId ) : '' ),
		[ blocks, clientId, isSelected ]
	);

	const blockProps = useBlockProps( {
		// Esc anywhere in the block or its toolbar (a fill of this tree)
		// stops the answer; the prompt input handles its own first.
		onKeyDown: stopOnEscape( busy, stopSuggestion ),
		className: [
			busy ? 'is-streaming' : '',
			requestingState === 'requesting' ? 'is-waiting' : '',
		]
			.filter( Boolean )
			.join( ' ' ),
	} );

	return (
		<div { ...blockProps }>
			<AssistantToolbar
				hasContent={ hasContent }
				hasPreceding={ preceding !== '' }
				hasOtherContent={ other !== '' }
				hasTitle={ title.trim() !== '' }
				busy={ busy }
				canAsk={ ! cannotSend }
				canTryAgain={ hasContent && promptType !== undefined }
				isTitle={ isTitle }
				hasError={
					!! error &&
					!! pending.current &&
					error.code !== 'error_quota_exceeded'
				}
				languages={ languagesFor( getEditorState().site.locale ) }
				onAction={ onAction }
				onTryAgain={ tryAgain }
				onAccept={ accept }
				onRetry={ retry }
			/>
			{ playground && (
				<PlaygroundPanel
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
			) }
			<AiStatusBanner />
			{ shownText && (
				<div className="ai-assistant__answer">
					{ offline && (
						<span className="ai-assistant__offline">
							{ __( 'Offline responder', 'orbit-blocks' ) }
						</span>
					) }
					{ attributes.useGutenbergSyntax ? (
						<pre className="ai-assistant__markup">
							{ shownText }
						</pre>
					) : (
						<div
							className="ai-assistant__content"
							// Markdown-it with raw HTML off and safe links only.
							dangerouslySetInnerHTML={ { __html: html } }
						/>
					) }
				</div>
			) }
			{ requestingState === 'requesting' && (
				<p className="ai-assistant__waiting">
					{ __( 'Waiting for the AI…', 'orbit-blocks' ) }
				</p>
			) }
			{ error && ! ( quotaError && upgradeBanner ) && (
				<Notice
					status={ error.severity === 'error' ? 'error' : 'info' }
					isDismissible={ false }
					actions={
						pending.current && error.code !== 'error_quota_exceeded'
							? [
									{
										label: __( 'Retry', 'orbit-blocks' ),
										onClick: retry,
									},
							  ]
							: []
					}
				>
					{ error.message }
				</Notice>
			) }
			<ImageFlow
				state={ images }
				onUse={ useImage }
				onDismiss={ () => setImages( { status: 'idle' } ) }
			/>
			{ ( isSelected || ! content ) && (
				<PromptInput
					value={ userPrompt }
					onChange={ setUserPrompt }
					onSend={ sendTyped }
					onStop={ stopSuggestion }
					onAccept={ hasContent ? accept : undefined }
					acceptLabel={
						isTitle
							? __( 'Accept title', 'orbit-blocks' )
							: __( 'Accept', 'orbit-blocks' )
					}
					busy={ busy }
					disabled={ cannotSend }
					fresh={ ! content && ! busy }
				>
					<Button
						variant="tertiary"
						disabled={
							busy || cannotSend || images.status === 'generating'
						}
						onClick={ generateImage }
					>
						{ __( 'Generate image', 'orbit-blocks' ) }
					</Button>
				</PromptInput>
			) }
		</div>
	);
}
