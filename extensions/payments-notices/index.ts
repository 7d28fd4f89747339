/**
 * Shows the query-string notices once the editor loads (spec 3 section 2);
 * see notices.ts.
 */
import { dispatch } from '@wordpress/data';
import domReady from '@wordpress/dom-ready';
import { store as noticesStore } from '@wordpress/notices';
import { queryNotices, withoutNoticeArgs } from './notices';

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
	window.history.replaceState(
		window.history.state,
		'',
		withoutNoticeArgs( href, notices )
	);
}

domReady( () => showQueryNotices() );
