/**
 * Renders the related-posts edit component as the editor would: in a fresh
 * data registry with the block's store and a stand-in for the editor's own
 * store (core/editor: the post id and its edited terms), optionally the
 * site editor's (core/edit-site), and a setAttributes that applies changes.
 */
import { createReduxStore } from '@wordpress/data';
import type { StoreDescriptor } from '@wordpress/data';
import { store } from '../../../store/related-posts';
import type { RelatedPost } from '../../../store/related-posts';
import { freshRegistry } from '../../../tests/setup/registry';
import type { RelatedPostsAttributes } from '../attributes';
import RelatedPostsEdit from '../edit';
import metadata from '../block.json';
import { attributeDefaults } from '../../../tests/setup/attribute-defaults';
import '../../../tests/setup/resize-observer';
import { renderEditComponentHoldingAttributes } from '../../../tests/setup/render-edit-holding-attributes';

/** The block as inserted: block.json's defaults. */
export const DEFAULTS = attributeDefaults< RelatedPostsAttributes >( metadata );

/** Related posts as the preview route gives them, most related first. */
export function relatedPosts( count: number ): RelatedPost[] {
	return Array.from( { length: count }, ( _, index ) => {
		const id = 101 + index;
		return {
			id,
			url: `http://localhost/?p=${ id }`,
			title: `Trip ${ index + 1 }`,
			img: {
				src: index === 1 ? '' : `http://localhost/trip-${ id }.png`,
				alt_text: '',
			},
			date: `March ${ index + 1 }, 2024`,
			author: 'Ana Lopes',
			block_context: {
				text: 'In "Travel"',
				link: 'http://localhost/?cat=2',
			},
		};
	} );
}

interface EditorPost {
	postId?: unknown;
	categories?: number[];
	tags?: number[];
}

function editorStore( post: EditorPost ): StoreDescriptor {
	const state = { ...post };
	return createReduxStore( 'core/editor', {
		reducer: ( current = state ) => current,
		selectors: {
			getCurrentPostId: ( current: EditorPost ) => current.postId,
			getEditedPostAttribute: (
				current: EditorPost,
				name: 'categories' | 'tags'
			) => current[ name ],
		},
	} );
}

const siteEditorStore = createReduxStore( 'core/edit-site', {
	reducer: ( state = {} ) => state,
	selectors: {},
} );

export function setCanManageOptions( canManageOptions: boolean ) {
	window.orbitBlocksEditorState = { user: { canManageOptions } };
}

export function renderEdit( {
	attributes: initial = {},
	post = { postId: 42, categories: [ 2 ], tags: [] },
	siteEditor = false,
	context = {},
}: {
	attributes?: Partial< RelatedPostsAttributes >;
	post?: EditorPost;
	siteEditor?: boolean;
	context?: Record< string, unknown >;
} = {} ) {
	const registry = freshRegistry(
		store,
		editorStore( post ),
		...( siteEditor ? [ siteEditorStore ] : [] )
	);
	const view = renderEditComponentHoldingAttributes(
		RelatedPostsEdit,
		{ ...DEFAULTS, ...initial },
		{ isSelected: true, clientId: 'test-block', context },
		registry
	);
	return { ...view, registry };
}
