/**
 * Where a page the editor sends the user to (the authorization page, the
 * payment account page) sends them back: this post's editor.
 * Leaving the editor must not lose the author's work, so unsaved changes are
 * saved first and the user returns to post.php for this post. An untouched
 * new post (a clean auto-draft) is not saved; the user returns to a new post.
 */
import { dispatch, select } from '@wordpress/data';
import { addQueryArgs } from '@wordpress/url';

interface EditorSelectors {
	getCurrentPostId: () => number | string | null;
	didPostSaveRequestFail: () => boolean;
	getEditedPostAttribute: ( name: 'status' ) => string | undefined;
	isEditedPostDirty: () => boolean;
}

export async function prepareEditorReturn(
	location: Location = window.location
): Promise< string > {
	const editor = select( 'core/editor' ) as EditorSelectors | undefined;
	const postId = editor?.getCurrentPostId();
	if ( ! editor || ! postId ) {
		return location.href;
	}
	const dirty = editor.isEditedPostDirty();
	if (
		editor.getEditedPostAttribute( 'status' ) === 'auto-draft' &&
		! dirty
	) {
		return location.href;
	}
	if ( dirty ) {
		await (
			dispatch( 'core/editor' ) as { savePost: () => Promise< void > }
		 ).savePost();
		if ( editor.didPostSaveRequestFail() ) {
			// The editor shows why; stay, rather than lose the changes.
			throw new Error( 'The post could not be saved.' );
		}
	}
	const adminRoot = location.href.replace( /\/wp-admin\/.*$/, '/wp-admin/' );
	return addQueryArgs( `${ adminRoot }post.php`, {
		post: postId,
		action: 'edit',
	} );
}
