// @ts-check
/**
 * The zip's site as most sites run WordPress: Debian's Apache with mod_php
 * (`apt-get install apache2 libapache2-mod-php`) and MariaDB, set up as a site
 * owner does it, through WordPress's own forms over HTTP:
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
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { layOutSite } from './php-server.mjs';

const MODULES = '/usr/lib/apache2/modules';
const env = {
	...process.env,
	PATH: `${ process.env.PATH }:/usr/sbin:/sbin`,
};

/** @param {number} ms */
const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );

/** @return {string | null} mod_php's module file, or null */
export function modPhp() {
	if ( ! fs.existsSync( MODULES ) ) {
		return null;
	}
	const file = fs
		.readdirSync( MODULES )
		.find( ( name ) => /^libphp[\d.]*\.so$/.test( name ) );
	return file ? path.join( MODULES, file ) : null;
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
		if ( ! fs.existsSync( path.join( MODULES, `mod_${ module }.so` ) ) ) {
			return `Apache lacks mod_${ module }`;
		}
	}
	return null;
}

/**
 * The user Apache runs as: this process's, or www-data's when this is root.
 *
 * @return {{ uid: number, gid: number } | null} www-data's ids as root, null otherwise
 */
export function apacheUser() {
	if ( typeof process.getuid !== 'function' || process.getuid() !== 0 ) {
		return null;
	}
	const entry = fs
		.readFileSync( '/etc/passwd', 'utf8' )
		.split( '\n' )
		.map( ( line ) => line.split( ':' ) )
		.find( ( fields ) => fields[ 0 ] === 'www-data' );
	if ( ! entry ) {
		throw new Error(
			'Running as root, Apache needs the www-data user (apt-get install apache2).'
		);
	}
	return { uid: Number( entry[ 2 ] ), gid: Number( entry[ 3 ] ) };
}

/**
 * @param {string}                       dir
 * @param {{ uid: number, gid: number }} user
 */
export function chownTree( dir, user ) {
	fs.chownSync( dir, user.uid, user.gid );
	for ( const entry of fs.readdirSync( dir, {
		recursive: true,
		withFileTypes: true,
	} ) ) {
		fs.lchownSync(
			path.join( entry.parentPath, entry.name ),
			user.uid,
			user.gid
		);
	}
}

/**
 * A browser's worth of HTTP for WordPress's forms: cookies kept, redirects
 * not followed (each answer is checked).
 *
 * @param {string} url the site's address
 */
export function formClient( url ) {
	/** @type {Map<string, string>} */
	const cookies = new Map( [
		[ 'wordpress_test_cookie', 'WP%20Cookie%20check' ],
	] );
	/**
	 * @param {string}                                                 address   relative to the site
	 * @param {{ method?: string, body?: FormData | URLSearchParams }} [options]
	 */
	return async ( address, { method = 'GET', body } = {} ) => {
		const response = await fetch( `${ url }/${ address }`, {
			method,
			body,
			redirect: 'manual',
			headers: {
				cookie: [ ...cookies ]
					.map( ( [ name, value ] ) => `${ name }=${ value }` )
					.join( '; ' ),
			},
		} );
		for ( const cookie of response.headers.getSetCookie() ) {
			const [ pair ] = cookie.split( ';' );
			const at = pair.indexOf( '=' );
			cookies.set( pair.slice( 0, at ), pair.slice( at + 1 ) );
		}
		return {
			status: response.status,
			location: response.headers.get( 'location' ) ?? '',
			text: await response.text(),
		};
	};
}

/**
 * @param {string} html
 * @param {string} name an input's name
 * @return {string} the input's value
 */
export function inputValue( html, name ) {
	const input = html.match(
		new RegExp( `<input[^>]*name="${ name }"[^>]*>` )
	)?.[ 0 ];
	const value = input?.match( /value="([^"]*)"/ )?.[ 1 ];
	if ( value === undefined ) {
		throw new Error( `No ${ name } field in the page` );
	}
	return value;
}

