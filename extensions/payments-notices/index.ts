/**
 * Shows the query-string notices once the editor loads (spec 3 section 2);
 * see notices.ts, which loads only when the address asks for a notice. The arguments stay in the address: other panels read
 * them too (the membership products panel's "connected" notice), and each
 * notice has a fixed id, so it shows once per page load.
 */
import { dispatch } from '@wordpress/data';
import domReady from '@wordpress/dom-ready';
import { store as noticesStore } from '@wordpress/notices';

/** The arguments that ask for a notice; without one, nothing more loads. */
const NOTICE_ARGS =
	/[?&](plan_upgraded|stripe_connect_success|stripe_connect_cancelled)(=|&|$)/;

export async function showQueryNotices( href: string = window.location.href ) {
	if ( ! NOTICE_ARGS.test( new URL( href ).search ) ) {
		return;
	}
	// The texts load only for an editor opened with one of the arguments.
	const { queryNotices } = await import( './notices' );
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
