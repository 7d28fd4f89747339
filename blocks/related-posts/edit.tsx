/**
 * Related posts in the editor (spec 2 "Related posts", sections 2, 4, 8 and
 * 9): Loading (a spinner) until the site says whether related posts are on;
 * Needs activation (Activate for administrators, who may turn them on, and a
 * message for everyone else); then Shown: a preview of this post's related
 * posts in the grid or list layout, as visitors will see them. Data comes
 * from the 'orbit-blocks/related-posts' store, fetched once however often
 * the block renders. Loaded on demand (see index.ts).
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Button, Placeholder, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import type { MouseEvent } from 'react';
import { getEditorState } from '../../shared/editor-state';
import { store } from '../../store/related-posts';
import type { PreviewQuery, RelatedPost } from '../../store/related-posts';
import {
	clampPostsToShow,
	normaliseLayout,
	type RelatedPostsAttributes,
} from './attributes';
import PostsPreview from './components/posts-preview';
import Settings from './components/settings';
import { RelatedPostsIcon } from './icon';
import { useEditorPost } from './use-editor-post';

export const NOT_ENOUGH_POSTS = __(
	"Preview unavailable: you haven't published enough posts with similar content.",
	'orbit-blocks'
);
export const SITE_EDITOR = __(
	'Preview unavailable in site editor.',
	'orbit-blocks'
);

// Links in the preview lead nowhere inside the editor: a click selects the block.
const stayInEditor = ( event: MouseEvent ) => {
	if ( ( event.target as Element ).closest?.( 'a' ) ) {
		event.preventDefault();
	}
};

export default function RelatedPostsEdit( {
	attributes,
	setAttributes,
	context,
}: BlockEditProps< RelatedPostsAttributes > ) {
	const layout = normaliseLayout( attributes.postLayout );
	const blockProps = useBlockProps( {
		className: [
			`is-${ layout }`,
			attributes.displayThumbnails ? 'has-thumbnails' : '',
		]
			.filter( Boolean )
			.join( ' ' ),
		onClickCapture: stayInEditor,
	} );
	const { enabled, enabledError } = useSelect(
		( select ) => ( {
			enabled: select( store ).isEnabled(),
			enabledError: select( store ).getEnabledError(),
		} ),
		[]
	);
	const { query } = useEditorPost( context );

	let body;
	if ( enabledError ) {
		body = <LoadError message={ enabledError } />;
	} else if ( enabled === null ) {
		body = <Loading />;
	} else if ( ! enabled ) {
		body = <NeedsActivation />;
	} else {
		body = (
			<Shown
				query={ query }
				attributes={ { ...attributes, postLayout: layout } }
			/>
		);
	}

	return (
		<div { ...blockProps }>
			<Settings
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			{ body }
		</div>
	);
}

function Loading() {
	return (
		<div className="jetpack-related-posts__loading">
			<Spinner />
			<span className="screen-reader-text">
				{ __( 'Loading related posts…', 'orbit-blocks' ) }
			</span>
		</div>
	);
}

function LoadError( { message }: { message: string } ) {
	const { retry } = useDispatch( store );
	return (
		<Placeholder
			icon={ RelatedPostsIcon }
			label={ __( 'Related Posts', 'orbit-blocks' ) }
			instructions={ message }
		>
			<Button variant="secondary" onClick={ () => retry() }>
				{ __( 'Try again', 'orbit-blocks' ) }
			</Button>
		</Placeholder>
	);
}

function NeedsActivation() {
	const canActivate = getEditorState().user.canManageOptions;
	const { isEnabling, enableError } = useSelect(
		( select ) => ( {
			isEnabling: select( store ).isEnabling(),
			enableError: select( store ).getEnableError(),
		} ),
		[]
	);
	const { enable } = useDispatch( store );
	return (
		<Placeholder
			icon={ RelatedPostsIcon }
			label={ __( 'Related Posts', 'orbit-blocks' ) }
			instructions={
				canActivate
					? __(
							'Related posts are turned off on this site. Activate them to show visitors, under this post, posts that share its categories or tags.',
							'orbit-blocks'
					  )
					: __(
							'Related posts are turned off on this site. Ask an administrator to activate them; until then visitors do not see this block.',
							'orbit-blocks'
					  )
			}
		>
			{ canActivate && (
				<Button
					variant="primary"
					isBusy={ isEnabling }
					disabled={ isEnabling }
					accessibleWhenDisabled
					onClick={ () => enable() }
				>
					{ __( 'Activate', 'orbit-blocks' ) }
				</Button>
			) }
			{ enableError && (
				<p className="jetpack-related-posts__error" role="alert">
					{ enableError }
				</p>
			) }
		</Placeholder>
	);
}

function Shown( {
	query,
	attributes,
}: {
	query: PreviewQuery | null;
	attributes: RelatedPostsAttributes;
} ) {
	const { posts, error } = useSelect(
		( select ) =>
			query
				? {
						posts: select( store ).getPreview( query ),
						error: select( store ).getPreviewError( query ),
				  }
				: { posts: null, error: null },
		[ query ]
	);

	if ( ! query ) {
		return <Unavailable text={ SITE_EDITOR } />;
	}
	if ( error ) {
		return <LoadError message={ error } />;
	}
	if ( ! posts ) {
		return <Loading />;
	}
	const count = clampPostsToShow( attributes.postsToShow );
	const shown: RelatedPost[] = posts.slice( 0, count );
	return (
		<>
			{ shown.length < count && (
				<Unavailable text={ NOT_ENOUGH_POSTS } />
			) }
			{ shown.length > 0 && (
				<PostsPreview posts={ shown } attributes={ attributes } />
			) }
		</>
	);
}

function Unavailable( { text }: { text: string } ) {
	return <p className="jetpack-related-posts__unavailable">{ text }</p>;
}
