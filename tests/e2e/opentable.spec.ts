/**
 * The table-reservation embed (spec 2 "Table-reservation embed", sections 2,
 * 4, 5, 7 and 9) as an author uses it: inserted from the inserter, a
 * restaurant found by name through OpenTable's restaurant search and
 * embedded, its language changed; a second block made by pasting
 * OpenTable's embed code for two restaurants (multi, wide) into its
 * placeholder; a bad embed code answered with the spec's error; a third,
 * with the widget outside an iframe, far down the post. Published, reopened
 * without an invalid block. Visitors get OpenTable's widget page in lazy
 * iframes built from the attributes, and for the third block OpenTable's
 * loader only once they scroll near it. OpenTable's hosts are answered by
 * recorded stand-ins (page.route): the search JSON, the widget page and the
 * loader script.
 */
import {
	expect,
	insertBlockFromInserter,
	test,
	SHOTS,
	openBlockSettings,
	publishAndReopen,
} from './orbit-blocks';

const RESTAURANTS = [
	{
		rid: 412810,
		name: 'Ristorante Lucca',
		city: 'San Francisco',
		country: 'US',
		priceBand: '$$$',
	},
	{
		rid: 230914,
		name: 'Trattoria da Lucia',
		city: 'Chicago',
		country: 'US',
		priceBand: '$$',
	},
	{
		rid: 1779,
		name: 'The Lighthouse Oyster Bar',
		city: 'Boston',
		country: 'US',
		priceBand: '$$$',
	},
];

/** The widget's sizes by theme (spec 2 section 9); the button type is smaller. */
const SIZES: Record< string, [ number, number ] > = {
	standard: [ 224, 301 ],
	tall: [ 288, 490 ],
	wide: [ 840, 150 ],
	button: [ 210, 113 ],
};

/** OpenTable's widget page, as its iframe shows it (a stand-in). */
const WIDGET_PAGE = ( query: URLSearchParams ) => {
	const wide = query.get( 'theme' ) === 'wide';
	const field = ( text: string ) =>
		`<div style="border:1px solid #ccc;padding:6px;margin:4px 0;flex:1">${ text }</div>`;
	return `<!doctype html>
<html><head><meta charset="utf-8"></head>
<body style="margin:0;font:14px sans-serif;background:#fff">
<div style="border:1px solid #d8d9db;border-radius:4px;padding:12px;height:100vh;box-sizing:border-box">
<div style="color:#da3743;font-weight:bold;font-size:16px">OpenTable · Make a reservation (${ query.get(
		'lang'
	) })</div>
<div style="display:flex;flex-direction:${
		wide ? 'row' : 'column'
	};gap:8px;margin-top:8px">
${ field( '2 people' ) }${ field( 'Fri, 1 Mar' ) }${ field( '7:00 PM' ) }
<div style="background:#da3743;color:#fff;text-align:center;padding:8px;margin:4px 0;flex:1">Find a table</div>
</div>
<div style="font-size:11px;margin-top:6px">Restaurant ${ query.get(
		'rid'
	) }</div>
</div></body></html>`;
};

/** OpenTable's loader, as a stand-in: it puts the widget page after itself. */
const LOADER = `(function () {
	var sizes = ${ JSON.stringify( SIZES ) };
	var script = document.currentScript;
	var query = script.src.split('?')[1];
	var params = new URLSearchParams(query);
	var size = sizes[params.get('type') === 'button' ? 'button' : params.get('theme')] || sizes.standard;
	var frame = document.createElement('iframe');
	frame.src = 'https://www.opentable.com/widget/reservation/canvas?' + query;
	frame.title = 'Online reservations';
	frame.width = size[0]; frame.height = size[1]; frame.style.border = '0';
	script.parentNode.insertBefore(frame, script.nextSibling);
})();`;

