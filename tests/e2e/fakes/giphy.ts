/**
 * A fake GIPHY API, as its reference documents it
 * (https://developers.giphy.com/docs/api/endpoint, "Search Endpoint", "Get
 * GIF by ID"; https://developers.giphy.com/docs/api/schema for the GIF
 * object and the Meta object):
 *
 * - GET /v1/gifs/search?api_key=&q=&limit=&offset=&rating= → { data: [ GIF ],
 *   pagination: { total_count, count, offset }, meta: { status, msg, response_id } }
 * - GET /v1/gifs/{gif_id}?api_key= → { data: GIF, meta }
 * - Without a valid api_key: 401 { meta: { status: 401, msg: "No API key found in request." } }
 *   (an unknown key: 403).
 */
import { startFake, type Fake } from './fake-server';

export const GIPHY_KEY = 'giphy-e2e-key-0123456789abcdef';

const GIFS = [
	{
		id: 'mlvseq9yvZhba',
		title: 'Cat Typing GIF',
		width: '480',
		height: '270',
	},
	{
		id: 'JIX9t2j0ZTN9S',
		title: 'Cat Stare GIF',
		width: '400',
		height: '400',
	},
];

export async function startGiphyFake(): Promise< Fake > {
	return startFake( ( request, self ) => {
		const gif = ( entry: ( typeof GIFS )[ 0 ] ) => ( {
			type: 'gif',
			id: entry.id,
			url: `https://giphy.com/gifs/${ entry.id }`,
			slug: entry.id,
			title: entry.title,
			rating: 'g',
			embed_url: `https://giphy.com/embed/${ entry.id }`,
			images: {
				original: {
					url: `${ self.url }/media/${ entry.id }.gif`,
					width: entry.width,
					height: entry.height,
				},
				fixed_width_still: {
					url: `${ self.url }/media/${ entry.id }_s.gif`,
					width: '200',
					height: '113',
				},
			},
		} );
		const meta = ( status: number, msg: string ) => ( {
			status,
			msg,
			response_id: 'fake0123456789',
		} );
		if ( request.method !== 'GET' ) {
			self.violations.push( `${ request.method } ${ request.path }` );
			return {
				status: 405,
				json: { meta: meta( 405, 'Method Not Allowed' ) },
			};
		}
		const key = request.query.get( 'api_key' );
		if ( ! key ) {
			return {
				status: 401,
				json: { meta: meta( 401, 'No API key found in request.' ) },
			};
		}
		if ( key !== GIPHY_KEY ) {
			return { status: 403, json: { meta: meta( 403, 'Forbidden' ) } };
		}
		if ( request.path === '/v1/gifs/search' ) {
			const q = ( request.query.get( 'q' ) ?? '' ).toLowerCase();
			const limit = Number( request.query.get( 'limit' ) ?? 25 );
			const offset = Number( request.query.get( 'offset' ) ?? 0 );
			if ( ! q || limit > 50 ) {
				self.violations.push( 'search without q or limit > 50' );
			}
			const found = GIFS.filter( ( entry ) =>
				entry.title.toLowerCase().includes( q.replace( /s$/, '' ) )
			);
			const page = found.slice( offset, offset + limit );
			return {
				status: 200,
				json: {
					data: page.map( gif ),
					pagination: {
						total_count: found.length,
						count: page.length,
						offset,
					},
					meta: meta( 200, 'OK' ),
				},
			};
		}
		const one = request.path.match( /^\/v1\/gifs\/([A-Za-z0-9]+)$/ );
		const entry =
			one && GIFS.find( ( candidate ) => candidate.id === one[ 1 ] );
		if ( entry ) {
			return {
				status: 200,
				json: { data: gif( entry ), meta: meta( 200, 'OK' ) },
			};
		}
		return {
			status: 404,
			json: { data: [], meta: meta( 404, 'Not Found' ) },
		};
	} );
}
