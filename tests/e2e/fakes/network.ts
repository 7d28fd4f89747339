/**
 * Turns the e2e site (tools/php-server.mjs, the machine's PHP) into a
 * subdirectory multisite network for the specs that need one
 * (tests/e2e/multisite.spec.ts), and back. WP-CLI is not available, so it
 * does what wp-admin/network.php does: the network's tables
 * (install_network), the network and its main site (populate_network), then
 * the MULTISITE constants in wp-config.php. Then it activates Orbit Blocks
 * for the whole network (the activation hook with $network_wide) and adds a
 * second site, /second/.
 *
 * revert() puts wp-config.php and the main site's permalinks back: the
 * network's tables stay, unused by a single site, so the specs after it see
 * the site they had.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Runs PHP statements after the site's wp-load.php, with the machine's PHP
 * (as tools/php-server.mjs prepares the site); what they printed.
 */
function runWithWordPress(
	wordpress: string,
	host: string,
	code: string
): string {
	const script = `<?php
$_SERVER['HTTP_HOST'] = ${ JSON.stringify( host ) };
$_SERVER['REQUEST_URI'] = '/';
require ${ JSON.stringify( path.join( wordpress, 'wp-load.php' ) ) };
${ code }
`;
	const result = spawnSync( 'php', [ '-d', 'sendmail_path=/bin/true' ], {
		input: script,
		encoding: 'utf8',
	} );
	if ( result.status !== 0 ) {
		throw new Error(
			`PHP failed on the network:\n${ result.stdout }\n${ result.stderr }`
		);
	}
	return result.stdout;
}

/**
 * @param siteDir the e2e site's folder (WP_SITE_DIR)
 * @param url     the site's address (WP_BASE_URL)
 * @return the second site's id, and revert()
 */
export function makeNetwork(
	siteDir: string,
	url: string
): { secondSiteId: number; revert: () => void } {
	const wordpress = path.join( siteDir, 'wordpress' );
	const config = path.join( wordpress, 'wp-config.php' );
	if ( ! fs.existsSync( config ) ) {
		throw new Error(
			`No ${ config }: a network needs the machine's PHP (npm run test:e2e -- --runtime=php).`
		);
	}
	const host = new URL( url ).host;
	const original = fs.readFileSync( config, 'utf8' );
	const permalinks = runWithWordPress(
		wordpress,
		host,
		`echo get_option( 'permalink_structure' );
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/network.php';
// As network.php: the network's tables are named before they exist.
foreach ( $wpdb->tables( 'ms_global' ) as $orbit_table => $orbit_prefixed ) {
	$wpdb->$orbit_table = $orbit_prefixed;
}
install_network();
$orbit_result = populate_network( 1, ${ JSON.stringify(
			host
		) }, get_option( 'admin_email' ), 'Orbit network', '/', false );
if ( is_wp_error( $orbit_result ) ) { fwrite( STDERR, $orbit_result->get_error_message() ); exit( 1 ); }`
	);
	const constants = {
		WP_ALLOW_MULTISITE: true,
		MULTISITE: true,
		SUBDOMAIN_INSTALL: false,
		DOMAIN_CURRENT_SITE: host,
		PATH_CURRENT_SITE: '/',
		SITE_ID_CURRENT_SITE: 1,
		BLOG_ID_CURRENT_SITE: 1,
	};
	const marker = "if ( ! defined( 'ABSPATH' ) )";
	fs.writeFileSync(
		config,
		original.replace(
			marker,
			Object.entries( constants )
				.map(
					( [ name, value ] ) =>
						`define( '${ name }', ${ JSON.stringify( value ) } );`
				)
				.join( '\n' ) +
				'\n' +
				marker
		)
	);
	const revert = () => {
		fs.writeFileSync( config, original );
		runWithWordPress(
			wordpress,
			host,
			`update_option( 'permalink_structure', ${ JSON.stringify(
				permalinks
			) } );
flush_rewrite_rules();`
		);
	};
	try {
		const id = runWithWordPress(
			wordpress,
			host,
			`require_once ABSPATH . 'wp-admin/includes/plugin.php';
// The main site's permalinks as they were (populate_network adds /blog/).
update_option( 'permalink_structure', ${ JSON.stringify( permalinks ) } );
flush_rewrite_rules();
$orbit_activated = activate_plugin( 'orbit-blocks/orbit-blocks.php', '', true );
if ( is_wp_error( $orbit_activated ) ) { fwrite( STDERR, $orbit_activated->get_error_message() ); exit( 1 ); }
$orbit_site = wpmu_create_blog( ${ JSON.stringify(
				host
			) }, '/second/', 'Second site', 1 );
if ( is_wp_error( $orbit_site ) ) { fwrite( STDERR, $orbit_site->get_error_message() ); exit( 1 ); }
echo (int) $orbit_site;`
		);
		return { secondSiteId: Number( id.trim() ), revert };
	} catch ( error ) {
		revert();
		throw error;
	}
}

/**
 * Runs PHP on the network (after makeNetwork), e.g. to give a site AI
 * requests counted this month; returns what it printed.
 *
 * @param siteDir the e2e site's folder
 * @param url     the site's address
 * @param code    PHP statements, run after wp-load.php
 * @return what the code printed
 */
export function runOnNetwork(
	siteDir: string,
	url: string,
	code: string
): string {
	return runWithWordPress(
		path.join( siteDir, 'wordpress' ),
		new URL( url ).host,
		code
	);
}
