/**
 * The zip on a subdirectory multisite network on Apache with mod_php, set
 * up as a site owner does it, on a site of its own (the suite's other specs
 * keep their single site): WordPress installed through its forms and the
 * zip through Upload Plugin (tools/apache-server.mjs, with
 * WP_ALLOW_MULTISITE in wp-config.php); the plugin deactivated, as Tools →
 * Network Setup asks; the network made on that screen, the wp-config.php
 * constants and .htaccess rules it prints pasted where it says; Orbit Blocks
 * activated for the network on Network Admin → Plugins, and a sub-site
 * added on Network Admin → Sites. On the sub-site every block is inserted,
 * published, reloaded valid and seen by a visitor, and a video (through the
 * plugin's tus server) and an image land in the sub-site's own uploads
 * folder, uploads/sites/<id>/.
 */
import fs from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import { publishEveryBlock } from '../e2e/smoke-attributes';
import {
	expect,
	screenshotFolder,
	shippedBlockNames,
	test as base,
	watchPageErrors,
} from '../e2e/orbit-blocks';
import { blocksShown, childBlockNames } from './build-blocks';

const ROOT = path.join( __dirname, '../..' );
const CLIP = path.join( ROOT, 'tests/e2e/fixtures/video/clip.webm' );
const IMAGE = path.join(
	ROOT,
	'tests/e2e/fixtures/slideshow/slideshow-red.png'
);
const SUB_SITE = 'second';

type Network = {
	/** The network's main site. */
	url: string;
	wordpress: string;
	/** What PHP logged (WP_DEBUG_LOG) on the network's site. */
	debugLog: () => string;
};

const test = base.extend< { subSite: boolean }, { network: Network } >( {
	// The network's site: its own MariaDB and Apache, for this spec's worker.
	network: [
		// eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature
		async ( {}, use ) => {
			// Imported when run (Node's own ES modules), not transpiled with the spec.
			const { startNetworkSite } = await import( './network-site.mjs' );
			const site = await startNetworkSite( {
				zip: path.join( ROOT, 'orbit-blocks.zip' ),
			} );
			const log = path.join( site.wordpress, 'wp-content/debug.log' );
			try {
				await use( {
					url: site.url,
					wordpress: site.wordpress,
					debugLog: () =>
						fs.existsSync( log )
							? fs.readFileSync( log, 'utf8' )
							: '',
				} );
			} finally {
				await site.stop();
			}
		},
		{ scope: 'worker', timeout: 180_000 },
	],
	// Whether the test works on the sub-site (else on the main site).
	subSite: [ false, { option: true } ],
	baseURL: async ( { network, subSite }, use ) =>
		use( subSite ? `${ network.url }/${ SUB_SITE }/` : network.url ),
} );

// One network for the spec's tests, in order; a fresh login (no cookies of
// the suite's site).
test.describe.configure( { mode: 'serial' } );
test.use( { storageState: { cookies: [], origins: [] } } );

async function logIn( page: Page, url: string ) {
	await page.goto( `${ url }/wp-login.php` );
	await page.getByLabel( 'Username or Email Address' ).fill( 'admin' );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await page.waitForURL( /wp-admin/ );
}

/** PHP messages of ours: lines of debug.log that name the plugin's folder. */
const ourPhpMessages = ( log: string ) =>
	log
		.split( '\n' )
		.filter(
			( line ) =>
				/PHP [A-Z][a-z]+( error)?: /.test( line ) &&
				line.includes( '/orbit-blocks/' )
		);

let subSiteId = 0;

