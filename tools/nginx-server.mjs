// @ts-check
/**
 * The zip's site as many hosts run WordPress: Debian's nginx and PHP-FPM
 * (`apt-get install nginx php-fpm`) and MariaDB, set up as a site owner does
 * it, through WordPress's own forms over HTTP (tools/zip-site.mjs,
 * tools/wp-forms.mjs). Same interface as tools/apache-server.mjs:
 *
 * 1. the site's files as tools/php-server.mjs lays them out (Debian's
 *    WordPress, wp-config.php on the throw-away MariaDB, no plugin);
 * 2. a PHP-FPM pool and an nginx of their own: configuration, pid files,
 *    logs, nginx's temporary folders and the FastCGI unix socket all in
 *    <siteDir>/nginx, nginx listening on 127.0.0.1 only, both run in the
 *    foreground as children (no system service, nothing left behind). As
 *    root both run as Debian's www-data, which owns the site's files (no
 *    root master: nothing they do needs root on a port above 1024);
 * 3. the site's nginx rules as docs/providers.md gives them: pretty
 *    permalinks by try_files, PHP to the pool, and the folders nginx must
 *    not serve (it ignores the .htaccess files WordPress and the plugin
 *    write): the partial tus uploads and the private videos;
 * 4. WordPress installed, pretty permalinks saved (nginx needs no file
 *    written: WordPress sees nginx in SERVER_SOFTWARE), the zip uploaded
 *    through Plugins → Add New → Upload Plugin and activated.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverEnv } from './server-process.mjs';
import { startZipSite } from './zip-site.mjs';

/** Debian's PHP-FPM binary (php-fpm8.2 on bookworm), or null. */
function phpFpm() {
	const found = spawnSync(
		'sh',
		[
			'-c',
			'command -v php-fpm || ls /usr/sbin/php-fpm* | sort -V | tail -n 1',
		],
		{ env: serverEnv, encoding: 'utf8' }
	);
	const command = found.stdout.trim().split( '\n' ).pop();
	return found.status === 0 && command ? command : null;
}

/** @return {string | null} why the nginx site cannot run here, or null when it can */
export function nginxMissing() {
	if (
		spawnSync( 'sh', [ '-c', 'command -v nginx' ], { env: serverEnv } )
			.status !== 0
	) {
		return 'nginx is not installed';
	}
	if ( ! phpFpm() ) {
		return 'PHP-FPM is not installed (php-fpm)';
	}
	return null;
}

/**
 * The site's server block: what a host's nginx needs for WordPress and the
 * plugin (docs/providers.md, Uploads).
 *
 * @param {{ host: string, wordpress: string, socket: string }} site
 */
export function nginxSiteRules( { host, wordpress, socket } ) {
	return `	server {
		listen ${ host };
		server_name 127.0.0.1;
		root ${ JSON.stringify( wordpress ) };
		index index.php index.html;
		# The video block's chunks (the plugin's tus server) and the
		# plugin's zip through Upload Plugin.
		client_max_body_size 512m;
		client_body_timeout 300s;

		# Partial tus uploads, and private videos' files: never served
		# (nginx ignores the deny-all .htaccess the plugin writes there).
		location ^~ /wp-content/uploads/orbit-blocks-video-uploads/ {
			deny all;
		}
		location ^~ /wp-content/uploads/orbit-private-videos- {
			deny all;
		}
		location ~ /\\.ht {
			deny all;
		}
		# Pretty permalinks: what is no file goes to WordPress.
		location / {
			try_files $uri $uri/ /index.php?$args;
		}
		location ~ \\.php$ {
			try_files $uri =404;
			include /etc/nginx/fastcgi_params;
			fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
			# Debian's fastcgi_params sends HTTP_HOST as $host, without the
			# port: WordPress would make every address on port 80. The port
			# this server listens on (not the client's Host header).
			fastcgi_param HTTP_HOST $host:$server_port;
			fastcgi_pass unix:${ socket };
			fastcgi_read_timeout 300s;
			fastcgi_send_timeout 300s;
		}
	}`;
}