test( 'an author finds a restaurant, pastes an embed code, and visitors get the widget', async ( {
	admin,
	editor,
	page,
	pageUtils,
	context,
	request,
	problems: { php, errors },
} ) => {
	const searches: string[] = [];
	const loaderRequests: string[] = [];
	await context.route( /^https:\/\/www\.opentable\.com\//, ( route ) => {
		const url = new URL( route.request().url() );
		if ( url.pathname.endsWith( '/restaurant-search' ) ) {
			searches.push( url.search );
			const query = (
				url.searchParams.get( 'query' ) ?? ''
			).toLowerCase();
			return route.fulfill( {
				json: {
					totalCount: RESTAURANTS.length,
					items: RESTAURANTS.filter( ( item ) =>
						item.name.toLowerCase().includes( query )
					),
				},
				headers: { 'Access-Control-Allow-Origin': '*' },
			} );
		}
		if ( url.pathname.endsWith( '/widget/reservation/canvas' ) ) {
			return route.fulfill( {
				contentType: 'text/html',
				body: WIDGET_PAGE( url.searchParams ),
			} );
		}
		if ( url.pathname.endsWith( '/widget/reservation/loader' ) ) {
			loaderRequests.push( url.href );
			return route.fulfill( {
				contentType: 'application/javascript',
				body: LOADER,
			} );
		}
		return route.fulfill( { status: 404, body: '' } );
	} );

	// The local stand-in (npm start) answers in OpenTable's shape.
	const standIn = await request.get(
		'/?rest_route=/orbit-blocks/v1/stand-in/opentable/restaurant-search&pageSize=20&query=lucca'
	);
	expect( standIn.ok() ).toBe( true );
	expect( await standIn.json() ).toEqual( {
		totalCount: 1,
		items: [
			expect.objectContaining( {
				rid: 412810,
				name: 'Ristorante Lucca',
			} ),
		],
	} );

	await admin.createNewPost( { title: 'Dinner' } );
	await insertBlockFromInserter( page, 'jetpack/opentable' );
	const first = editor.canvas
		.locator( '[data-type="jetpack/opentable"]' )
		.first();
	const picker = first.getByRole( 'combobox', { name: 'Restaurants' } );
	await expect( picker ).toBeVisible( { timeout: 60_000 } );

	// A bad embed code: the spec's message, and the code stays.
	const foreign =
		'<script src="https://evil.example/widget/reservation/loader?rid=1"></script>';
	await picker.fill( foreign );
	await first.getByRole( 'button', { name: 'Embed' } ).click();
	await expect(
		first.getByText(
			'We ran into an issue — Please ensure this embed matches the one from your OpenTable account'
		)
	).toBeVisible();
	await expect( picker ).toHaveValue( foreign );
	expect( searches ).toEqual( [] );
	await picker.fill( '' );

	// Search by name, choose, embed.
	await picker.pressSequentially( 'Luc', { delay: 80 } );
	await first.getByRole( 'option', { name: 'Ristorante Lucca' } ).click();
	expect( searches[ 0 ] ).toBe( '?pageSize=20&query=L' );
	expect( searches.length ).toBeLessThanOrEqual( 2 );
	await first.getByRole( 'button', { name: 'Embed' } ).click();
	const preview = first.locator(
		'iframe[title="OpenTable reservation widget"]'
	);
	await expect( preview ).toHaveAttribute(
		'src',
		/rid=412810&type=standard&theme=standard/
	);
	await expect(
		first.frameLocator( 'iframe' ).getByText( 'Find a table' )
	).toBeVisible();

	// Language, from the sidebar.
	const settings = await openBlockSettings( page, editor );
	await settings
		.getByRole( 'combobox', { name: 'Language' } )
		.selectOption( 'fr-CA' );
	await expect( preview ).toHaveAttribute( 'src', /lang=fr-CA/ );

	// A second block: OpenTable's embed code pasted into its placeholder.
	await insertBlockFromInserter( page, 'jetpack/opentable' );
	const secondPicker = editor.canvas
		.locator( '[data-type="jetpack/opentable"]' )
		.nth( 1 )
		.getByRole( 'combobox', { name: 'Restaurants' } );
	await secondPicker.click();
	await pageUtils.setClipboardData( {
		plainText:
			"<script type='text/javascript' src='//www.opentable.com/widget/reservation/loader?rid=230914&rid=1779&type=multi&theme=wide&iframe=true&domain=com&lang=en-US&newtab=true&ot_source=Restaurant%20website'></script>",
	} );
	await pageUtils.pressKeys( 'primary+v' );
	await secondPicker.press( 'Enter' );
	const second = editor.canvas
		.locator( '[data-type="jetpack/opentable"]' )
		.nth( 1 );
	await expect( second.locator( 'iframe' ) ).toHaveAttribute(
		'src',
		/rid=230914%2C1779&type=multi&theme=wide/
	);
	// Wide style without wide alignment: the warning; wide alignment ends it.
	await expect(
		second.getByText( /The wide style may display badly/ )
	).toBeVisible();
	await editor.clickBlockToolbarButton( 'Align' );
	await page.getByRole( 'menuitemradio', { name: 'Wide width' } ).click();
	await expect(
		second.getByText( /The wide style may display badly/ )
	).toHaveCount( 0 );
	await page.screenshot( { path: `${ SHOTS }/opentable-editor.png` } );

	// A third block, the widget written into the page (iframe off), four
	// screens down.
	await editor.insertBlock( {
		name: 'core/spacer',
		attributes: { height: '3000px' },
	} );
	await editor.insertBlock( {
		name: 'jetpack/opentable',
		attributes: { rid: [ '1779' ], style: 'tall', iframe: false },
	} );

	const { postId, blocks } = await publishAndReopen( editor, page, first );
	expect( blocks ).toEqual( [
		[
			'jetpack/opentable',
			true,
			expect.objectContaining( {
				rid: [ '412810' ],
				lang: 'fr-CA',
				style: 'standard',
			} ),
		],
		[
			'jetpack/opentable',
			true,
			expect.objectContaining( {
				rid: [ '230914', '1779' ],
				style: 'wide',
				newtab: true,
				align: 'wide',
			} ),
		],
		[ 'core/spacer', true, expect.anything() ],
		[
			'jetpack/opentable',
			true,
			expect.objectContaining( { rid: [ '1779' ], iframe: false } ),
		],
	] );
	await expect(
		editor.canvas.getByText( 'unexpected or invalid content' )
	).toHaveCount( 0 );

	// Visitors: OpenTable's widget page in lazy iframes, built from the
	// attributes, and no script in the blocks.
	await page.goto( `/?p=${ postId }` );
	const widgets = page.locator( '.wp-block-jetpack-opentable' );
	await expect( widgets ).toHaveCount( 3 );
	const frames = await widgets.evaluateAll( ( nodes ) =>
		nodes.slice( 0, 2 ).map( ( node ) => {
			const frame = node.querySelector( 'iframe' );
			return [
				frame?.getAttribute( 'src' ),
				frame?.getAttribute( 'loading' ),
				frame?.width,
				frame?.height,
				node.querySelectorAll( 'script' ).length,
			];
		} )
	);
	expect( frames ).toEqual( [
		[
			'https://www.opentable.com/widget/reservation/canvas?type=standard&theme=standard&iframe=true&domain=com&lang=fr-CA&newtab=false&rid=412810',
			'lazy',
			'224',
			'301',
			0,
		],
		[
			'https://www.opentable.com/widget/reservation/canvas?type=multi&theme=wide&iframe=true&domain=com&lang=en-US&newtab=true&rid=230914&rid=1779',
			'lazy',
			'840',
			'150',
			0,
		],
	] );
	await expect( widgets.nth( 0 ) ).toHaveClass( /is-style-standard/ );
	await expect( widgets.nth( 1 ) ).toHaveClass( /is-style-wide/ );
	await expect( widgets.nth( 1 ) ).toHaveClass( /is-multi/ );
	await expect( widgets.nth( 1 ) ).toHaveClass( /alignwide/ );
	await expect(
		widgets
			.nth( 0 )
			.frameLocator( 'iframe' )
			.getByText( 'OpenTable · Make a reservation (fr-CA)' )
	).toBeVisible();
	// The saved links are not printed; the way to book follows the widget.
	await expect( widgets.nth( 0 ).getByRole( 'link' ) ).toHaveAttribute(
		'href',
		'https://www.opentable.com/restref/client/?rid=412810'
	);
	await expect( widgets.nth( 0 ).getByRole( 'link' ) ).toHaveText(
		'Make a reservation on OpenTable'
	);
	await widgets.nth( 0 ).scrollIntoViewIfNeeded();
	await page.screenshot( { path: `${ SHOTS }/opentable-front.png` } );

	// The third block: no loader until the visitor comes near it.
	const third = widgets.nth( 2 );
	await expect( third ).toHaveClass( /is-loader/ );
	// Loaded, and the view script's observer has had two frames to answer.
	await page.waitForLoadState( 'load' );
	await page.evaluate(
		() =>
			new Promise( ( resolve ) =>
				requestAnimationFrame( () => requestAnimationFrame( resolve ) )
			)
	);
	expect( loaderRequests ).toEqual( [] );
	await expect( third.locator( 'script' ) ).toHaveCount( 0 );
	await third.scrollIntoViewIfNeeded();
	await expect( third.locator( 'script' ) ).toHaveAttribute(
		'src',
		'https://www.opentable.com/widget/reservation/loader?type=standard&theme=tall&iframe=false&domain=com&lang=en-US&newtab=false&rid=1779'
	);
	await expect
		.poll( () => loaderRequests )
		.toEqual( [
			'https://www.opentable.com/widget/reservation/loader?type=standard&theme=tall&iframe=false&domain=com&lang=en-US&newtab=false&rid=1779',
		] );
	// The loader put the widget after itself, inside the block.
	await expect(
		third.frameLocator( 'iframe' ).getByText( 'Restaurant 1779' )
	).toBeVisible();
	await expect( third.getByRole( 'link' ) ).toHaveText(
		'Make a reservation on OpenTable'
	);

	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );
