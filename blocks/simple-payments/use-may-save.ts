/**
 * Spec 2 section 6: the product is saved only when the current post may be
 * published by this user (its publish action is available); in the widget
 * editor, or where there is no post, always. Also reports when the post
 * starts saving (not autosaving), so that the product saves with it.
 */
import { useSelect } from '@wordpress/data';

interface EditorSelectors {
	getCurrentPost?: () => { _links?: Record< string, unknown > } | undefined;
	getCurrentPostType?: () => string | undefined;
	isSavingPost?: () => boolean;
	isAutosavingPost?: () => boolean;
}

export function useEditorPost(): { maySave: boolean; isSavingPost: boolean } {
	return useSelect( ( select ) => {
		let editor: EditorSelectors | undefined;
		try {
			editor = ( select as ( store: string ) => EditorSelectors )(
				'core/editor'
			);
		} catch {
			editor = undefined;
		}
		const post = editor?.getCurrentPost?.();
		const postType = editor?.getCurrentPostType?.();
		const noPost = ! post || ! postType || postType === 'wp_block';
		const inWidgets = postType === 'widget' || ! editor?.getCurrentPost;
		return {
			maySave:
				noPost || inWidgets || !! post?._links?.[ 'wp:action-publish' ],
			isSavingPost:
				!! editor?.isSavingPost?.() && ! editor?.isAutosavingPost?.(),
		};
	}, [] );
}
