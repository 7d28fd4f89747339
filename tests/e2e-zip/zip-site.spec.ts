/**
 * The product as a site owner gets it: `npm run plugin-zip`, unpacked into a
 * pristine WordPress on MariaDB with no development must-use plugins and no
 * ORBIT_BLOCKS_* constants (tools/e2e.mjs --suite=zip). As the administrator:
 * every block of ours is in the inserter; all are inserted, published,
 * reloaded valid, and viewed by a logged-out visitor with no PHP message and
 * no console error; a video uploads through the plugin's own tus server and
 * plays for the visitor.
 */
import fs from 'fs';
import path from 'path';
import { publishEveryBlock } from '../e2e/smoke-attributes';
import {
	expect,
	shippedBlockNames,
	test,
	watchPageErrors,
	watchPhpLog,
} from '../e2e/orbit-blocks';
import { blocksShown, buildBlocks, childBlockNames } from './build-blocks';

const blockNames = shippedBlockNames();
const CLIP = path.join( __dirname, '../e2e/fixtures/video/clip.webm' );
const SITE = process.env.WP_SITE_DIR ?? '';

test( 'the site is the zip on a pristine WordPress', () => {
	expect( process.env.ORBIT_E2E_SUITE ).toBe( 'zip' );
	const config = fs.readFileSync(
		path.join( SITE, 'wordpress/wp-config.php' ),
		'utf8'
	);
	// No development constant: only the production one that lets the AI
	// server run on this machine (tools/e2e.mjs, ZIP_DEFINES).
	expect(
		[ ...config.matchAll( /define\(\s*'(ORBIT_BLOCKS_\w+)'/g ) ].map(
			( [ , name ] ) => name
		)
	).toEqual( [ 'ORBIT_BLOCKS_AI_ALLOW_PRIVATE_HOSTS' ] );
	expect( config ).toMatch( /DB_HOST', 'localhost:\// );
	const muPlugins = fs.readdirSync(
		path.join( SITE, 'wordpress/wp-content/mu-plugins' )
	);
	expect( muPlugins ).toEqual( [ 'orbit-no-update-checks.php' ] );
	const plugin = path.join(
		SITE,
		'wordpress/wp-content/plugins/orbit-blocks'
	);
	// What the zip holds: the plugin and its build, nothing of the sources
	// nor of the development stand-ins (stand-ins/ and their assets/).
	for ( const absent of [
		'tests',
		'src',
		'node_modules',
		'package.json',
		'assets',
		'stand-ins',
	] ) {
		expect( fs.existsSync( path.join( plugin, absent ) ), absent ).toBe(
			false
		);
	}
	expect( blockNames.length ).toBeGreaterThan( 20 );
} );

test( 'the site runs on the server the runner names (Apache: mod_rewrite and the .htaccess WordPress wrote; nginx: try_files)', async ( {
	request,
} ) => {
	const front = await request.get( '/' );
	expect( front.status() ).toBe( 200 );
	if ( process.env.ORBIT_E2E_ZIP_SERVER === 'apache' ) {
		expect( front.headers().server ).toMatch( /^Apache\b/ );
		// Written by WordPress when Settings → Permalinks was saved.
		expect(
			fs.readFileSync( path.join( SITE, 'wordpress/.htaccess' ), 'utf8' )
		).toMatch( /RewriteRule \. \/index\.php \[L\]/ );
		// A pretty permalink that only mod_rewrite sends to WordPress.
		const sample = await request.get( '/sample-page/' );
		expect( sample.status() ).toBe( 200 );
		expect( await sample.text() ).toContain( 'Sample Page' );
	} else if ( process.env.ORBIT_E2E_ZIP_SERVER === 'nginx' ) {
		expect( front.headers().server ).toMatch( /^nginx\b/ );
		// nginx reads no .htaccess; WordPress writes none for it.
		expect(
			fs.existsSync( path.join( SITE, 'wordpress/.htaccess' ) )
		).toBe( false );
		// A pretty permalink that only try_files sends to WordPress.
		const sample = await request.get( '/sample-page/' );
		expect( sample.status() ).toBe( 200 );
		expect( await sample.text() ).toContain( 'Sample Page' );
	} else {
		expect( process.env.ORBIT_E2E_ZIP_SERVER ).toBe( 'php' );
		expect( front.headers().server ?? '' ).not.toMatch( /Apache/ );
	}
} );

test( 'every block is in the inserter for the administrator', async ( {
	admin,
	page,
} ) => {
	await admin.createNewPost();
	const children = childBlockNames();
	const hidden = buildBlocks()
		.filter( ( json ) => json.supports?.inserter === false )
		.map( ( json ) => json.name );
	const inserter = await page.evaluate( () => {
		const editor = window.wp.data.select( 'core/block-editor' );
		return {
			items: editor
				.getInserterItems()
				.map( ( item: { name: string } ) => item.name ),
			registered: window.wp.data
				.select( 'core/blocks' )
				.getBlockTypes()
				.map( ( type: { name: string } ) => type.name ),
		};
	} );
	// Blocks offered in the inserter: not children, not hidden from it.
	const topLevel = blockNames.filter(
		( name ) => ! children.includes( name ) && ! hidden.includes( name )
	);
	expect(
		topLevel.filter( ( name ) => ! inserter.items.includes( name ) )
	).toEqual( [] );
	expect(
		[ ...blockNames, ...children ].filter(
			( name ) => ! inserter.registered.includes( name )
		)
	).toEqual( [] );
	// The editor's page asks the browser to prefetch the blocks' edit
	// chunks while it loads (includes/edit-prefetch.php, build/edit-chunks.php).
	const hints = await page
		.locator( 'link[rel="prefetch"][href*="/orbit-blocks/build/"]' )
		.evaluateAll( ( links ) =>
			links.map( ( link ) => link.getAttribute( 'href' ) ?? '' )
		);
	expect(
		hints.filter( ( href ) =>
			/\/chunks\/business-hours-edit\.[0-9a-f]{8}\.js$/.test( href )
		)
	).toHaveLength( 1 );
	// The inserter's own search finds one of ours by its title.
	await page
		.getByRole( 'toolbar', { name: 'Document tools' } )
		.getByRole( 'button', { name: 'Block Inserter', exact: true } )
		.click();
	await page.getByRole( 'searchbox', { name: 'Search' } ).fill( 'Business' );
	await expect(
		page
			.getByRole( 'listbox', { name: 'Blocks' } )
			.getByRole( 'option', { name: 'Business Hours' } )
	).toBeVisible();
} );

test( 'every block: insert, publish, reload valid, a visitor sees it', async ( {
	admin,
	editor,
	page,
} ) => {
	const errors = watchPageErrors( page );
	// Which request failed, for the console's "Failed to load resource".
	page.on( 'response', ( response ) => {
		if ( response.status() >= 400 ) {
			errors.push(
				`response: ${ response.status() } ${ response
					.request()
					.method() } ${ response.url() }`
			);
		}
	} );
	const php = watchPhpLog();
	const children = childBlockNames();
	const topLevel = blockNames.filter(
		( name ) => ! children.includes( name )
	);
	const postId = await publishEveryBlock(
		{ admin, editor, page },
		'Zip: every block',
		topLevel
	);

	// A visitor: the same browser with the session's cookies gone (the
	// context keeps the guard that answers third-party hosts).
	// (Leave the editor first: its own requests would fail without them.)
	await page.goto( 'about:blank' );
	await page.context().clearCookies();
	const visitorPage = page;
	const response = await visitorPage.goto( `/?p=${ postId }` );
	expect( response?.status() ).toBe( 200 );
	const html = await visitorPage.content();
	expect( html ).not.toMatch(
		/(Warning|Notice|Deprecated|Fatal error)<\/b>:/
	);
	// Every block that shows visitors something with these attributes is
	// on the page.
	const { shown, expected } = await blocksShown( visitorPage, topLevel );
	expect( shown ).toEqual( expected );
	// Our block styles come inline (includes/inline-block-styles.php): none
	// is a stylesheet that blocks rendering.
	await expect(
		visitorPage.locator(
			'link[rel="stylesheet"][href*="/orbit-blocks/build/blocks/"]'
		)
	).toHaveCount( 0 );
	await expect(
		visitorPage.locator( 'style#jetpack-rating-star-style-inline-css' )
	).toHaveCount( 1 );
	await expect( visitorPage.locator( '#wpadminbar' ) ).toHaveCount( 0 );
	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );

test( 'a video uploads through the plugin’s own server and plays for a visitor', async ( {
	admin,
	editor,
	page,
} ) => {
	const errors = watchPageErrors( page );
	const php = watchPhpLog();
	const uploads: string[] = [];
	page.on( 'request', ( request ) => {
		if ( /videos(\/|%2F)uploads/.test( request.url() ) ) {
			uploads.push( new URL( request.url() ).origin );
		}
	} );
	await admin.createNewPost( { title: 'Zip: video' } );
	await editor.insertBlock( { name: 'videopress/video' } );
	const block = editor.canvas.locator( '[data-type="videopress/video"]' );
	await expect( block.getByRole( 'button', { name: 'Upload' } ) ).toBeVisible(
		{
			timeout: 60_000,
		}
	);
	await block.locator( 'input[type="file"]' ).setInputFiles( CLIP );
	await expect( block.getByText( 'Upload Complete!' ) ).toBeVisible( {
		timeout: 120_000,
	} );
	// Every upload request went to this site (the plugin's tus server).
	expect( uploads.length ).toBeGreaterThan( 0 );
	expect( new Set( uploads ) ).toEqual(
		new Set( [ new URL( page.url() ).origin ] )
	);
	await block.getByRole( 'button', { name: 'Done' } ).click();
	await expect( block.locator( 'video' ) ).toBeVisible( { timeout: 60_000 } );
	const postId = await editor.publishPost();

	await page.goto( 'about:blank' );
	await page.context().clearCookies();
	await page.goto( `/?p=${ postId }` );
	const player = page.locator( '.wp-block-videopress-video video' ).first();
	await expect( player ).toBeVisible();
	// The visitor's browser loads and plays the uploaded file.
	const played = await player.evaluate( async ( video: HTMLVideoElement ) => {
		video.muted = true;
		await video.play();
		await new Promise( ( resolve ) => setTimeout( resolve, 300 ) );
		return { time: video.currentTime, ready: video.readyState };
	} );
	expect( played.ready ).toBeGreaterThanOrEqual( 2 );
	expect( played.time ).toBeGreaterThan( 0 );
	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );

test( 'no development stand-in exists on the zip’s site', async ( {
	requestUtils,
} ) => {
	// GET <site>/wp-json/: the REST index.
	const index = await requestUtils.rest< {
		namespaces: string[];
		routes: Record< string, unknown >;
	} >( { path: '/' } );
	expect(
		Object.keys( index.routes ).filter( ( route ) =>
			route.startsWith( '/orbit-blocks/v1/stand-in' )
		)
	).toEqual( [] );
	// Not registered at all (issue 36, item 10): not even the namespace,
	// which any route registered under it would list, answered or not.
	expect( index.namespaces ).toContain( 'orbit-blocks/v1' );
	expect(
		index.namespaces,
		'a route of orbit-blocks/v1/stand-in is registered without ORBIT_BLOCKS_LOCAL_SERVICES (a stand-in outside php-stubs/stand-ins/)'
	).not.toContain( 'orbit-blocks/v1/stand-in' );
	// The settings screen is where services are configured instead.
	expect( Object.keys( index.routes ) ).toContain(
		'/orbit-blocks/v1/settings'
	);
} );

/**
 * Every admin-post page the plugin's sources hook (add_action(
 * 'admin_post_…' ), the name written out or held by a constant), so that a
 * new page is checked without being listed here.
 */
function adminPostActions(): string[] {
	const root = path.join( __dirname, '../../php-stubs' );
	const sources = fs
		.readdirSync( root, { recursive: true } )
		.map( String )
		.filter( ( file ) => file.endsWith( '.php' ) )
		.map( ( file ) => fs.readFileSync( path.join( root, file ), 'utf8' ) );
	const constants: Record< string, string > = {};
	for ( const source of sources ) {
		for ( const [ , name, value ] of source.matchAll(
			/const\s+(ORBIT_BLOCKS_\w+)\s*=\s*'([^']*)'/g
		) ) {
			constants[ name ] = value;
		}
	}
	const actions = new Set< string >();
	for ( const source of sources ) {
		for ( const [ , literal, constant ] of source.matchAll(
			/add_action\(\s*'admin_post_(?:([a-z0-9_]+)'|'\s*\.\s*(ORBIT_BLOCKS_\w+))/g
		) ) {
			actions.add( literal ?? constants[ constant ] );
		}
	}
	return [ ...actions ];
}

// The product's own pages: the OAuth returns and pick page of the real
// Instagram and Google Photos adapters; every other page is a development
// stand-in (the account approval page among them: on a production site
// users are connected by being logged in).
const PRODUCT_PAGES = [
	'orbit_blocks_instagram_oauth',
	'orbit_blocks_google_photos_oauth',
	'orbit_blocks_google_photos_pick',
	// A form's uploaded file, for administrators (contact-form/file-upload.php).
	'orbit_form_file',
];

test( 'no stand-in page exists on the zip’s site', async ( {
	page,
	requestUtils,
} ) => {
	const actions = adminPostActions();
	// The sources' stand-ins, as this test knows them: a stand-in added
	// without its guard fails below.
	expect( actions ).toEqual(
		expect.arrayContaining( [
			'orbit_blocks_authorize',
			'orbit_blocks_plan_checkout',
			'orbit_blocks_payment_account',
			'orbit_blocks_mailchimp',
			'orbit_blocks_google_photos_connect',
			'orbit_blocks_instagram_connect',
		] )
	);
	for ( const action of actions ) {
		const response = await page.goto(
			`/wp-admin/admin-post.php?action=${ action }`
		);
		// admin-post.php answers 400 to an action no one hooked.
		if ( PRODUCT_PAGES.includes( action ) ) {
			expect( response?.status(), action ).not.toBe( 400 );
		} else {
			expect( response?.status(), action ).toBe( 400 );
		}
	}
	// The local test checkout on the front end.
	const checkout = await page.goto( '/?orbit_blocks_checkout=1&plan=1' );
	expect( await checkout?.text() ).not.toContain( 'Checkout (local test)' );
	// The over-limit banner leads an administrator to the AI card's limit,
	// not to a checkout.
	const feature = await requestUtils.rest< { 'checkout-url': string } >( {
		path: '/wpcom/v2/ai/ai-assistant-feature',
	} );
	expect( feature[ 'checkout-url' ] ).toMatch(
		/options-general\.php\?page=orbit-blocks#orbit-blocks-settings-ai$/
	);
} );