/** @param {string} text */
const decode = ( text ) =>
	text
		.replace( /&amp;|&#038;/g, '&' )
		.replace( /&quot;/g, '"' )
		.replace( /&#0?39;/g, "'" );

/**
 * What a page says when a form did not do its job: its notices, or its text.
 *
 * @param {string} html
 */
const gist = ( html ) =>
	html
		.replace( /<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '' )
		.replace( /<[^>]+>/g, ' ' )
		.replace( /\s+/g, ' ' )
		.slice( 0, 600 );

/**
 * Starts the site and resolves once the plugin is active.
 *
 * @param {{ port: number, siteDir: string, database: { socket: string, name: string }, zip: string, quiet?: boolean, defines?: Record<string, boolean | number> }} options
 * @return {Promise<{ url: string, stop: () => Promise<void> }>} the site's address, and stop() to end Apache
 */
export async function startApacheWordPress( {
	port,
	siteDir,
	database,
	zip,
	quiet = true,
	defines = {},
} ) {
	const missing = apacheMissing();
	if ( missing ) {
		throw new Error(
			`${ missing }: apt-get install apache2 libapache2-mod-php`
		);
	}
	const { host, url, wordpress } = await layOutSite( {
		port,
		siteDir,
		database,
		pluginDir: null,
		pristine: true,
		defines,
	} );
	const apacheDir = path.join( siteDir, 'apache' );
	fs.mkdirSync( apacheDir, { recursive: true } );
	const errorLog = path.join( apacheDir, 'error.log' );
	const config = path.join( apacheDir, 'apache2.conf' );
	const modules = [
		[ 'mpm_prefork_module', 'mod_mpm_prefork.so' ],
		[ 'authz_core_module', 'mod_authz_core.so' ],
		[ 'authz_host_module', 'mod_authz_host.so' ],
		[ 'access_compat_module', 'mod_access_compat.so' ],
		[ 'dir_module', 'mod_dir.so' ],
		[ 'mime_module', 'mod_mime.so' ],
		[ 'rewrite_module', 'mod_rewrite.so' ],
		[ 'php_module', path.basename( /** @type {string} */ ( modPhp() ) ) ],
	];
	fs.writeFileSync(
		config,
		`# The zip suite's Apache (tools/apache-server.mjs): nothing outside this folder.
ServerRoot ${ JSON.stringify( apacheDir ) }
DefaultRuntimeDir ${ JSON.stringify( apacheDir ) }
PidFile ${ JSON.stringify( path.join( apacheDir, 'apache2.pid' ) ) }
ErrorLog ${ JSON.stringify( errorLog ) }
LogLevel warn
Mutex file:${ apacheDir } default
Listen ${ host }
ServerName ${ host }
${ modules
	.map(
		( [ name, file ] ) =>
			`LoadModule ${ name } ${ path.join( MODULES, file ) }`
	)
	.join( '\n' ) }
StartServers 2
MinSpareServers 2
MaxSpareServers 6
MaxRequestWorkers 8
Timeout 300
KeepAlive On
TypesConfig /etc/mime.types
DirectoryIndex index.php index.html
DocumentRoot ${ JSON.stringify( wordpress ) }
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
# Uploads as a host allows them (the video, the plugin's zip); mail is kept
# beside the site, never sent.
php_admin_value upload_max_filesize 512M
php_admin_value post_max_size 512M
php_admin_value memory_limit 512M
# A wp-config.php edit (the multisite spec's network constants) is seen at
# the next request, not up to 2 s later.
php_admin_value opcache.revalidate_freq 0
php_admin_value sendmail_path ${ JSON.stringify(
			`cat >> ${ path.join( siteDir, 'mail.log' ) }`
		) }
`
	);

	const user = apacheUser();
	if ( user ) {
		// www-data must reach the site (the run's folders are root's, 0700)
		// and own it, as a host's web server owns its sites' files.
		for (
			let dir = path.dirname( siteDir );
			dir !== path.dirname( dir );
			dir = path.dirname( dir )
		) {
			const mode = fs.statSync( dir ).mode;
			// eslint-disable-next-line no-bitwise -- the others' search bit
			if ( ! ( mode & 0o001 ) ) {
				// eslint-disable-next-line no-bitwise
				fs.chmodSync( dir, ( mode & 0o7777 ) | 0o011 );
			}
		}
		chownTree( siteDir, user );
	}

	const child = spawn(
		'apache2',
		[ '-f', config, '-k', 'start', '-D', 'FOREGROUND' ],
		{
			cwd: apacheDir,
			detached: true,
			stdio: [ 'ignore', 'pipe', 'pipe' ],
			env,
			...( user ?? {} ),
		}
	);
	/** @type {string[]} */
	const output = [];
	/** @param {Buffer} chunk */
	const collect = ( chunk ) => {
		output.push( chunk.toString() );
		if ( ! quiet ) {
			process.stdout.write(
				chunk.toString().replace( /^/gm, '[apache] ' )
			);
		}
	};
	child.stdout.on( 'data', collect );
	child.stderr.on( 'data', collect );
	let exited = false;
	const exit = new Promise( ( resolve ) =>
		child.once( 'exit', () => {
			exited = true;
			resolve( undefined );
		} )
	);
	const stop = async () => {
		if ( ! exited && child.pid ) {
			// SIGTERM to the parent is Apache's "stop": it ends its children.
			try {
				process.kill( child.pid, 'SIGTERM' );
			} catch {}
			const done = await Promise.race( [
				exit.then( () => true ),
				sleep( 10_000 ).then( () => false ),
			] );
			if ( ! done ) {
				try {
					process.kill( -child.pid, 'SIGKILL' );
				} catch {}
				await exit;
			}
		}
	};
	const log = () =>
		`${ output.join( '' ) }${
			fs.existsSync( errorLog ) ? fs.readFileSync( errorLog, 'utf8' ) : ''
		}`.slice( -3000 );

	try {
		const deadline = Date.now() + 60_000;
		for (;;) {
			if ( exited ) {
				throw new Error( `Apache exited:\n${ log() }` );
			}
			try {
				const answer = await fetch( `${ url }/wp-admin/install.php` );
				if ( answer.status === 200 ) {
					break;
				}
			} catch {}
			if ( Date.now() > deadline ) {
				throw new Error( `Apache did not answer in 60 s:\n${ log() }` );
			}
			await sleep( 200 );
		}
		const browse = formClient( url );

		// 3. The install form.
		const installed = await browse( 'wp-admin/install.php?step=2', {
			method: 'POST',
			body: new URLSearchParams( {
				weblog_title: 'Orbit Blocks',
				user_name: 'admin',
				admin_password: 'password',
				admin_password2: 'password',
				pw_weak: 'on',
				admin_email: 'admin@localhost.com',
				blog_public: '0',
				language: '',
				Submit: 'Install WordPress',
			} ),
		} );
		if ( ! installed.text.includes( 'WordPress has been installed' ) ) {
			throw new Error(
				`The install form failed: ${ gist( installed.text ) }`
			);
		}
		const login = await browse( 'wp-login.php', {
			method: 'POST',
			body: new URLSearchParams( {
				log: 'admin',
				pwd: 'password',
				'wp-submit': 'Log In',
				redirect_to: `${ url }/wp-admin/`,
				testcookie: '1',
			} ),
		} );
		if ( login.status !== 302 ) {
			throw new Error( `Logging in failed: ${ gist( login.text ) }` );
		}

		// 4. Settings → Permalinks: "Day and name".
		const structure = '/%year%/%monthnum%/%day%/%postname%/';
		const permalinks = await browse( 'wp-admin/options-permalink.php' );
		const saved = await browse( 'wp-admin/options-permalink.php', {
			method: 'POST',
			body: new URLSearchParams( {
				_wpnonce: inputValue( permalinks.text, '_wpnonce' ),
				_wp_http_referer: '/wp-admin/options-permalink.php',
				selection: structure,
				permalink_structure: structure,
				category_base: '',
				tag_base: '',
				submit: 'Save Changes',
			} ),
		} );
		const htaccess = path.join( wordpress, '.htaccess' );
		if (
			saved.status !== 302 ||
			! fs.existsSync( htaccess ) ||
			! fs.readFileSync( htaccess, 'utf8' ).includes( 'RewriteRule' )
		) {
			throw new Error(
				`Saving the permalinks wrote no .htaccess: ${ gist(
					saved.text
				) }`
			);
		}

		// 5. Plugins → Add New → Upload Plugin, then the page's Activate link.
		const form = await browse( 'wp-admin/plugin-install.php?tab=upload' );
		const upload = new FormData();
		upload.set( '_wpnonce', inputValue( form.text, '_wpnonce' ) );
		upload.set(
			'_wp_http_referer',
			'/wp-admin/plugin-install.php?tab=upload'
		);
		upload.set(
			'pluginzip',
			new Blob( [ fs.readFileSync( zip ) ], {
				type: 'application/zip',
			} ),
			path.basename( zip )
		);
		upload.set( 'install-plugin-submit', 'Install Now' );
		const uploaded = await browse(
			'wp-admin/update.php?action=upload-plugin',
			{
				method: 'POST',
				body: upload,
			}
		);
		const activate = uploaded.text.match(
			/href="([^"]*plugins\.php\?action=activate[^"]*)"/
		)?.[ 1 ];
		if (
			! uploaded.text.includes( 'Plugin installed successfully' ) ||
			! activate
		) {
			throw new Error(
				`Uploading ${ path.basename( zip ) } failed: ${ gist(
					uploaded.text
				) }`
			);
		}
		// The link is relative to the upload's page, wp-admin/update.php.
		const link = new URL( decode( activate ), `${ url }/wp-admin/` );
		const activated = await browse(
			`${ link.pathname.slice( 1 ) }${ link.search }`
		);
		if (
			activated.status !== 302 ||
			! /plugins\.php\?activate=true/.test( activated.location )
		) {
			throw new Error(
				`Activating the plugin failed (${ activated.status } ${
					activated.location
				}): ${ gist( activated.text ) }`
			);
		}
		return { url, stop };
	} catch ( error ) {
		await stop();
		throw error;
	}
}
