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
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
	APACHE_MODULES,
	apacheConfig,
	apacheMissing,
} from './apache-server.mjs';
import { installTestSite, layOutSite } from './php-server.mjs';
import {
	handOverSite,
	serverEnv,
	startForeground,
	webServerUser,
} from './server-process.mjs';
import { sleep } from './wp-forms.mjs';

/** @param {string} command */
const installed = ( command ) =>
	spawnSync( 'sh', [ '-c', `command -v ${ command }` ], { env: serverEnv } )
		.status === 0;

/** @return {string | null} why the cluster cannot run here, or null when it can */
export function clusterMissing() {
	const apache = apacheMissing();
	if ( apache ) {
		return apache;
	}
	if ( ! fs.existsSync( path.join( APACHE_MODULES, 'mod_remoteip.so' ) ) ) {
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
 * Starts a server in the foreground, as a child of its own process group
 * (tools/server-process.mjs), with its name for messages.
 *
 * @param {string}                                                                                           name    for messages
 * @param {string}                                                                                           command
 * @param {string[]}                                                                                         args
 * @param {{ cwd: string, user?: { uid: number, gid: number } | null, quiet: boolean, logFiles?: string[] }} options
 */
function startChild(
	name,
	command,
	args,
	{ cwd, user = null, quiet, logFiles }
) {
	return {
		name,
		...startForeground( {
			name,
			command,
			args,
			cwd,
			quiet,
			user,
			logFiles,
		} ),
	};
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
			throw new Error( `${ server.name } exited:\n${ server.log() }` );
		}
		try {
			if ( await ready() ) {
				return;
			}
		} catch {}
		if ( Date.now() > deadline ) {
			throw new Error(
				`${ server.name } did not answer in 60 s:\n${ server.log() }`
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
			new URL( '../tests/cluster/object-cache.php', import.meta.url ),
			path.join( content, 'object-cache.php' )
		);
		// Installed as the e2e sites are; the object cache is in use from the
		// first request on.
		installTestSite(
			wordpress,
			host,
			url,
			"if ( ! wp_using_ext_object_cache() ) { fwrite( STDERR, 'The object cache drop-in is not in use.' ); exit( 1 ); }"
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
					title: "One of the cluster's web servers (tools/cluster-server.mjs)",
					dir,
					host: webHost,
					wordpress,
					sendmail,
					maxSpareServers: 8,
					maxRequestWorkers: 12,
					balancer: '127.0.0.1',
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
		/**
		 * Keeps `server` among those stop() ends and waits until the site
		 * answers through it at `origin`.
		 *
		 * @param {ReturnType<typeof startChild>} server
		 * @param {string}                        origin
		 */
		const serving = async ( server, origin ) => {
			servers.push( server );
			await waitFor(
				server,
				async () =>
					( await fetch( `${ origin }/wp-login.php` ) ).status === 200
			);
		};
		for ( const [ index, webHost ] of webServers.entries() ) {
			const dir = path.join( siteDir, `apache-${ index + 1 }` );
			await serving(
				startChild(
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
					{
						cwd: dir,
						user,
						quiet,
						logFiles: [ path.join( dir, 'error.log' ) ],
					}
				),
				`http://${ webHost }`
			);
		}
		// nginx's master starts as this user (root: its workers as www-data).
		await serving(
			startChild(
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
				{
					cwd: nginxDir,
					quiet,
					logFiles: [ path.join( nginxDir, 'error.log' ) ],
				}
			),
			url
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
