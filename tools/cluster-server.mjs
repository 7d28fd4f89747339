// @ts-check
/**
 * The site as a host with several web servers runs it (`npm run
 * test:cluster`, tools/cluster.mjs): two Apache instances with mod_php, on
 * two loopback ports, serving the same WordPress files and the same uploads
 * folder; one MariaDB; Redis as the persistent object cache (Debian's
 * redis-server and php-redis, with the drop-in tests/cluster/object-cache.php);
 * and nginx in front, a round-robin `upstream` of the two.
 *
 * Why two Apaches rather than two PHP-FPM pools: two Apache processes are two
 * web servers as a host's are (each its own PHP workers, opcache and
 * memory: nothing kept in a static or a per-process file is shared), and the
 * zip suite already runs the plugin on Apache with mod_php
 * (tools/apache-server.mjs), so the cluster differs from it only by what a
 * cluster adds; nginx + PHP-FPM is the nginx suite's.
 *
 * The balancer passes the visitor's address in X-Forwarded-For (replacing
 * any the visitor sent) and each Apache takes it through mod_remoteip from
 * the balancer's address only: REMOTE_ADDR is the visitor's again, which
 * the rate limits count (docs/providers.md, "Several web servers"). nginx
 * answers every request with X-Orbit-Upstream, the address of the server
 * that answered, and logs it (<siteDir>/nginx/access.log).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apacheMissing, modPhp } from './apache-server.mjs';
import { layOutSite, runWithWordPress } from './php-server.mjs';
import { handOverSite, webServerUser } from './server-process.mjs';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const MODULES = '/usr/lib/apache2/modules';
const env = {
	...process.env,
	PATH: `${ process.env.PATH }:/usr/sbin:/sbin`,
};

/** @param {number} ms */
const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );

/** @param {string} command */
const installed = ( command ) =>
	spawnSync( 'sh', [ '-c', `command -v ${ command }` ], { env } ).status ===
	0;

/** @return {string | null} why the cluster cannot run here, or null when it can */
export function clusterMissing() {
	const apache = apacheMissing();
	if ( apache ) {
		return apache;
	}
	if ( ! fs.existsSync( path.join( MODULES, 'mod_remoteip.so' ) ) ) {
		return 'Apache lacks mod_remoteip';
	}
	if ( ! installed( 'nginx' ) ) {
		return 'nginx is not installed';
	}
	if ( ! installed( 'redis-server' ) ) {
		return 'redis-server is not installed';
	}
	const php = spawnSync( 'php', [ '-m' ], { encoding: 'utf8' } );
	if ( ! /^redis$/m.test( php.stdout ?? '' ) ) {
		return 'PHP lacks the redis extension (php-redis)';
	}
	return null;
}

/**
 * Starts a server in the foreground, as a child of its own process group.
 *
 * @param {string}                                                                      name    for messages
 * @param {string}                                                                      command
 * @param {string[]}                                                                    args
 * @param {{ cwd: string, user?: { uid: number, gid: number } | null, quiet: boolean }} options
 */