test.describe( 'on the network’s main site', () => {
	test( 'the network is made on Tools → Network Setup, Orbit Blocks activated for it, and a sub-site added', async ( {
		network,
		page,
	} ) => {
		test.setTimeout( 180_000 );
		const { url, wordpress } = network;
		await logIn( page, url );

		// Network Setup refuses while plugins are active: deactivate ours.
		await page.goto( `${ url }/wp-admin/network.php` );
		await expect(
			page.getByText( 'deactivate your plugins', { exact: false } )
		).toBeVisible();
		await page.goto( `${ url }/wp-admin/plugins.php` );
		await page
			.locator( 'tr[data-slug="orbit-blocks"]' )
			.getByRole( 'link', { name: /^Deactivate/ } )
			.click();
		await expect( page.getByText( 'Plugin deactivated.' ) ).toBeVisible();

		// The screen: a subdirectory network (an IP address cannot have
		// sub-domains), its title and e-mail; Install.
		await page.goto( `${ url }/wp-admin/network.php` );
		await page.getByLabel( 'Network Title' ).fill( 'Orbit network' );
		await page.getByRole( 'button', { name: 'Install' } ).click();
		const constants = await page
			.locator( '#network-wpconfig-rules' )
			.inputValue();
		const htaccess = await page
			.locator( '#network-htaccess-rules' )
			.inputValue();
		expect( constants ).toContain( "define( 'MULTISITE', true );" );
		expect( constants ).toContain(
			"define( 'SUBDOMAIN_INSTALL', false );"
		);
		expect( htaccess ).toContain( 'RewriteRule ^([_0-9a-zA-Z-]+/)?' );

		// Pasted where the screen says: above the line that loads WordPress,
		// and in place of the other WordPress rules of .htaccess.
		const config = path.join( wordpress, 'wp-config.php' );
		const marker = "if ( ! defined( 'ABSPATH' ) )";
		const original = fs.readFileSync( config, 'utf8' );
		expect( original ).toContain( marker );
		fs.writeFileSync(
			config,
			original.replace( marker, `${ constants }\n${ marker }` )
		);
		fs.writeFileSync(
			path.join( wordpress, '.htaccess' ),
			`${ htaccess }\n`
		);

		// Logged in again, as the screen says; Orbit Blocks for the network.
		await page.context().clearCookies();
		await logIn( page, url );
		await page.goto( `${ url }/wp-admin/network/plugins.php` );
		const row = page.locator( 'tr[data-slug="orbit-blocks"]' );
		await row.getByRole( 'link', { name: /^Network Activate/ } ).click();
		await expect(
			row.getByRole( 'link', { name: /^Network Deactivate/ } )
		).toBeVisible();

		// Network Admin → Sites → Add New.
		await page.goto( `${ url }/wp-admin/network/site-new.php` );
		await page.locator( '#site-address' ).fill( SUB_SITE );
		await page.locator( '#site-title' ).fill( 'Second site' );
		await page.locator( '#admin-email' ).fill( 'admin@localhost.com' );
		await page.getByRole( 'button', { name: 'Add Site' } ).click();
		await expect( page.getByText( 'Site added.' ) ).toBeVisible();
		const edit = await page
			.getByRole( 'link', { name: 'Edit Site' } )
			.getAttribute( 'href' );
		subSiteId = Number(
			new URL( edit ?? '', url ).searchParams.get( 'id' )
		);
		expect( subSiteId ).toBeGreaterThan( 1 );

		// The sub-site answers at its subdirectory, through the .htaccess rules.
		const front = await page.goto( `${ url }/${ SUB_SITE }/` );
		expect( front?.status() ).toBe( 200 );
		expect( front?.headers().server ).toMatch( /^Apache\b/ );
		await expect( page ).toHaveTitle( /Second site/ );
		expect( ourPhpMessages( network.debugLog() ) ).toEqual( [] );
	} );
} );

