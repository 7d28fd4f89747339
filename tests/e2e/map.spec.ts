/**
 * The map block (spec 2 "Map") as an author uses it, with the map service
 * (api.mapbox.com: style, tiles, geocoding) answered by the recorded files
 * the local stand-in serves too (php-stubs/assets/map/: a small raster
 * style, a few KB of tiles, geocoding answers for a handful of places).
 *
 * From no key: the token-needed placeholder (Set Token disabled while
 * empty), a token is set; a place search adds Golden Gate Park, Ferry
 * Building and Golden Gate Bridge (zoom locked with its help text); the
 * Ferry Building's caption is edited in its popup; the bridge is deleted.
 * Published and reopened: valid, with the two markers. The visitor gets the
 * interactive map (Chromium here renders WebGL with SwiftShader; the test
 * asserts which of map or fallback it got) with two pins whose popup shows
 * the edited caption, and the saved list of markers in the markup.
 */
import fs from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import {
	editorBlocks,
	expect,
	test,
	SHOTS,
	newPostFromInserter,
} from './orbit-blocks';

const RECORDED = path.resolve( __dirname, '../../php-stubs/assets/map' );
const TOKEN = 'pk.eyJ1Ijoib3JiaXQifQ.orbit-e2e-token';
const CORS = { 'access-control-allow-origin': '*' };

interface Feature {
	id: string;
	place_name: string;
}

/** The recorded places whose names hold every word typed (as the stand-in). */
function places( query: string ): Feature[] {
	const { features } = JSON.parse(
		fs.readFileSync( path.join( RECORDED, 'geocoding.json' ), 'utf8' )
	) as { features: Feature[] };
	const words = query
		.toLowerCase()
		.split( /[^\p{L}\p{N}]+/u )
		.filter( Boolean );
	return features.filter( ( feature ) => {
		const names = feature.place_name
			.toLowerCase()
			.split( /[^\p{L}\p{N}]+/u );
		return (
			words.length > 0 &&
			words.every( ( word ) =>
				names.some( ( name ) => name.startsWith( word ) )
			)
		);
	} );
}

/** api.mapbox.com from the recordings; what was asked, for the checks. */
async function answerMapbox( page: Page ) {
	const asked: string[] = [];
	const context = page.context();
	// Anything else of the service (sessions, events): nothing.
	await context.route( 'https://api.mapbox.com/**', ( route ) => {
		asked.push( new URL( route.request().url() ).pathname );
		return route.fulfill( { status: 204, headers: CORS, body: '' } );
	} );
	await context.route(
		/^https:\/\/api\.mapbox\.com\/styles\/v1\/mapbox\/[\w-]+\?/,
		( route ) => {
			asked.push( new URL( route.request().url() ).pathname );
			const body = fs
				.readFileSync( path.join( RECORDED, 'style.json' ), 'utf8' )
				.replaceAll( '{tiles}', 'https://api.mapbox.com/orbit-tiles/' )
				.replaceAll( '{style}', 'default' );
			return route.fulfill( {
				status: 200,
				contentType: 'application/json',
				headers: CORS,
				body,
			} );
		}
	);
	await context.route(
		/^https:\/\/api\.mapbox\.com\/orbit-tiles\//,
		( route ) => {
			const file =
				new URL( route.request().url() ).pathname.split( '/' ).pop() ??
				'';
			return route.fulfill( {
				status: 200,
				contentType: 'image/png',
				headers: CORS,
				body: fs.readFileSync(
					path.join( RECORDED, path.basename( file ) )
				),
			} );
		}
	);
	await context.route(
		/^https:\/\/api\.mapbox\.com\/geocoding\/v5\/mapbox\.places\//,
		( route ) => {
			const url = new URL( route.request().url() );
			asked.push( url.pathname );
			const query = decodeURIComponent(
				url.pathname.replace( /^.*\/mapbox\.places\/(.+)\.json$/, '$1' )
			);
			const found = places( query ).slice(
				0,
				Number( url.searchParams.get( 'limit' ) ?? 5 )
			);
			return route.fulfill( {
				status: 200,
				contentType: 'application/json',
				headers: CORS,
				body: JSON.stringify( {
					type: 'FeatureCollection',
					features: found,
				} ),
			} );
		}
	);
	return asked;
}

