// @ts-check
/**
 * The zip's site as most sites run WordPress: Debian's Apache with mod_php
 * (`apt-get install apache2 libapache2-mod-php`) and MariaDB, set up as a site
 * owner does it, through WordPress's own forms over HTTP (tools/zip-site.mjs):
 *
 * 1. the site's files as tools/php-server.mjs lays them out (Debian's
 *    WordPress, wp-config.php on the throw-away MariaDB, no plugin);
 * 2. an Apache instance of its own: its configuration, pid file, logs and
 *    locks in <siteDir>/apache, listening on 127.0.0.1 only, run in the
 *    foreground as a child (no system service, nothing left behind). As root
 *    it runs as Debian's www-data (Apache never serves as root), which owns
 *    the site's files, so that WordPress writes .htaccess and installs
 *    plugins itself ("direct" file access);
 * 3. WordPress installed through wp-admin/install.php (admin / password);
 * 4. pretty permalinks saved on Settings → Permalinks, which writes the
 *    .htaccess that mod_rewrite reads (AllowOverride All);
 * 5. the zip uploaded through Plugins → Add New → Upload Plugin, and the
 *    plugin activated by the link the upload's page gives.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverEnv as env } from './server-process.mjs';
import { startZipSite } from './zip-site.mjs';

/** Where Debian's Apache keeps its modules. */
export const APACHE_MODULES = '/usr/lib/apache2/modules';

/** @return {string | null} mod_php's module file, or null */
export function modPhp() {
	if ( ! fs.existsSync( APACHE_MODULES ) ) {
		return null;
	}
	const file = fs
		.readdirSync( APACHE_MODULES )
		.find( ( name ) => /^libphp[\d.]*\.so$/.test( name ) );
	return file ? path.join( APACHE_MODULES, file ) : null;
}

/** @return {string | null} why the Apache site cannot run here, or null when it can */
export function apacheMissing() {
	if (
		spawnSync( 'sh', [ '-c', 'command -v apache2' ], { env } ).status !== 0
	) {
		return 'apache2 is not installed';
	}
	if ( ! modPhp() ) {
		return 'mod_php is not installed (libapache2-mod-php)';
	}
	for ( const module of [ 'mpm_prefork', 'rewrite', 'dir', 'mime' ] ) {
		if (
			! fs.existsSync( path.join( APACHE_MODULES, `mod_${ module }.so` ) )
		) {
			return `Apache lacks mod_${ module }`;
		}
	}
	return null;
}

/**
 * An Apache configuration with mod_php (prefork) serving the WordPress files
 * `wordpress` on `host` (127.0.0.1:port) and nothing outside them: its pid
 * file, error log and locks in `dir`, WordPress's .htaccess read
 * (AllowOverride All), uploads as large as a host allows them (512 MB),
 * opcache checking files on every request (the tests rewrite must-use
 * plugins and wp-config.php between requests), and PHP's mail handed to
 * `sendmail` (a command that keeps it beside the site, never sends it).
 * Behind a balancer (`balancer`, its address), mod_remoteip takes the
 * visitor's address from X-Forwarded-For, from the balancer only.
 *
 * @param {{ title: string, dir: string, host: string, wordpress: string, sendmail: string, maxSpareServers: number, maxRequestWorkers: number, balancer?: string | null }} options
 * @return {string} the configuration (apache2 -f)
 */