function startChild( name, command, args, { cwd, user, quiet } ) {
	const child = spawn( command, args, {
		cwd,
		detached: true,
		stdio: [ 'ignore', 'pipe', 'pipe' ],
		env,
		...( user ?? {} ),
	} );
	/** @type {string[]} */
	const output = [];
	/** @param {Buffer} chunk */
	const collect = ( chunk ) => {
		output.push( chunk.toString() );
		if ( ! quiet ) {
			process.stdout.write(
				chunk.toString().replace( /^/gm, `[${ name }] ` )
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
	return {
		name,
		exited: () => exited,
		output: () => output.join( '' ).slice( -3000 ),
		stop: async () => {
			if ( exited || ! child.pid ) {
				return;
			}
			// SIGTERM to the parent: Apache, nginx and Redis end their children.
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
		},
	};
}

/**
 * One Apache's configuration: mod_php on the site's files, the visitor's
 * address from the balancer's X-Forwarded-For, PHP's mail to `sendmail`.
 *
 * @param {{ dir: string, host: string, wordpress: string, balancer: string, sendmail: string }} options
 */
function apacheConfig( { dir, host, wordpress, balancer, sendmail } ) {
	const modules = [
		[ 'mpm_prefork_module', 'mod_mpm_prefork.so' ],
		[ 'authz_core_module', 'mod_authz_core.so' ],
		[ 'authz_host_module', 'mod_authz_host.so' ],
		[ 'access_compat_module', 'mod_access_compat.so' ],
		[ 'dir_module', 'mod_dir.so' ],
		[ 'mime_module', 'mod_mime.so' ],
		[ 'rewrite_module', 'mod_rewrite.so' ],
		[ 'remoteip_module', 'mod_remoteip.so' ],
		[ 'php_module', path.basename( /** @type {string} */ ( modPhp() ) ) ],
	];
	return `# One of the cluster's web servers (tools/cluster-server.mjs): nothing outside this folder.
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
			`LoadModule ${ name } ${ path.join( MODULES, file ) }`
	)
	.join( '\n' ) }
StartServers 2
MinSpareServers 2
MaxSpareServers 8
MaxRequestWorkers 12
Timeout 300
KeepAlive On
TypesConfig /etc/mime.types
DirectoryIndex index.php index.html
# The visitor's address, as the balancer (and only the balancer) tells it.
RemoteIPHeader X-Forwarded-For
RemoteIPInternalProxy ${ balancer }
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
php_admin_value upload_max_filesize 512M
php_admin_value post_max_size 512M
php_admin_value memory_limit 512M
# The tests rewrite must-use plugins between requests: opcache looks at
# every request, not every 2 s.
php_admin_value opcache.revalidate_freq 0
php_admin_value sendmail_path ${ JSON.stringify( sendmail ) }
`;
}

/**
 * The balancer: nginx, a round-robin upstream of the web servers, one worker
 * (so that one client's requests alternate strictly), nothing buffered
 * (uploads and the AI's streams pass as they come).
 *
 * @param {{ dir: string, host: string, backends: string[], user: boolean }} options
 */
function nginxConfig( { dir, host, backends, user } ) {
	return `# The cluster's balancer (tools/cluster-server.mjs).
${ user ? 'user www-data;' : '' }
daemon off;
worker_processes 1;
pid ${ path.join( dir, 'nginx.pid' ) };
error_log ${ path.join( dir, 'error.log' ) } warn;
events {
	worker_connections 512;
}
http {
	log_format upstream '$remote_addr "$request" $status upstream=$upstream_addr';
	access_log ${ path.join( dir, 'access.log' ) } upstream;
	client_body_temp_path ${ path.join( dir, 'body' ) };
	proxy_temp_path ${ path.join( dir, 'proxy' ) };
	fastcgi_temp_path ${ path.join( dir, 'fastcgi' ) };
	uwsgi_temp_path ${ path.join( dir, 'uwsgi' ) };
	scgi_temp_path ${ path.join( dir, 'scgi' ) };
	upstream web_servers {
${ backends.map( ( backend ) => `		server ${ backend };` ).join( '\n' ) }
	}
	server {
		listen ${ host };
		client_max_body_size 512m;
		location / {
			proxy_pass http://web_servers;
			proxy_http_version 1.1;
			proxy_set_header Connection "";
			proxy_set_header Host $http_host;
			proxy_set_header X-Forwarded-For $remote_addr;
			proxy_set_header X-Forwarded-Proto $scheme;
			proxy_request_buffering off;
			proxy_buffering off;
			proxy_read_timeout 300s;
			proxy_send_timeout 300s;
			add_header X-Orbit-Upstream $upstream_addr always;
		}
	}
}
`;
}

/**
 * Starts Redis on `port`, nothing saved to disk.
 *
 * @param {string}  dir
 * @param {number}  port
 * @param {boolean} quiet
 */
async function startRedis( dir, port, quiet ) {
	fs.mkdirSync( dir, { recursive: true } );
	const redis = startChild(
		'redis',
		'redis-server',
		[
			'--port',
			String( port ),
			'--bind',
			'127.0.0.1',
			'--save',
			'',
			'--appendonly',
			'no',
			'--dir',
			dir,
		],
		{ cwd: dir, quiet }
	);
	await waitFor( redis, async () => {
		const ping = spawnSync( 'redis-cli', [ '-p', String( port ), 'ping' ], {
			encoding: 'utf8',
		} );
		return ping.stdout.trim() === 'PONG';
	} );
	return redis;
}

/**
 * Waits until `ready` says yes, or the server exits, or 60 s pass.
 *
 * @param {ReturnType<typeof startChild>} server
 * @param {() => Promise<boolean>}        ready
 */
async function waitFor( server, ready ) {
	const deadline = Date.now() + 60_000;
	for (;;) {
		if ( server.exited() ) {
			throw new Error( `${ server.name } exited:\n${ server.output() }` );
		}
		try {
			if ( await ready() ) {
				return;
			}
		} catch {}
		if ( Date.now() > deadline ) {
			throw new Error(
				`${ server.name } did not answer in 60 s:\n${ server.output() }`
			);
		}
		await sleep( 200 );
	}
}

/**
 * Starts the cluster and resolves once the balancer answers with both web
 * servers behind it. The site is the development site (its must-use
 * plugins, the plugin with buildDir inside), installed as the e2e sites are
 * (admin / password, pretty permalinks), on `database`.
 *
 * @param {{ ports: { balancer: number, web: [ number, number ], redis: number }, siteDir: string, database: { socket: string, name: string }, buildDir: string, defines?: Record<string, boolean | number>, sendmail: string, quiet?: boolean }} options
 * @return {Promise<{ url: string, webServers: string[], accessLog: string, stop: () => Promise<void> }>} the balancer's address, the web servers' host:port, the balancer's log, and stop()
 */
export async function startCluster( {
	ports,
	siteDir,
	database,
	buildDir,
	defines = {},
	sendmail,
	quiet = true,
} ) {
	const missing = clusterMissing();
	if ( missing ) {
		throw new Error(
			`${ missing }: apt-get install apache2 libapache2-mod-php nginx redis-server php-redis`
		);
	}
	/** @type {ReturnType<typeof startChild>[]} */
	const servers = [];
	const stop = async () => {
		for ( const server of servers.reverse() ) {
			await server.stop();
		}
	};
	try {
		servers.push(
			await startRedis(
				path.join( siteDir, 'redis' ),
				ports.redis,
				quiet
			)
		);
		const { host, url, wordpress } = await layOutSite( {
			port: ports.balancer,
			siteDir,
			database,
			buildDir,
			defines: {
				...defines,
				ORBIT_OBJECT_CACHE_REDIS_PORT: ports.redis,
			},
		} );
		const content = path.join( wordpress, 'wp-content' );
		fs.copyFileSync(
			path.join( root, 'tests', 'cluster', 'object-cache.php' ),
			path.join( content, 'object-cache.php' )
		);
		// Installed as the e2e sites are; the object cache is in use from the
		// first request on.
		runWithWordPress(
			wordpress,
			host,
			`require_once ABSPATH . 'wp-admin/includes/upgrade.php';
wp_install( 'Orbit Blocks', 'admin', 'admin@localhost.com', true, '', 'password' );
update_option( 'siteurl', ${ JSON.stringify( url ) } );
update_option( 'home', ${ JSON.stringify( url ) } );`,
			true
		);
		runWithWordPress(
			wordpress,
			host,
			`require_once ABSPATH . 'wp-admin/includes/plugin.php';
$activated = activate_plugin( 'orbit-blocks/orbit-blocks.php' );
if ( is_wp_error( $activated ) ) { fwrite( STDERR, $activated->get_error_message() ); exit( 1 ); }
update_option( 'permalink_structure', '/%year%/%monthnum%/%day%/%postname%/' );
flush_rewrite_rules();
if ( ! wp_using_ext_object_cache() ) { fwrite( STDERR, 'The object cache drop-in is not in use.' ); exit( 1 ); }`
		);
		// The .htaccess Settings → Permalinks writes on Apache.
		fs.writeFileSync(
			path.join( wordpress, '.htaccess' ),
			`# BEGIN WordPress
<IfModule mod_rewrite.c>
RewriteEngine On
RewriteRule .* - [E=HTTP_AUTHORIZATION:%{HTTP:Authorization}]
RewriteBase /
RewriteRule ^index\\.php$ - [L]
RewriteCond %{REQUEST_FILENAME} !-f
RewriteCond %{REQUEST_FILENAME} !-d
RewriteRule . /index.php [L]
</IfModule>
# END WordPress
`
		);
		for ( const log of [ 'debug.log' ] ) {
			fs.writeFileSync( path.join( content, log ), '', { flag: 'a' } );
		}
		fs.writeFileSync( path.join( siteDir, 'mail.log' ), '', {
			flag: 'a',
		} );
		fs.mkdirSync( path.join( content, 'uploads' ), { recursive: true } );

		const user = webServerUser();
		/** @type {string[]} */
		const webServers = [];
		for ( const [ index, port ] of ports.web.entries() ) {
			const dir = path.join( siteDir, `apache-${ index + 1 }` );
			fs.mkdirSync( dir, { recursive: true } );
			const webHost = `127.0.0.1:${ port }`;
			fs.writeFileSync(
				path.join( dir, 'apache2.conf' ),
				apacheConfig( {
					dir,
					host: webHost,
					wordpress,
					balancer: '127.0.0.1',
					sendmail,
				} )
			);
			webServers.push( webHost );
		}
		const nginxDir = path.join( siteDir, 'nginx' );
		fs.mkdirSync( nginxDir, { recursive: true } );
		fs.writeFileSync(
			path.join( nginxDir, 'nginx.conf' ),
			nginxConfig( {
				dir: nginxDir,
				host,
				backends: webServers,
				user: Boolean( user ),
			} )
		);
		if ( user ) {
			// The web servers' user reaches the site and owns it.
			handOverSite( siteDir, user );
		}
		for ( const [ index, webHost ] of webServers.entries() ) {
			const dir = path.join( siteDir, `apache-${ index + 1 }` );
			const apache = startChild(
				`apache-${ index + 1 }`,
				'apache2',
				[
					'-f',
					path.join( dir, 'apache2.conf' ),
					'-k',
					'start',
					'-D',
					'FOREGROUND',
				],
				{ cwd: dir, user, quiet }
			);
			servers.push( apache );
			await waitFor(
				apache,
				async () =>
					( await fetch( `http://${ webHost }/wp-login.php` ) )
						.status === 200
			);
		}
		// nginx's master starts as this user (root: its workers as www-data).
		const nginx = startChild(
			'nginx',
			'nginx',
			[
				'-p',
				nginxDir,
				'-c',
				path.join( nginxDir, 'nginx.conf' ),
				'-e',
				path.join( nginxDir, 'error.log' ),
			],
			{ cwd: nginxDir, quiet }
		);
		servers.push( nginx );
		await waitFor(
			nginx,
			async () =>
				( await fetch( `${ url }/wp-login.php` ) ).status === 200
		);
		return {
			url,
			webServers,
			accessLog: path.join( nginxDir, 'access.log' ),
			stop,
		};
	} catch ( error ) {
		await stop();
		throw error;
	}
}