test( 'an author sets a token, adds markers by place search, edits and deletes; visitors see the map', async ( {
	admin,
	editor,
	page,
	requestUtils,
	problems: { php, errors },
} ) => {
	await requestUtils.rest( {
		path: '/wpcom/v2/service-api-keys/mapbox',
		method: 'DELETE',
	} );
	const asked = await answerMapbox( page );
	const block = await newPostFromInserter(
		{ admin, editor, page },
		'Our San Francisco',
		'jetpack/map'
	);

	// Token needed: Set Token waits for a value.
	const setToken = block.getByRole( 'button', { name: 'Set Token' } );
	await expect( setToken ).toBeDisabled( { timeout: 60_000 } );
	await block
		.getByRole( 'textbox', { name: 'Mapbox Access Token' } )
		.fill( TOKEN );
	await setToken.click();

	// Ready: the map draws (or says it cannot), the search is open.
	const status = block.locator( '.wp-block-jetpack-map__map' );
	await expect( status ).toHaveAttribute( 'data-status', /ready|failed/, {
		timeout: 60_000,
	} );
	// Chromium here draws WebGL (SwiftShader): the editor shows the map.
	await expect( status ).toHaveAttribute( 'data-status', 'ready' );
	const search = block.getByRole( 'textbox', { name: 'Add a marker' } );
	const openSearch = () =>
		page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: 'Add a marker' } )
			.click();
	const addPlace = async ( text: string, name: string ) => {
		await search.fill( text );
		await block.getByRole( 'option', { name } ).click();
		await expect( search ).toBeHidden();
	};
	await addPlace(
		'golden gate',
		'Golden Gate Park, San Francisco, California 94117, United States'
	);
	await openSearch();
	await addPlace(
		'ferry',
		'Ferry Building, 1 Ferry Building, San Francisco, California 94111, United States'
	);
	await openSearch();
	await addPlace(
		'golden',
		'Golden Gate Bridge, San Francisco, California 94129, United States'
	);

	// Three markers: the zoom follows them.
	await expect(
		page.getByText(
			'The zoom level is set automatically to show all markers.'
		)
	).toBeVisible();
	const markersPanel = page.locator( '.wp-block-jetpack-map__markers-list' );
	await expect(
		markersPanel.getByRole( 'button', { name: /^Remove/ } )
	).toHaveCount( 3 );

	// A marker's popup opens from its pin.
	const openMarker = ( title: string ) =>
		block.getByRole( 'button', { name: title, exact: true } ).click();
	await openMarker( 'Ferry Building' );
	const popup = block.getByRole( 'dialog', { name: 'Ferry Building' } );
	await popup
		.getByRole( 'textbox', { name: 'Marker Caption' } )
		.fill( 'Saturday farmers market' );
	await popup.getByRole( 'button', { name: 'Close' } ).click();
	await openMarker( 'Golden Gate Bridge' );
	await block
		.getByRole( 'dialog', { name: 'Golden Gate Bridge' } )
		.getByRole( 'button', { name: 'Delete Marker' } )
		.click();
	await expect(
		markersPanel.getByRole( 'button', { name: /^Remove/ } )
	).toHaveCount( 2 );
	await page.screenshot( { path: `${ SHOTS }/map-editor.png` } );

	const postId = await editor.publishPost();
	await page.reload();
	await expect( block ).toHaveCount( 1, { timeout: 60_000 } );
	const [ [ name, valid, attributes ] ] = await editorBlocks( page );
	expect( [ name, valid ] ).toEqual( [ 'jetpack/map', true ] );
	expect(
		(
			attributes.points as Array< { title: string; caption: string } >
		 ).map( ( point ) => [ point.title, point.caption ] )
	).toEqual( [
		[
			'Golden Gate Park',
			'Golden Gate Park, San Francisco, California 94117, United States',
		],
		[ 'Ferry Building', 'Saturday farmers market' ],
	] );
	expect( attributes.showFullscreenButton ).toBe( true );
	await expect(
		editor.canvas.getByText( 'unexpected or invalid content' )
	).toHaveCount( 0 );
	expect( asked ).toEqual(
		expect.arrayContaining( [
			'/styles/v1/mapbox/streets-v12',
			'/geocoding/v5/mapbox.places/ferry.json',
		] )
	);

	// Visitors. The page as served has none of mapbox-gl's stylesheet (it
	// would block rendering): neither inline nor in a stylesheet of ours.
	const served = await ( await page.request.get( `/?p=${ postId }` ) ).text();
	expect( served ).not.toContain( '.mapboxgl-' );
	const ourStyles = Array.from(
		served.matchAll( /<link[^>]+href='([^']*orbit[^']*\.css[^']*)'/g ),
		( match ) => match[ 1 ].replace( /&#038;/g, '&' )
	);
	for ( const href of ourStyles ) {
		const css = await ( await page.request.get( href ) ).text();
		expect( {
			href,
			hasMapboxRules: css.includes( '.mapboxgl-' ),
		} ).toEqual( { href, hasMapboxRules: false } );
	}
	await page.goto( `/?p=${ postId }` );
	const map = page.locator( '.wp-block-jetpack-map' );
	// The saved list is the static fallback, in the markup either way.
	await expect( map.locator( 'ul > li > a' ) ).toHaveText( [
		'Golden Gate Park',
		'Ferry Building',
	] );
	await expect( map ).toHaveClass( /is-interactive|is-static/, {
		timeout: 60_000,
	} );
	// Chromium here draws WebGL (SwiftShader): the interactive map, not the
	// fallback.
	await expect( map ).toHaveClass( /is-interactive/ );
	await expect( map.locator( 'canvas.mapboxgl-canvas' ) ).toBeVisible();
	await expect(
		map.getByRole( 'button', { name: 'Enter fullscreen' } )
	).toBeVisible();
	const pins = map.locator( '.wp-block-jetpack-map-marker' );
	await expect( pins ).toHaveCount( 2 );
	// mapbox-gl's stylesheet came with the library: its markers are placed.
	await expect( pins.first() ).toHaveCSS( 'position', 'absolute' );
	await map.getByRole( 'button', { name: 'Ferry Building' } ).click();
	await expect( map.locator( '.mapboxgl-popup' ) ).toContainText(
		'Saturday farmers market'
	);
	await page.screenshot( { path: `${ SHOTS }/map-front-end.png` } );
	// The local provider: a key that is not public is refused, keeping the
	// saved one; the alternate provider's token route says it has none; the
	// stand-in of the map service answers the recorded place and refuses a
	// request without a token, as the service does.
	await expect(
		requestUtils.rest( {
			path: '/wpcom/v2/service-api-keys/mapbox',
			method: 'POST',
			data: { service_api_key: 'sk.secret.key' },
		} )
	).rejects.toMatchObject( { code: 'invalid_key' } );
	expect(
		await requestUtils.rest( { path: '/wpcom/v2/service-api-keys/mapbox' } )
	).toEqual( { service_api_key: TOKEN, service_api_key_source: 'site' } );
	const mapkit = await page.request.get( '/wp-json/wpcom/v2/mapkit' );
	expect( mapkit.status() ).toBe( 404 );
	const standIn = '/wp-json/orbit-blocks/v1/stand-in/mapbox';
	const paris = await page.request.get(
		`${ standIn }/geocoding/v5/mapbox.places/paris.json?access_token=${ TOKEN }&limit=1`
	);
	expect( ( await paris.json() ).features ).toEqual( [
		expect.objectContaining( {
			text: 'Paris',
			center: [ 2.35183, 48.85658 ],
		} ),
	] );
	const style = await page.request.get(
		`${ standIn }/styles/v1/mapbox/satellite-streets-v12?access_token=${ TOKEN }`
	);
	expect( ( await style.json() ).sources.base.tiles[ 0 ] ).toMatch(
		/\/assets\/map\/tile-satellite\.png\?\{z\}-\{x\}-\{y\}$/
	);
	const refused = await page.request.get(
		`${ standIn }/styles/v1/mapbox/streets-v12`
	);
	expect( refused.status() ).toBe( 401 );
	// Leave the site as it was: no key.
	await requestUtils.rest( {
		path: '/wpcom/v2/service-api-keys/mapbox',
		method: 'DELETE',
	} );
	expect( php.read() ).toEqual( [] );
	expect( errors ).toEqual( [] );
} );
