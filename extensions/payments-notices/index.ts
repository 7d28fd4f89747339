/**
 * Shows the query-string notices once the editor loads (spec 3 section 2);
 * see notices.ts. The arguments stay in the address: other panels read
 * them too (the membership products panel's "connected" notice), and each
 * notice has a fixed id, so it shows once per page load.
 */
import { dispatch } from '@wordpress/data';
import domReady from '@wordpress/dom-ready';
import { store as noticesStore } from '@wordpress/notices';
import { queryNotices } from './notices';

export function showQueryNotices( href: string = window.location.href ) {
	const notices = queryNotices( href );
	if ( ! notices.length ) {
		return;
	}
	const { createNotice } = dispatch( noticesStore );
	notices.forEach( ( notice ) =>
		createNotice( notice.status, notice.message, {
			id: `orbit-blocks-${ notice.arg }`,
			isDismissible: true,
			actions: notice.actions as never,
		} )
	);
}

domReady( () => showQueryNotices() );