export function apacheConfig( {
	title,
	dir,
	host,
	wordpress,
	sendmail,
	maxSpareServers,
	maxRequestWorkers,
	balancer = null,
} ) {
	const modules = [
		[ 'mpm_prefork_module', 'mod_mpm_prefork.so' ],
		[ 'authz_core_module', 'mod_authz_core.so' ],
		[ 'authz_host_module', 'mod_authz_host.so' ],
		[ 'access_compat_module', 'mod_access_compat.so' ],
		[ 'dir_module', 'mod_dir.so' ],
		[ 'mime_module', 'mod_mime.so' ],
		[ 'rewrite_module', 'mod_rewrite.so' ],
		...( balancer ? [ [ 'remoteip_module', 'mod_remoteip.so' ] ] : [] ),
		[ 'php_module', path.basename( /** @type {string} */ ( modPhp() ) ) ],
	];
	const remoteIp = balancer
		? `# The visitor's address, as the balancer (and only the balancer) tells it.
RemoteIPHeader X-Forwarded-For
RemoteIPInternalProxy ${ balancer }
`
		: '';
	return `# ${ title }: nothing outside this folder.
ServerRoot ${ JSON.stringify( dir ) }
DefaultRuntimeDir ${ JSON.stringify( dir ) }
PidFile ${ JSON.stringify( path.join( dir, 'apache2.pid' ) ) }
ErrorLog ${ JSON.stringify( path.join( dir, 'error.log' ) ) }
LogLevel warn
Mutex file:${ dir } default
Listen ${ host }
ServerName ${ host }
${ modules
	.map(
		( [ name, file ] ) =>
			`LoadModule ${ name } ${ path.join( APACHE_MODULES, file ) }`
	)
	.join( '\n' ) }
StartServers 2
MinSpareServers 2
MaxSpareServers ${ maxSpareServers }
MaxRequestWorkers ${ maxRequestWorkers }
Timeout 300
KeepAlive On
TypesConfig /etc/mime.types
DirectoryIndex index.php index.html
${ remoteIp }DocumentRoot ${ JSON.stringify( wordpress ) }
<Directory />
	Options FollowSymLinks
	AllowOverride None
	Require all denied
</Directory>
<Directory ${ JSON.stringify( wordpress ) }>
	Options FollowSymLinks
	AllowOverride All
	Require all granted
</Directory>
<FilesMatch "^\\.ht">
	Require all denied
</FilesMatch>
<FilesMatch ".+\\.ph(ar|p|tml)$">
	SetHandler application/x-httpd-php
</FilesMatch>
php_admin_value upload_max_filesize 512M
php_admin_value post_max_size 512M
php_admin_value memory_limit 512M
php_admin_value opcache.revalidate_freq 0
php_admin_value sendmail_path ${ JSON.stringify( sendmail ) }
`;
}

/**
 * Starts the site (tools/zip-site.mjs) and resolves once the plugin is active.
 *
 * @param {import('./zip-site.mjs').ZipSiteOptions} options
 * @return {Promise<{ url: string, stop: () => Promise<void> }>} the site's address, and stop() to end Apache
 */
export async function startApacheWordPress( options ) {
	const missing = apacheMissing();
	if ( missing ) {
		throw new Error(
			`${ missing }: apt-get install apache2 libapache2-mod-php`
		);
	}
	return startZipSite( options, {
		name: 'Apache',
		folder: 'apache',
		configure: ( { host, wordpress, serverDir } ) => {
			const config = path.join( serverDir, 'apache2.conf' );
			fs.writeFileSync(
				config,
				apacheConfig( {
					title: "The zip suite's Apache (tools/apache-server.mjs)",
					dir: serverDir,
					host,
					wordpress,
					sendmail: `cat >> ${ path.join(
						options.siteDir,
						'mail.log'
					) }`,
					maxSpareServers: 6,
					maxRequestWorkers: 8,
				} )
			);
			return [
				{
					name: 'apache',
					command: 'apache2',
					args: [ '-f', config, '-k', 'start', '-D', 'FOREGROUND' ],
					logFiles: [ path.join( serverDir, 'error.log' ) ],
				},
			];
		},
		// WordPress wrote the .htaccess that mod_rewrite reads.
		permalinksSaved: ( { wordpress } ) => {
			const htaccess = path.join( wordpress, '.htaccess' );
			return fs.existsSync( htaccess ) &&
				fs.readFileSync( htaccess, 'utf8' ).includes( 'RewriteRule' )
				? null
				: 'no .htaccess with a RewriteRule';
		},
	} );
}
