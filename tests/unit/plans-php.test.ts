/**
 * Plans and payments on a site that is its own provider (issue 34 item 3),
 * in PHP on WordPress's own functions: without a plans service every block
 * is included (no paid block misses its plan) and no checkout is named;
 * with one (the settings a host or administrator fills in, or the filter)
 * the site's plan decides and Upgrade leads to that checkout. A payment
 * block without a payment service leads visitors nowhere and tells people
 * who can edit the post what to set up.
 */
import { runPhpSnippets } from './php/php-snippets';

const STUBS = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
$GLOBALS['can_edit'] = false;
function current_user_can( $cap, ...$args ) { return 'edit_post' === $cap ? $GLOBALS['can_edit'] : false; }
function get_the_ID() { return 12; }
require '/wordpress-core.php';
require '/plugin/includes/settings.php';
require '/plugin/includes/settings-rules.php';
require '/plugin/includes/services.php';
require '/plugin/includes/plans.php';
require '/plugin/includes/local-page.php';
require '/plugin/includes/rest/plans-checkout.php';
require '/plugin/includes/rest/donations-checkout.php';
function settings( $values ) { update_option( 'orbit_blocks_settings', $values ); }
function outcome( $result ) { return is_wp_error( $result ) ? array( $result->get_error_code(), $result->get_error_message() ) : $result; }
`;

let results: Record< string, any >;
beforeAll( () => {
	results = runPhpSnippets( [], STUBS, {
		none: `settings( array() ); update_option( 'orbit_blocks_site_plan', 'jetpack_free' );
			echo json_encode( array( orbit_blocks_plans_service_configured(), orbit_blocks_site_plan()['product_slug'], orbit_blocks_site_has_plan( 'jetpack_business' ), orbit_blocks_services()['plans-checkout'] ?? null ) );`,
		configured: `settings( array( 'plans_checkout_url' => 'https://plans.host.test/checkout' ) ); update_option( 'orbit_blocks_site_plan', 'jetpack_personal' );
			$by_option = array( orbit_blocks_site_plan()['product_slug'], orbit_blocks_site_has_plan( 'jetpack_personal' ), orbit_blocks_site_has_plan( 'jetpack_premium' ) );
			settings( array( 'plans_checkout_url' => 'https://plans.host.test/checkout', 'site_plan' => 'jetpack_premium' ) );
			$by_setting = orbit_blocks_site_plan()['product_slug'];
			add_filter( 'orbit_blocks_site_plan_slug', static fn() => 'jetpack_business' );
			$by_filter = orbit_blocks_site_plan()['product_slug'];
			echo json_encode( array( $by_option, $by_setting, $by_filter, orbit_blocks_services()['plans-checkout']['url'] ) );`,
		byFilter: `settings( array() ); remove_all_filters( 'orbit_blocks_site_plan_slug' ); add_filter( 'orbit_blocks_plans_service_configured', '__return_true' ); update_option( 'orbit_blocks_site_plan', 'jetpack_free' );
			echo json_encode( array( orbit_blocks_site_has_plan( 'jetpack_premium' ), orbit_blocks_services()['plans-checkout'] ?? null ) );`,
		rules: `echo json_encode( array( outcome( orbit_blocks_setting_validate( 'site_plan', 'jetpack_premium' ) ), outcome( orbit_blocks_setting_validate( 'site_plan', 'gold' ) ) ) );`,
		payments: `settings( array() );
			$visitor = orbit_blocks_payments_not_set_up_note(); $GLOBALS['can_edit'] = true; $editor = orbit_blocks_payments_not_set_up_note();
			echo json_encode( array( orbit_blocks_memberships_checkout_url(), $visitor, $editor ) );`,
	} );
}, 60000 );

it( 'includes every block without a plans service, and names no checkout', () => {
	expect( results.none ).toEqual( [ false, 'orbit_all_blocks', true, null ] );
} );

it( 'follows the configured plans service: the plan from the option, the setting or the host’s filter', () => {
	expect( results.configured ).toEqual( [
		[ 'jetpack_personal', true, false ],
		'jetpack_premium',
		'jetpack_business',
		'https://plans.host.test/checkout/',
	] );
} );

it( 'lets a host turn plans on in code', () => {
	expect( results.byFilter ).toEqual( [ false, null ] );
} );

it( 'takes only a known plan as the site’s plan', () => {
	expect( results.rules[ 0 ] ).toBe( 'jetpack_premium' );
	expect( results.rules[ 1 ] ).toEqual( [
		'rest_invalid_param',
		"The site's plan is one of: jetpack_free, jetpack_personal, jetpack_premium, jetpack_business.",
	] );
} );

it( 'leads visitors to no checkout without a payment service, and tells editors what to set up', () => {
	const [ checkout, visitor, editor ] = results.payments;
	expect( checkout ).toBe( '' );
	expect( visitor ).toBe( '' );
	expect( editor ).toContain(
		'Visitors do not see this payment block: no payment service is set up on this site.'
	);
	expect( editor ).toContain( 'Settings → Orbit Blocks' );
	expect( editor ).not.toMatch( /wordpress\.com/ );
} );
