/**
 * Fakes of the external media picker's stock photo services, as their
 * references document them:
 *
 * - Openverse (https://api.openverse.org/v1/, "images_search" and
 *   "images_retrieve"): GET /v1/images/?q=&page=&page_size= (anonymous:
 *   page_size at most 20, else 401 with { detail }) → { result_count,
 *   page_count, page_size, page, results: [ image ] }; GET
 *   /v1/images/{id}/ → image; no authentication.
 * - Pexels (https://www.pexels.com/api/documentation/, "Search for Photos",
 *   "Get a Photo"): Authorization: <key> (no scheme), else 401 { error };
 *   GET /v1/search?query=&per_page=&page= (per_page at most 80) →
 *   { page, per_page, total_results, photos: [ photo ], next_page? };
 *   GET /v1/photos/{id} → photo.
 *
 * The image files are served by the fake too (/files/…); one Openverse
 * result's file is an HTML page, which the copy must refuse.
 */
import fs from 'fs';
import path from 'path';
import { startFake, type Fake } from './fake-server';

export const PEXELS_KEY = 'pexels-e2e-key-0123456789';

const PNG = fs.readFileSync(
	path.resolve(
		__dirname,
		'../../../php-stubs/assets/external-media/stock-ocean-1.png'
	)
);

export const OPENVERSE_IMAGES = [
	{
		id: '4bc43a04-ef46-4544-a0c1-63c63f56e276',
		title: 'Lighthouse at dawn',
		creator: 'Ana Keeper',
		license: 'by',
		license_version: '4.0',
		file: 'lighthouse.png',
	},
	{
		id: '9f1e2d3c-4b5a-4697-8877-665544332211',
		title: 'Harbour lights',
		creator: 'Sam Sailor',
		license: 'cc0',
		license_version: '1.0',
		file: 'harbour.png',
	},
	{
		id: '0a0b0c0d-1e1f-4a4b-8c8d-9e9f0a0b0c0d',
		title: 'Not a picture',
		creator: 'Someone',
		license: 'by',
		license_version: '4.0',
		file: 'page.html',
	},
];

function serveFile( name: string ) {
	return name.endsWith( '.png' )
		? {
				status: 200,
				headers: { 'Content-Type': 'image/png' },
				body: PNG,
		  }
		: {
				// Claims to be an image; the bytes say otherwise.
				status: 200,
				headers: { 'Content-Type': 'image/jpeg' },
				body: '<!DOCTYPE html><title>Not an image</title>',
		  };
}

export async function startOpenverseFake(): Promise< Fake > {
	return startFake( ( request, self ) => {
		const openverseImage = (
			image: ( typeof OPENVERSE_IMAGES )[ 0 ]
		) => ( {
			id: image.id,
			title: image.title,
			creator: image.creator,
			license: image.license,
			license_version: image.license_version,
			url: `${ self.url }/files/${ image.file }`,
			thumbnail: `${ self.url }/v1/images/${ image.id }/thumb/`,
			foreign_landing_url: `https://example.org/${ image.id }`,
			provider: 'flickr',
			source: 'flickr',
		} );
		if ( request.method !== 'GET' ) {
			self.violations.push( `${ request.method } ${ request.path }` );
			return { status: 405, json: { detail: 'Method not allowed.' } };
		}
		if ( request.path.startsWith( '/files/' ) ) {
			return serveFile( request.path.slice( 7 ) );
		}
		if ( request.path === '/v1/images/' ) {
			const pageSize = Number( request.query.get( 'page_size' ) ?? 20 );
			if ( pageSize > 20 ) {
				self.violations.push( 'page_size over 20 without a token' );
				return {
					status: 401,
					json: {
						detail: 'Authentication credentials were not provided.',
					},
				};
			}
			const q = ( request.query.get( 'q' ) ?? '' ).toLowerCase();
			const results = OPENVERSE_IMAGES.filter( ( image ) =>
				q
					.split( /\s+/ )
					.every( ( word ) =>
						image.title.toLowerCase().includes( word )
					)
			);
			return {
				status: 200,
				json: {
					result_count: results.length,
					page_count: Math.ceil( results.length / pageSize ),
					page_size: pageSize,
					page: Number( request.query.get( 'page' ) ?? 1 ),
					results: results.map( openverseImage ),
					warnings: [],
				},
			};
		}
		const thumb = request.path.match( /^\/v1\/images\/([^/]+)\/thumb\/$/ );
		if ( thumb ) {
			return serveFile( 'thumb.png' );
		}
		const one = request.path.match( /^\/v1\/images\/([^/]+)\/$/ );
		const image =
			one && OPENVERSE_IMAGES.find( ( i ) => i.id === one[ 1 ] );
		if ( image ) {
			return { status: 200, json: openverseImage( image ) };
		}
		return { status: 404, json: { detail: 'Not found.' } };
	} );
}

export const PEXELS_PHOTOS = [
	{
		id: 2014422,
		alt: 'Brown rocks during golden hour',
		photographer: 'Joey Farina',
	},
	{
		id: 1108099,
		alt: 'Two yellow labrador retriever puppies',
		photographer: 'Chevanon Photography',
	},
];

export async function startPexelsFake(): Promise< Fake > {
	return startFake( ( request, self ) => {
		const photo = ( entry: ( typeof PEXELS_PHOTOS )[ 0 ] ) => {
			const file = `${ self.url }/files/pexels-${ entry.id }.png`;
			return {
				id: entry.id,
				width: 3024,
				height: 3024,
				url: `https://www.pexels.com/photo/${ entry.id }/`,
				photographer: entry.photographer,
				photographer_url: 'https://www.pexels.com/@someone',
				avg_color: '#978E82',
				alt: entry.alt,
				src: {
					original: file,
					large2x: file,
					large: file,
					medium: file,
					small: file,
					tiny: file,
				},
			};
		};
		if ( request.path.startsWith( '/files/' ) ) {
			return serveFile( request.path.slice( 7 ) );
		}
		if ( request.headers.authorization !== PEXELS_KEY ) {
			return { status: 401, json: { error: 'Unauthorized' } };
		}
		if ( request.method === 'GET' && request.path === '/v1/search' ) {
			const perPage = Number( request.query.get( 'per_page' ) ?? 15 );
			if ( ! request.query.get( 'query' ) || perPage > 80 ) {
				self.violations.push( 'search without query or per_page > 80' );
				return { status: 400, json: { error: 'Bad request' } };
			}
			return {
				status: 200,
				json: {
					page: Number( request.query.get( 'page' ) ?? 1 ),
					per_page: perPage,
					total_results: PEXELS_PHOTOS.length,
					photos: PEXELS_PHOTOS.map( photo ),
				},
			};
		}
		const one = request.path.match( /^\/v1\/photos\/(\d+)$/ );
		const entry =
			one && PEXELS_PHOTOS.find( ( p ) => String( p.id ) === one[ 1 ] );
		if ( request.method === 'GET' && entry ) {
			return { status: 200, json: photo( entry ) };
		}
		return { status: 404, json: { error: 'Not found' } };
	} );
}
