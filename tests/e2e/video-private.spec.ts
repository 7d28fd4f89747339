/**
 * Private videos (privacy_setting 1; php-stubs/includes/video/): once a
 * video is made private, a visitor gets neither its file (moved out of the
 * public uploads, its old address gone), nor its entry in the media route's
 * list or item, nor the file through the handler; the administrator who
 * made it private still fetches it through the handler, by byte ranges as
 * a player seeks, and plays it in a <video>. Made public again, the file is
 * back at a public address.
 */
import fs from 'fs';
import path from 'path';
import { expect, test, watchPhpLog } from './orbit-blocks';

const CLIP = path.join( __dirname, 'fixtures/video/clip.webm' );

interface Media {
	id: number;
	source_url: string;
}

test( 'a private video is served only to those who may watch it', async ( {
	page,
	browser,
	baseURL,
	requestUtils,
} ) => {
	const php = watchPhpLog();
	const clip = fs.readFileSync( CLIP );
	const media = ( await requestUtils.uploadMedia( CLIP ) ) as Media;
	const publicUrl = media.source_url;
	const setPrivacy = ( privacy: number ) =>
		requestUtils.rest( {
			method: 'POST',
			path: '/wpcom/v2/videopress/meta',
			data: { id: media.id, privacy_setting: privacy },
		} );
	const visitor = await browser.newContext( {
		baseURL,
		storageState: { cookies: [], origins: [] },
	} );
	expect( ( await visitor.request.get( publicUrl ) ).status() ).toBe( 200 );

	await setPrivacy( 1 );

	// The administrator's media route gives the handler's address.
	const own = ( await requestUtils.rest( {
		path: `/wp/v2/media/${ media.id }`,
	} ) ) as Media;
	expect( own.source_url ).toMatch(
		new RegExp( `[?&]orbit-video=${ media.id }$` )
	);
	const handler = own.source_url;

	// A visitor: the old address is gone, the media route knows nothing,
	// the handler refuses.
	expect( ( await visitor.request.get( publicUrl ) ).status() ).toBe( 404 );
	const list = await visitor.request.get(
		`/?rest_route=/wp/v2/media&media_type=video&per_page=100`
	);
	expect( list.status() ).toBe( 200 );
	const listed = ( await list.json() ) as Media[];
	expect( listed.map( ( item ) => item.id ) ).not.toContain( media.id );
	expect( await list.text() ).not.toContain( 'orbit-private-videos' );
	expect(
		(
			await visitor.request.get(
				`/?rest_route=/wp/v2/media/${ media.id }`
			)
		).status()
	).toBe( 404 );
	const refused = await visitor.request.get( handler );
	expect( refused.status() ).toBe( 404 );
	expect( ( await refused.body() ).includes( clip.subarray( 0, 64 ) ) ).toBe(
		false
	);
	// The former fixed private folder is no more (the folder now has a
	// random name that no answer gives: tests/e2e-hostile/findings-media.spec.ts).
	const folder = publicUrl.replace(
		/\/wp-content\/uploads\/.*$/,
		'/wp-content/uploads/orbit-private-videos/'
	);
	expect( ( await visitor.request.get( folder ) ).status() ).toBe( 404 );

	// The administrator: the file through the handler, whole or by ranges.
	const whole = await page.request.get( handler );
	expect( whole.status() ).toBe( 200 );
	expect( whole.headers()[ 'content-type' ] ).toBe( 'video/webm' );
	expect( whole.headers()[ 'accept-ranges' ] ).toBe( 'bytes' );
	expect( Buffer.compare( await whole.body(), clip ) ).toBe( 0 );
	const part = await page.request.get( handler, {
		headers: { Range: 'bytes=100-199' },
	} );
	expect( part.status() ).toBe( 206 );
	expect( part.headers()[ 'content-range' ] ).toBe(
		`bytes 100-199/${ clip.length }`
	);
	expect(
		Buffer.compare( await part.body(), clip.subarray( 100, 200 ) )
	).toBe( 0 );
	const beyond = await page.request.get( handler, {
		headers: { Range: `bytes=${ clip.length }-` },
	} );
	expect( beyond.status() ).toBe( 416 );

	// …and plays it in a player, which the visitor cannot.
	const play = async ( target: typeof page ) => {
		await target.goto( '/' );
		return target.evaluate(
			( src ) =>
				new Promise< string >( ( resolve ) => {
					const video = document.createElement( 'video' );
					video.muted = true;
					video.onloadedmetadata = () =>
						resolve( `loaded ${ video.videoWidth }` );
					video.onerror = () => resolve( 'error' );
					video.src = src;
				} ),
			handler
		);
	};
	expect( await play( page ) ).toMatch( /^loaded [1-9]\d*$/ );
	const visitorPage = await visitor.newPage();
	expect( await play( visitorPage ) ).toBe( 'error' );

	// Public again: back at a public address.
	await setPrivacy( 0 );
	const back = ( await requestUtils.rest( {
		path: `/wp/v2/media/${ media.id }`,
	} ) ) as Media;
	expect( back.source_url ).toMatch( /\/wp-content\/uploads\/.+\.webm$/ );
	expect( ( await visitor.request.get( back.source_url ) ).status() ).toBe(
		200
	);
	await visitor.close();
	await requestUtils.deleteMedia( media.id );
	expect( php.read() ).toEqual( [] );
} );
