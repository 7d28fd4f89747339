/**
 * The editor state the host plugin prints (php-stubs/includes/
 * editor-assets.php, orbit_blocks_editor_state()) run in PHP on WordPress's
 * own functions (tests/unit/php/wordpress.php): the site's locale is get_locale(),
 * the site's language, not the user's (get_user_locale(), which wp-admin's
 * <html lang> follows).
 */
import fs from 'fs';
import path from 'path';
import { runPhpSnippets } from './php/php-snippets';

const SOURCE = fs.readFileSync(
	path.resolve( __dirname, '../../php-stubs/includes/editor-assets.php' ),
	'utf8'
);

const STUBS = `<?php
// The signed-in user (the database's): user 3, working in German, who
// may not manage options. wp_get_current_user() and wp_create_nonce() (it
// signs the user's session) are pluggable, so they come before WordPress.
function wp_get_current_user() { return (object) array( 'ID' => 3, 'locale' => 'de_DE' ); }
function wp_create_nonce( $action ) { return 'nonce-' . $action; }
function get_current_user_id() { return 3; }
function current_user_can( $cap ) { return false; }
require '/wordpress-core.php';
// The site, in French.
orbit_blocks_test_options( array( 'home' => 'http://site.test', 'siteurl' => 'http://site.test', 'WPLANG' => 'fr_FR' ) );
// The plugin's other files (not loaded): the state's other parts.
const ORBIT_BLOCKS_REGISTRATION_NONCE = 'register';
function orbit_blocks_site_plan() { return array( 'product_slug' => 'free', 'product_name_short' => 'Free' ); }
function orbit_blocks_connection_status() { return array(); }
function orbit_blocks_ai_feature() { return array( 'is-over-limit' => false ); }
function orbit_blocks_available_blocks() { return array(); }
function orbit_blocks_beta_enabled() { return false; }
function orbit_blocks_tracking_state() { return array(); }
function orbit_blocks_services() { return array(); }
function orbit_blocks_video_upload_editor_state() { return array(); }
function orbit_blocks_services_configured() { return array(); }
function orbit_blocks_settings_url() { return 'http://site.test/wp-admin/options-general.php?page=orbit-blocks'; }
?>${ SOURCE }
`;

it( "gives the editor the site's locale (get_locale), not the user's", () => {
	const results = runPhpSnippets( [], STUBS, {
		site: 'echo json_encode( orbit_blocks_editor_state()["site"] );',
	} );
	expect( results.site ).toEqual( {
		homeUrl: 'http://site.test/',
		blogId: 1,
		locale: 'fr_FR',
	} );
}, 60000 );
