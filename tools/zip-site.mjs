// @ts-check
/**
 * The zip suite's site on a real web server, whichever it is
 * (tools/apache-server.mjs, tools/nginx-server.mjs), started the one way a
 * site owner's is:
 *
 * 1. the site's files as tools/php-server.mjs lays them out for a host
 *    (layOutSite, pristine: Debian's WordPress, wp-config.php on the
 *    throw-away MariaDB, no plugin), and a folder of the site's, named for
 *    the server, for its configuration, logs and sockets;
 * 2. the server's processes, as its starter configures them there, run in
 *    the foreground as children (tools/server-process.mjs); as root they
 *    serve as Debian's www-data, which then owns the site's files, so that
 *    WordPress writes .htaccess and installs plugins itself;
 * 3. WordPress installed, pretty permalinks saved and the zip uploaded and
 *    activated through WordPress's own forms (tools/wp-forms.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { layOutSite } from './php-server.mjs';
import {
	handOverSite,
	startForeground,
	webServerUser,
} from './server-process.mjs';
import { installThroughForms, waitForInstallPage } from './wp-forms.mjs';

/**
 * What startApacheWordPress and startNginxWordPress take: the site's port and
 * folder, the throw-away MariaDB's socket and database, the plugin's zip,
 * whether the servers' output stays off the terminal (default true), and the
 * production constants wp-config.php defines.
 *
 * @typedef {{ port: number, siteDir: string, database: { socket: string, name: string }, zip: string, quiet?: boolean, defines?: Record<string, boolean | number> }} ZipSiteOptions
 */

/**
 * How one web server serves the site: its name for messages, its folder in
 * the site's, configure() that writes its configuration in that folder and
 * gives its processes (as startForeground takes them), and permalinksSaved()
 * that says what is wrong once the permalinks were saved (null when they
 * work).
 *
 * @typedef {{ name: string, folder: string, configure: ( site: { host: string, url: string, wordpress: string, serverDir: string } ) => { name: string, command: string, args: string[], logFiles: string[] }[], permalinksSaved: ( site: { url: string, wordpress: string } ) => Promise<string | null> | string | null }} ZipSiteServer
 */

/**
 * Starts the site on `server` and resolves once the plugin is active.
 *
 * @param {ZipSiteOptions} options
 * @param {ZipSiteServer}  server
 * @return {Promise<{ url: string, stop: () => Promise<void> }>} the site's address, and stop() to end the server's processes
 */
export async function startZipSite(
	{ port, siteDir, database, zip, quiet = true, defines = {} },
	{ name, folder, configure, permalinksSaved }
) {
	const site = await layOutSite( {
		port,
		siteDir,
		database,
		pluginDir: null,
		pristine: true,
		defines,
	} );
	const serverDir = path.join( siteDir, folder );
	fs.mkdirSync( serverDir, { recursive: true } );
	const processes = configure( { ...site, serverDir } );

	const user = webServerUser();
	if ( user ) {
		handOverSite( siteDir, user );
	}
	const servers = processes.map( ( server ) =>
		startForeground( { ...server, cwd: serverDir, quiet, user } )
	);
	const stop = async () => {
		await Promise.all( servers.map( ( server ) => server.stop() ) );
	};
	try {
		await waitForInstallPage(
			site.url,
			() => servers.some( ( server ) => server.exited() ),
			() => servers.map( ( server ) => server.log() ).join( '\n' ),
			name
		);
		await installThroughForms( {
			url: site.url,
			zip,
			permalinksSaved: () => permalinksSaved( site ),
		} );
		return { url: site.url, stop };
	} catch ( error ) {
		await stop();
		throw error;
	}
}