test.describe( 'on the sub-site', () => {
	test.use( { subSite: true } );
	const shots = screenshotFolder();

	test( 'every block: insert, publish, reload valid, a visitor sees it', async ( {
		admin,
		editor,
		network,
		page,
	} ) => {
		test.setTimeout( 300_000 );
		const errors = watchPageErrors( page );
		await logIn( page, network.url );
		const children = childBlockNames();
		const names = shippedBlockNames().filter(
			( name ) => ! children.includes( name )
		);
		const postId = await publishEveryBlock(
			{ admin, editor, page },
			'Network: every block',
			names
		);
		expect( page.url() ).toContain( `/${ SUB_SITE }/wp-admin/` );

		await page.goto( 'about:blank' );
		await page.context().clearCookies();
		const response = await page.goto( `?p=${ postId }` );
		expect( response?.status() ).toBe( 200 );
		expect( page.url() ).toContain( `/${ SUB_SITE }/` );
		expect( await page.content() ).not.toMatch(
			/(Warning|Notice|Deprecated|Fatal error)<\/b>:/
		);
		const { shown, expected } = await blocksShown( page, names );
		expect( shown ).toEqual( expected );
		await page.screenshot( {
			path: path.join( shots, 'network-sub-site-every-block.png' ),
		} );
		expect( errors ).toEqual( [] );
		expect( ourPhpMessages( network.debugLog() ) ).toEqual( [] );
	} );

	test( 'a video through the plugin’s tus server and an image land in the sub-site’s uploads', async ( {
		admin,
		editor,
		network,
		page,
	} ) => {
		test.setTimeout( 300_000 );
		const uploads: string[] = [];
		page.on( 'request', ( request ) => {
			if ( /videos(\/|%2F)uploads/.test( request.url() ) ) {
				uploads.push( request.url() );
			}
		} );
		await logIn( page, network.url );
		await admin.createNewPost( { title: 'Network: uploads' } );
		await editor.insertBlock( { name: 'videopress/video' } );
		const video = editor.canvas.locator( '[data-type="videopress/video"]' );
		await expect(
			video.getByRole( 'button', { name: 'Upload' } )
		).toBeVisible( { timeout: 60_000 } );
		await video.locator( 'input[type="file"]' ).setInputFiles( CLIP );
		await expect( video.getByText( 'Upload Complete!' ) ).toBeVisible( {
			timeout: 120_000,
		} );
		expect( uploads.length ).toBeGreaterThan( 0 );
		await video.getByRole( 'button', { name: 'Done' } ).click();
		await expect( video.locator( 'video' ) ).toBeVisible( {
			timeout: 60_000,
		} );

		await editor.insertBlock( { name: 'core/image' } );
		const image = editor.canvas.locator( '[data-type="core/image"]' );
		await image.locator( 'input[type="file"]' ).setInputFiles( IMAGE );
		const img = image.locator( 'img' );
		await expect( img ).toHaveAttribute(
			'src',
			new RegExp(
				`/wp-content/uploads/sites/${ subSiteId }/\\d{4}/\\d{2}/slideshow-red[^/]*\\.png$`
			),
			{ timeout: 60_000 }
		);
		await editor.publishPost();

		// The files, in the sub-site's folder, byte for byte the sources.
		const siteUploads = path.join(
			network.wordpress,
			`wp-content/uploads/sites/${ subSiteId }`
		);
		const files = fs
			.readdirSync( siteUploads, { recursive: true } )
			.map( String );
		const clip = files.find( ( file ) =>
			/^\d{4}\/\d{2}\/clip(-\d+)?\.webm$/.test( file )
		);
		const png = files.find( ( file ) =>
			/^\d{4}\/\d{2}\/slideshow-red(-\d+)?\.png$/.test( file )
		);
		expect( clip ).toBeDefined();
		expect( png ).toBeDefined();
		expect(
			fs
				.readFileSync( path.join( siteUploads, clip ?? '' ) )
				.equals( fs.readFileSync( CLIP ) )
		).toBe( true );
		expect(
			fs
				.readFileSync( path.join( siteUploads, png ?? '' ) )
				.equals( fs.readFileSync( IMAGE ) )
		).toBe( true );
		// Nothing of the sub-site's landed in the main site's dated folders.
		const mainUploads = path.join(
			network.wordpress,
			'wp-content/uploads'
		);
		expect(
			fs
				.readdirSync( mainUploads, { recursive: true } )
				.map( String )
				.filter( ( file ) =>
					/^\d{4}\/\d{2}\/(clip|slideshow-red)/.test( file )
				)
		).toEqual( [] );
		expect( ourPhpMessages( network.debugLog() ) ).toEqual( [] );
	} );
} );