/**
 * Starts the site (tools/zip-site.mjs) and resolves once the plugin is active.
 *
 * @param {import('./zip-site.mjs').ZipSiteOptions} options
 * @return {Promise<{ url: string, stop: () => Promise<void> }>} the site's address, and stop() to end nginx and PHP-FPM
 */
export async function startNginxWordPress( options ) {
	const missing = nginxMissing();
	if ( missing ) {
		throw new Error( `${ missing }: apt-get install nginx php-fpm` );
	}
	return startZipSite( options, {
		name: 'nginx or PHP-FPM',
		folder: 'nginx',
		configure: ( { host, wordpress, serverDir: nginxDir } ) => {
			const socket = path.join( nginxDir, 'php-fpm.sock' );
			const fpmLog = path.join( nginxDir, 'php-fpm.log' );
			const errorLog = path.join( nginxDir, 'error.log' );
			const fpmConfig = path.join( nginxDir, 'php-fpm.conf' );
			const nginxConfig = path.join( nginxDir, 'nginx.conf' );
			fs.writeFileSync(
				fpmConfig,
				`; The zip suite's PHP-FPM (tools/nginx-server.mjs): nothing outside this folder.
[global]
pid = ${ path.join( nginxDir, 'php-fpm.pid' ) }
error_log = ${ fpmLog }
daemonize = no

[orbit]
listen = ${ socket }
listen.mode = 0600
pm = dynamic
pm.max_children = 8
pm.start_servers = 2
pm.min_spare_servers = 1
pm.max_spare_servers = 4
catch_workers_output = yes
; Uploads as a host allows them (the video's chunks, the plugin's zip);
; mail is kept beside the site, never sent.
php_admin_value[upload_max_filesize] = 512M
php_admin_value[post_max_size] = 512M
php_admin_value[memory_limit] = 512M
php_admin_value[sendmail_path] = "cat >> ${ path.join(
					options.siteDir,
					'mail.log'
				) }"
`
			);
			const temp = ( /** @type {string} */ name ) =>
				JSON.stringify( path.join( nginxDir, name ) );
			fs.writeFileSync(
				nginxConfig,
				`# The zip suite's nginx (tools/nginx-server.mjs): nothing outside this folder.
worker_processes 2;
pid ${ JSON.stringify( path.join( nginxDir, 'nginx.pid' ) ) };
error_log ${ JSON.stringify( errorLog ) } warn;
events {
	worker_connections 256;
}
http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	access_log off;
	sendfile on;
	keepalive_timeout 65s;
	client_body_temp_path ${ temp( 'body' ) };
	fastcgi_temp_path ${ temp( 'fastcgi' ) };
	proxy_temp_path ${ temp( 'proxy' ) };
	uwsgi_temp_path ${ temp( 'uwsgi' ) };
	scgi_temp_path ${ temp( 'scgi' ) };
${ nginxSiteRules( { host, wordpress, socket } ) }
}
`
			);
			return [
				{
					name: 'php-fpm',
					command: /** @type {string} */ ( phpFpm() ),
					args: [ '--nodaemonize', '--fpm-config', fpmConfig ],
					logFiles: [ fpmLog ],
				},
				{
					name: 'nginx',
					command: 'nginx',
					args: [
						'-p',
						nginxDir,
						'-e',
						errorLog,
						'-c',
						nginxConfig,
						'-g',
						'daemon off;',
					],
					logFiles: [ errorLog ],
				},
			];
		},
		// A pretty permalink only try_files sends to WordPress.
		permalinksSaved: async ( { url } ) => {
			const sample = await fetch( `${ url }/sample-page/`, {
				redirect: 'manual',
			} );
			return sample.status === 200
				? null
				: `/sample-page/ answered ${ sample.status }`;
		},
	} );
}
