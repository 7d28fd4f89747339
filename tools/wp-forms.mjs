// @ts-check
/**
 * A site set up as its owner does it, through WordPress's own forms over
 * HTTP, whatever serves it (tools/apache-server.mjs, tools/nginx-server.mjs):
 * the install form (admin / password), pretty permalinks saved on
 * Settings → Permalinks, the zip uploaded through Plugins → Add New →
 * Upload Plugin and activated by the link the upload's page gives.
 */
import fs from 'node:fs';
import path from 'node:path';

/** @param {number} ms */
export const sleep = ( ms ) =>
	new Promise( ( resolve ) => setTimeout( resolve, ms ) );

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
function inputValue( html, name ) {
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
export const gist = ( html ) =>
	html
		.replace( /<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '' )
		.replace( /<[^>]+>/g, ' ' )
		.replace( /\s+/g, ' ' )
		.slice( 0, 600 );

/**
 * Resolves once wp-admin/install.php answers 200.
 *
 * @param {string}        url
 * @param {() => boolean} exited whether the server has ended (then it throws)
 * @param {() => string}  log    the server's last output, for the error
 * @param {string}        name   the server's name, for the error
 */
export async function waitForInstallPage( url, exited, log, name ) {
	const deadline = Date.now() + 60_000;
	for (;;) {
		if ( exited() ) {
			throw new Error( `${ name } exited:\n${ log() }` );
		}
		try {
			const answer = await fetch( `${ url }/wp-admin/install.php` );
			if ( answer.status === 200 ) {
				return;
			}
		} catch {}
		if ( Date.now() > deadline ) {
			throw new Error( `${ name } did not answer in 60 s:\n${ log() }` );
		}
		await sleep( 200 );
	}
}

/**
 * Installs WordPress, saves pretty permalinks and installs the zip, all
 * through the forms, as the site owner would.
 *
 * @param {{ url: string, zip: string, permalinksSaved: () => Promise<string | null> | string | null }} options permalinksSaved says what is wrong once the permalinks were saved (null when they work)
 */
export async function installThroughForms( { url, zip, permalinksSaved } ) {
	const browse = formClient( url );

	// The install form.
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

	// Settings → Permalinks: "Day and name".
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
	const wrong =
		saved.status === 302 ? await permalinksSaved() : 'no redirect';
	if ( wrong ) {
		throw new Error(
			`Saving the permalinks failed (${ wrong }): ${ gist( saved.text ) }`
		);
	}

	// Plugins → Add New → Upload Plugin, then the page's Activate link.
	const form = await browse( 'wp-admin/plugin-install.php?tab=upload' );
	const upload = new FormData();
	upload.set( '_wpnonce', inputValue( form.text, '_wpnonce' ) );
	upload.set( '_wp_http_referer', '/wp-admin/plugin-install.php?tab=upload' );
	upload.set(
		'pluginzip',
		new Blob( [ fs.readFileSync( zip ) ], {
			type: 'application/zip',
		} ),
		path.basename( zip )
	);
	upload.set( 'install-plugin-submit', 'Install Now' );
	const uploaded = await browse( 'wp-admin/update.php?action=upload-plugin', {
		method: 'POST',
		body: upload,
	} );
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
}
