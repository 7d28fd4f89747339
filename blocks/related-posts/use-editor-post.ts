/**
 * Which post the block previews related posts for, and whether there is
 * one: the block's postId context (a post, or an item of a query loop) or
 * the post being edited. The site editor has no post to relate to (spec 2
 * section 8: "Preview unavailable in site editor."): it is recognised by
 * its store (core/edit-site) being registered, or by the editor having no
 * numeric post id (a template, a template part).
 *
 * The terms are the post's categories and tags as the author has them in
 * the editor, so the preview follows a change before the post is saved.
 */
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import type { PreviewQuery } from '../../store/related-posts';

export interface EditorPost {
	/** The post to relate to, with its edited terms; null in the site editor. */
	query: PreviewQuery | null;
	isSiteEditor: boolean;
}

const postIdOf = ( value: unknown ): number | null =>
	typeof value === 'number' && Number.isInteger( value ) && value > 0
		? value
		: null;

const idList = ( value: unknown ): number[] | undefined =>
	Array.isArray( value )
		? value.filter(
				( id ): id is number =>
					typeof id === 'number' && Number.isInteger( id )
		  )
		: undefined;

interface EditorSelectors {
	getCurrentPostId?: () => unknown;
	getEditedPostAttribute?: ( name: string ) => unknown;
}

export function useEditorPost(
	context?: Record< string, unknown >
): EditorPost {
	// Only values straight from the stores here (stable between calls);
	// what is derived from them is memoised below.
	const { editorPostId, isSiteEditor, categories, tags } = useSelect(
		( select ) => {
			// Stores named by string: neither is a dependency of the plugin,
			// and either may be missing (the site editor's only exists there).
			const pick = select as unknown as ( name: string ) => unknown;
			const editor = ( pick( 'core/editor' ) ?? {} ) as EditorSelectors;
			return {
				editorPostId: editor.getCurrentPostId?.(),
				isSiteEditor: !! pick( 'core/edit-site' ),
				categories: editor.getEditedPostAttribute?.( 'categories' ),
				tags: editor.getEditedPostAttribute?.( 'tags' ),
			};
		},
		[]
	);
	const contextPostId = context?.postId;

	return useMemo( () => {
		const ownId = postIdOf( editorPostId );
		const postId = postIdOf( contextPostId ) ?? ownId;
		if ( isSiteEditor || postId === null ) {
			return { query: null, isSiteEditor: true };
		}
		const query: PreviewQuery = { postId };
		// Terms as edited belong to the post being edited only; a query
		// loop's item is related through its saved terms.
		if ( postId === ownId ) {
			const editedCategories = idList( categories );
			const editedTags = idList( tags );
			if ( editedCategories ) {
				query.categories = editedCategories;
			}
			if ( editedTags ) {
				query.tags = editedTags;
			}
		}
		return { query, isSiteEditor: false };
	}, [ editorPostId, isSiteEditor, categories, tags, contextPostId ] );
}
