/** The query-string notices on load (spec 3 section 2). */
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import { showQueryNotices } from '..';
import { queryNotices } from '../notices';

const EDITOR = 'http://localhost/wp-admin/post.php?post=5&action=edit';

describe( 'query-string notices', () => {
	it( 'loads nothing and shows nothing without an argument', async () => {
		await showQueryNotices( EDITOR );
		expect( select( noticesStore ).getNotices() ).toEqual( [] );
	} );

	it( 'gives nothing without the arguments', () => {
		expect( queryNotices( EDITOR ) ).toEqual( [] );
	} );

	it( 'gives the exact texts', () => {
		const notices = queryNotices(
			`${ EDITOR }&plan_upgraded=1&stripe_connect_success=1&stripe_connect_cancelled=1`
		);
		expect( notices.map( ( notice ) => notice.message ) ).toEqual( [
			'Congratulations! Your site is now on a paid plan.',
			'Congrats! Your site is now connected to Stripe. You can now start accepting funds!',
			'You cancelled connecting your site to Stripe.',
		] );
		// No administrator: no link to the settings.
		expect( notices[ 0 ].actions ).toEqual( [] );
	} );

	it( 'leads an administrator’s "View my plan" to the Plans settings', () => {
		window.orbitBlocksEditorState = {
			settingsUrl:
				'http://localhost/wp-admin/options-general.php?page=orbit-blocks',
			user: { canManageOptions: true },
		};
		try {
			expect(
				queryNotices( `${ EDITOR }&plan_upgraded=1` )[ 0 ].actions
			).toEqual( [
				{
					label: 'View my plan',
					url: 'http://localhost/wp-admin/options-general.php?page=orbit-blocks#orbit-blocks-settings-plans',
				},
			] );
		} finally {
			delete window.orbitBlocksEditorState;
		}
	} );

	it( 'shows them once (fixed ids)', async () => {
		window.history.replaceState(
			null,
			'',
			'/wp-admin/post.php?post=5&stripe_connect_cancelled=1'
		);
		await showQueryNotices();
		const notices = select( noticesStore ).getNotices();
		expect( notices.map( ( notice ) => notice.content ) ).toEqual( [
			'You cancelled connecting your site to Stripe.',
		] );
		await showQueryNotices();
		expect( select( noticesStore ).getNotices() ).toHaveLength( 1 );
		dispatch( noticesStore ).removeNotice( notices[ 0 ].id );
	} );
} );
