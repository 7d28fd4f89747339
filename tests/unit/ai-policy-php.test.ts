/**
 * AI use as the site owner's policy (php-stubs/includes/ai/policy.php and
 * usage.php, issue 34 item 1), in PHP on WordPress's own functions: no limit
 * until one is set; a per-user monthly limit refuses the next request (429
 * error_quota_exceeded, with the date AI is back) and a new month answers
 * again; a site limit counts every user; who may use AI by role, or turned
 * off for one user; the feature status the editor reads; the settings'
 * rules; the usage table. Users, roles and the lock are the test's (the
 * database's); the settings and the counts are WordPress options.
 */
import { runPhpSnippets } from './php/php-snippets';

const STUBS = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
// Users (the database's): 1 an administrator, 5 and 6 authors, 7 an editor,
// 9 a subscriber. get_userdata() is pluggable: its stand-in comes first.
$GLOBALS['roles_of'] = array( 1 => 'administrator', 5 => 'author', 6 => 'author', 7 => 'editor', 9 => 'subscriber' );
$GLOBALS['current'] = 5;
$GLOBALS['meta'] = array();
function get_userdata( $id ) {
	if ( ! isset( $GLOBALS['roles_of'][ $id ] ) ) { return false; }
	return (object) array( 'ID' => $id, 'roles' => array( $GLOBALS['roles_of'][ $id ] ), 'display_name' => 'User ' . $id, 'user_login' => 'user' . $id );
}
function user_can( $user, $cap ) {
	$id = is_object( $user ) ? $user->ID : (int) $user;
	$role = $GLOBALS['roles_of'][ $id ] ?? '';
	if ( 'edit_posts' === $cap ) { return in_array( $role, array( 'administrator', 'editor', 'author' ), true ); }
	if ( 'manage_options' === $cap ) { return 'administrator' === $role; }
	return false;
}
function current_user_can( $cap ) { return user_can( $GLOBALS['current'], $cap ); }
function get_current_user_id() { return $GLOBALS['current']; }
function is_super_admin( $id = 0 ) { return false; }
function get_user_meta( $id, $key, $single = false ) { return $GLOBALS['meta'][ $id ][ $key ] ?? ''; }
function wp_roles() {
	return (object) array( 'roles' => array(
		'administrator' => array( 'name' => 'Administrator', 'capabilities' => array( 'edit_posts' => true ) ),
		'editor' => array( 'name' => 'Editor', 'capabilities' => array( 'edit_posts' => true ) ),
		'author' => array( 'name' => 'Author', 'capabilities' => array( 'edit_posts' => true ) ),
		'subscriber' => array( 'name' => 'Subscriber', 'capabilities' => array( 'read' => true ) ),
	) );
}
require '/wordpress-core.php';
add_filter( 'pre_option_timezone_string', static fn() => 'Europe/Paris' );
add_filter( 'pre_option_date_format', static fn() => 'F j, Y' );
// One PHP process: the lock (an options row on a site) has no one to wait for.
function orbit_blocks_with_lock( $name, $work, $fresh = array() ) { return $work(); }
require '/plugin/includes/settings.php';
require '/plugin/includes/settings-rules.php';
function orbit_blocks_ai_server() { return array( 'url' => 'http://127.0.0.1:9/v1' ); }
require '/ai/usage.php';
function limits( $user, $site ) { update_option( 'orbit_blocks_settings', array_filter( array( 'ai_limit_user' => $user, 'ai_limit_site' => $site ) ) ); delete_option( 'orbit_blocks_ai_usage_log' ); }
function outcome( $result ) { return is_wp_error( $result ) ? array( $result->get_error_code(), $result->get_error_data()['status'] ?? null, $result->get_error_message() ) : $result; }
function ask( $user ) { return outcome( orbit_blocks_ai_record_request( $user ) ); }
$next_reset = orbit_blocks_ai_next_reset()->format( 'F j, Y' );
`;

let results: Record< string, any >;
beforeAll( () => {
	results = runPhpSnippets( [ 'includes/ai' ], STUBS, {
		noLimit: `limits( '', '' ); $asks = array(); for ( $i = 0; $i < 25; $i++ ) { $asks[] = ask( 5 ); }
			echo json_encode( array( 'asks' => array_unique( $asks ), 'feature' => orbit_blocks_ai_feature(), 'used' => orbit_blocks_ai_used( 5 ) ) );`,
		perUser: `limits( '3', '' ); $asks = array( ask( 5 ), ask( 5 ), ask( 5 ), ask( 5 ), ask( 6 ) );
			echo json_encode( array( 'asks' => $asks, 'feature' => orbit_blocks_ai_feature(), 'reset' => $next_reset, 'resetDay' => orbit_blocks_ai_next_reset()->format( 'd H:i' ) ) );`,
		nextMonth: `limits( '3', '' ); ask( 5 ); ask( 5 ); ask( 5 );
			// A month later: this month's counts become last month's.
			$log = get_option( 'orbit_blocks_ai_usage_log' ); $now = orbit_blocks_ai_month();
			$log['months'] = array( orbit_blocks_ai_previous_month( $now ) => $log['months'][ $now ] );
			update_option( 'orbit_blocks_ai_usage_log', $log );
			echo json_encode( array( 'ask' => ask( 5 ), 'report' => orbit_blocks_ai_usage_report() ) );`,
		site: `limits( '', '2' ); echo json_encode( array( ask( 5 ), ask( 6 ), ask( 7 ), ask( 1 ) ) );`,
		adminFeature: `limits( '1', '' ); ask( 1 ); $GLOBALS['current'] = 1; $admin = orbit_blocks_ai_feature(); $GLOBALS['current'] = 5; ask( 5 ); $author = orbit_blocks_ai_feature();
			echo json_encode( array( $admin['checkout-url'], $author['checkout-url'], $author['is-over-limit'], $author['limit-scope'] ) );`,
		roles: `update_option( 'orbit_blocks_settings', array( 'ai_roles' => 'editor,administrator' ) );
			$GLOBALS['current'] = 5; $feature = orbit_blocks_ai_feature();
			echo json_encode( array( orbit_blocks_ai_refusal( 5 ), orbit_blocks_ai_refusal( 7 ), orbit_blocks_ai_refusal( 1 ), orbit_blocks_ai_refusal( 9 ), $feature['user-allowed'], $feature['not-allowed-message'] ) );`,
		userOff: `update_option( 'orbit_blocks_settings', array() ); $GLOBALS['meta'][7]['orbit_blocks_ai_off'] = 1; $GLOBALS['current'] = 7;
			echo json_encode( array( orbit_blocks_ai_refusal( 7 ), orbit_blocks_ai_feature()['not-allowed-message'], orbit_blocks_ai_refusal( 5 ) ) );`,
		rules: `echo json_encode( array(
			outcome( orbit_blocks_setting_validate( 'ai_limit_user', '12' ) ),
			outcome( orbit_blocks_setting_validate( 'ai_limit_user', '0' ) )[0],
			outcome( orbit_blocks_setting_validate( 'ai_limit_site', '2.5' ) )[0],
			outcome( orbit_blocks_setting_validate( 'ai_limit_site', '' ) ),
			outcome( orbit_blocks_setting_validate( 'ai_roles', ' editor , author,editor ' ) ),
			outcome( orbit_blocks_setting_validate( 'ai_roles', 'subscriber' ) ),
		) );`,
	} );
}, 60000 );

it( 'has no limit until the owner sets one: every request answers, no quota state', () => {
	expect( results.noLimit.asks ).toEqual( [ true ] );
	expect( results.noLimit.used ).toBe( 25 );
	expect( results.noLimit.feature ).toMatchObject( {
		'has-feature': true,
		'is-over-limit': false,
		'site-require-upgrade': false,
		'requests-limit': 0,
		'limit-scope': '',
		'user-allowed': true,
	} );
} );

it( 'refuses the 4th request of a user limited to 3 a month, with the date AI is back; other users go on', () => {
	const { asks, feature, reset, resetDay } = results.perUser;
	expect( asks.slice( 0, 3 ) ).toEqual( [ true, true, true ] );
	expect( asks[ 3 ] ).toEqual( [
		'error_quota_exceeded',
		429,
		`You have used your 3 AI requests for this month. AI is available again on ${ reset }.`,
	] );
	expect( asks[ 4 ] ).toBe( true );
	// The 1st of next month at midnight in the site's time zone.
	expect( resetDay ).toBe( '01 00:00' );
	expect( feature ).toMatchObject( {
		'has-feature': false,
		'is-over-limit': true,
		'site-require-upgrade': true,
		'requests-count': 3,
		'requests-limit': 3,
		'limit-scope': 'user',
		'error-code': 'error_quota_exceeded',
	} );
	expect( feature[ 'error-message' ] ).toContain( reset );
} );

it( 'answers again in the next month, and the usage table shows both months', () => {
	const { ask, report } = results.nextMonth;
	expect( ask ).toBe( true );
	expect( report.users ).toEqual( [
		expect.objectContaining( {
			id: 5,
			name: 'User 5',
			thisMonth: 1,
			lastMonth: 3,
		} ),
	] );
	expect( report.users[ 0 ].lastUse ).toMatch( /^\d{4}-\d\d-\d\dT/ );
	expect( report.total ).toEqual( { thisMonth: 1, lastMonth: 3 } );
	expect( report.thisMonth ).toMatch( /^\d{4}-\d\d$/ );
} );

it( 'counts every user against the site’s monthly limit', () => {
	expect( results.site[ 0 ] ).toBe( true );
	expect( results.site[ 1 ] ).toBe( true );
	expect( results.site[ 2 ][ 0 ] ).toBe( 'error_quota_exceeded' );
	expect( results.site[ 2 ][ 2 ] ).toMatch(
		/^This site has used its 2 AI requests for this month\. AI is available again on /
	);
	expect( results.site[ 3 ][ 0 ] ).toBe( 'error_quota_exceeded' );
} );

it( 'leads an administrator over the limit to the setting, and no one to a checkout', () => {
	const [ admin, author, over, scope ] = results.adminFeature;
	expect( admin ).toBe(
		'http://example.org/wp-admin/options-general.php?page=orbit-blocks#orbit-blocks-settings-ai'
	);
	expect( author ).toBe( '' );
	expect( over ).toBe( true );
	expect( scope ).toBe( 'user' );
} );

it( 'lets only the chosen roles use AI', () => {
	expect( results.roles ).toEqual( [
		'role',
		'',
		'',
		'capability',
		false,
		'AI is not available to your role on this site. A site administrator can change who may use AI in Settings → Orbit Blocks.',
	] );
} );

it( 'turns AI off for one user, who reads why', () => {
	expect( results.userOff ).toEqual( [
		'user',
		'A site administrator has turned AI off for your account.',
		'',
	] );
} );

it( 'takes limits as whole numbers from 1 (empty: none) and roles that can edit posts', () => {
	expect( results.rules ).toEqual( [
		'12',
		'rest_invalid_param',
		'rest_invalid_param',
		'',
		'editor,author',
		[
			'rest_invalid_param',
			400,
			'subscriber is not a role of this site whose users can edit posts.',
		],
	] );
} );
