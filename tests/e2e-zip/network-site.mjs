// @ts-check
/**
 * The multisite spec's own site (tests/e2e-zip/multisite-apache.spec.ts):
 * a throw-away MariaDB and the zip on Apache with mod_php, installed through
 * WordPress's forms and Upload Plugin (tools/apache-server.mjs), with
 * WP_ALLOW_MULTISITE in wp-config.php so that Tools → Network Setup is
 * there. Not yet a network: the spec makes it one on that screen.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApacheWordPress } from '../../tools/apache-server.mjs';
import { startMariaDB } from '../../tools/mariadb.mjs';
import { freePort } from '../../tools/wp-server.mjs';

/**
 * @param {{ zip: string }} options the zip to upload
 * @return {Promise<{ url: string, wordpress: string, stop: () => Promise<void> }>} the site
 */
export async function startNetworkSite( { zip } ) {
	const work = fs.mkdtempSync(
		path.join( os.tmpdir(), 'orbit-blocks-network-' )
	);
	const mariadb = await startMariaDB( path.join( work, 'mariadb' ) );
	const end = async () => {
		await mariadb.stop();
		fs.rmSync( work, { recursive: true, force: true } );
	};
	try {
		mariadb.createDatabase( 'orbit_network' );
		const siteDir = path.join( work, 'site' );
		const site = await startApacheWordPress( {
			port: await freePort( 8990 ),
			siteDir,
			database: { socket: mariadb.socket, name: 'orbit_network' },
			zip,
			defines: {
				WP_ALLOW_MULTISITE: true,
				// As the zip suite's site (tools/e2e.mjs, ZIP_DEFINES).
				ORBIT_BLOCKS_AI_ALLOW_PRIVATE_HOSTS: true,
			},
		} );
		return {
			url: site.url,
			wordpress: path.join( siteDir, 'wordpress' ),
			stop: async () => {
				await site.stop();
				await end();
			},
		};
	} catch ( error ) {
		await end();
		throw error;
	}
}
