/**
 * Every REST route of ours describes its arguments, and WordPress checks them
 * (docs/security.md, REST capabilities).
 *
 * Why: docs/decisions.md, "REST arguments are checked by their schema".
 *
 * - OPTIONS on each route of our namespaces (read from the site's index)
 *   answers its schema: the methods and, for each argument, its type. The
 *   video upload server is the exception: there OPTIONS is the tus
 *   protocol's own question (204 and the Tus-Version header).
 * - For every route and method that has arguments, one request with one
 *   argument of the wrong form (every other required one well formed) gets
 *   WordPress's standard refusal: 400 `rest_invalid_param` naming that
 *   argument. WordPress checks arguments before the permission callback, so
 *   a visitor's request is enough. A route or method with arguments but no
 *   row below fails the test, and so does a row that matches nothing.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './orbit-blocks';
import { OUR_NAMESPACES } from './rest-namespaces';

/** Routes whose OPTIONS is a protocol's, not the schema (tus 1.0.0): their addresses. */
const TUS_ROUTES: Record< string, string > = {
	'/orbit-blocks/v1/videos/uploads': '/orbit-blocks/v1/videos/uploads',
	'/orbit-blocks/v1/videos/uploads/(?P<id>[a-f0-9]{32})': `/orbit-blocks/v1/videos/uploads/${ 'a'.repeat(
		32
	) }`,
};

type Method = 'GET' | 'POST' | 'DELETE';

interface BadRequest {
	/** The argument sent in the wrong form. */
	param: string;
	/** The address called, when the route has parameters in its path. */
	path?: string;
	/** Query arguments (GET) or JSON body (others): the bad one and the required others. */
	data: Record< string, unknown >;
}

const GUID = 'ZZZZZZZZ';
const SETTINGS = '/orbit-blocks/v1/settings';
const STAND_IN = '/orbit-blocks/v1/stand-in';

/** `<METHOD> <route as the index lists it>` → one request it must refuse. */
const BAD: Record< string, BadRequest > = {
	// wpcom/v2
	'POST /wpcom/v2/ai/ai-assistant-feature': {
		param: 'upgrade-type',
		data: { 'upgrade-type': 'platinum' },
	},
	'POST /wpcom/v2/jetpack-ai-query': {
		param: 'messages',
		data: { messages: [ 'not a message object' ] },
	},
	'POST /wpcom/v2/ai/images/generations': {
		param: 'n',
		data: { prompt: 'A lighthouse', n: 5 },
	},
	'GET /wpcom/v2/external-media/list/(?P<service>google_photos|pexels|openverse)':
		{
			param: 'number',
			path: '/wpcom/v2/external-media/list/pexels',
			data: { number: 101 },
		},
	'POST /wpcom/v2/external-media/copy/(?P<service>google_photos|pexels|openverse)':
		{
			param: 'external_ids',
			path: '/wpcom/v2/external-media/copy/pexels',
			data: { external_ids: [] },
		},
	'GET /wpcom/v2/instagram-gallery/gallery': {
		param: 'access_token',
		data: { access_token: 'not-a-number' },
	},
	'POST /wpcom/v2/mailchimp/subscribe': {
		param: 'email',
		data: { email: 'not-an-email' },
	},
	'POST /wpcom/v2/service-api-keys/mapbox': {
		param: 'service_api_key',
		data: { service_api_key: [ 'pk.a.b' ] },
	},
	'GET /wpcom/v2/memberships/status': {
		param: 'type',
		data: { type: 'everything' },
	},
	'POST /wpcom/v2/memberships/product': {
		param: 'currency',
		data: { title: 'Gold', price: 5, currency: 'dollars' },
	},
	'POST /wpcom/v2/memberships/products': {
		param: 'currency',
		data: { type: 'donation', currency: 'US' },
	},
	'GET /wpcom/v2/related-posts/preview': {
		param: 'categories',
		data: { post_id: 1, categories: '1;DROP' },
	},
	'GET /wpcom/v2/resolve-redirect': {
		param: 'url',
		data: { url: 'javascript:alert(1)' },
	},
	'POST /wpcom/v2/videopress/meta': {
		param: 'rating',
		data: { id: 1, rating: 'X' },
	},

	// jetpack/v4
	'POST /jetpack/v4/connection': {
		param: 'isActive',
		data: { isActive: 'maybe' },
	},
	'POST /jetpack/v4/connection/register': {
		param: 'no_iframe',
		data: {
			registration_nonce: 'x',
			redirect_uri: '/',
			no_iframe: 'maybe',
		},
	},
	'GET /jetpack/v4/connection/authorize_url': {
		param: 'redirect_uri',
		data: { 'redirect_uri[]': '/' },
	},
	'POST /jetpack/v4/connection/user': {
		param: 'linked',
		data: { linked: 'maybe' },
	},
	'GET /jetpack/v4/contact-form/feedback': {
		param: 'source',
		data: { source: -1 },
	},
	'POST /jetpack/v4/module/(?P<slug>[a-z0-9-]+)/active': {
		param: 'active',
		path: '/jetpack/v4/module/stats/active',
		data: { active: 'maybe' },
	},
	'POST /jetpack/v4/tracking/settings': {
		param: 'tracks_opt_out',
		data: { tracks_opt_out: 'maybe' },
	},

	// orbit-blocks/v1
	[ `POST ${ SETTINGS }` ]: {
		param: 'remove',
		data: { remove: [ 'no_such_field' ] },
	},
	// The path admits no bad name; a body's value comes before the path's.
	[ `POST ${ SETTINGS }/test/(?P<section>[a-z0-9_-]{1,32})` ]: {
		param: 'section',
		path: `${ SETTINGS }/test/images`,
		data: { section: [ 'images' ] },
	},
	[ `DELETE ${ SETTINGS }/(?P<field>[a-z0-9_]{1,64})` ]: {
		param: 'field',
		path: `${ SETTINGS }/no_such_field`,
		data: {},
	},
	// One endpoint for its three methods: the arguments are checked on each.
	'GET /orbit-blocks/v1/ai-server': {
		param: 'model',
		data: { 'model[]': 'm' },
	},
	'POST /orbit-blocks/v1/ai-server': {
		param: 'model',
		data: { model: [ 'm' ] },
	},
	'DELETE /orbit-blocks/v1/ai-server': {
		param: 'url',
		data: { url: [ 'http://127.0.0.1:9/v1' ] },
	},
	'GET /orbit-blocks/v1/stripe/checkout': {
		param: 'amount',
		data: { plan: 1, amount: '1e3' },
	},
	'GET /orbit-blocks/v1/google-photos/media/(?P<id>[A-Za-z0-9_-]{1,200})': {
		param: 'size',
		path: '/orbit-blocks/v1/google-photos/media/abc',
		data: { size: 'huge' },
	},
	'GET /orbit-blocks/v1/gif/search': {
		param: 'limit',
		data: { q: 'cats', limit: 51 },
	},

	// rest/v1.1 (the video service)
	'POST /rest/v1.1/videos/(?P<guid>[A-Za-z0-9]{8})/poster': {
		param: 'at_time',
		path: `/rest/v1.1/videos/${ GUID }/poster`,
		data: { at_time: -1 },
	},
	'POST /rest/v1.1/videos/(?P<guid>[A-Za-z0-9]{8})/tracks': {
		param: 'srclang',
		path: `/rest/v1.1/videos/${ GUID }/tracks`,
		data: { kind: 'captions', srclang: 'english!' },
	},
	'POST /rest/v1.1/videos/(?P<guid>[A-Za-z0-9]{8})/tracks/delete': {
		param: 'kind',
		path: `/rest/v1.1/videos/${ GUID }/tracks/delete`,
		data: { kind: 'karaoke', srclang: 'en' },
	},

	// Stand-ins of third-party services: types only.
	[ `GET ${ STAND_IN }/gif/search` ]: {
		param: 'limit',
		data: { api_key: 'k', q: 'cats', limit: 'many' },
	},
	[ `GET ${ STAND_IN }/gif/(?P<id>[A-Za-z0-9]{1,64})` ]: {
		param: 'api_key',
		path: `${ STAND_IN }/gif/abc`,
		data: { 'api_key[]': 'k' },
	},
	[ `GET ${ STAND_IN }/mapbox/styles/v1/mapbox/(?P<style>[a-z0-9-]{1,40})` ]:
		{
			param: 'access_token',
			path: `${ STAND_IN }/mapbox/styles/v1/mapbox/streets-v12`,
			data: { 'access_token[]': 'pk.a.b' },
		},
	[ `GET ${ STAND_IN }/mapbox/geocoding/v5/mapbox.places/(?P<query>[^/]{1,200})\\.json` ]:
		{
			param: 'limit',
			path: `${ STAND_IN }/mapbox/geocoding/v5/mapbox.places/ferry.json`,
			data: { limit: 'ten' },
		},
	[ `GET ${ STAND_IN }/pinterest/v3/pidgets/pins/info` ]: {
		param: 'pin_ids',
		data: { 'pin_ids[]': '1' },
	},
	[ `GET ${ STAND_IN }/opentable/restaurant-search` ]: {
		param: 'pageSize',
		data: { query: 'x', pageSize: 'all' },
	},
	[ `GET ${ STAND_IN }/plans-checkout/(?P<site>[^/]+)/(?P<plan>[a-z0-9_-]+)` ]:
		{
			param: 'redirect_to',
			path: `${ STAND_IN }/plans-checkout/1/jetpack_premium`,
			data: { 'redirect_to[]': '/' },
		},
};

interface Endpoint {
	methods: string[];
	args: Record< string, { type?: unknown; required?: boolean } >;
}
interface RouteData {
	namespace: string;
	endpoints: Endpoint[];
}

/** A value for each path parameter that its pattern accepts. */
const SAMPLE: Record< string, string > = {
	board: 'cakes',
	field: 'mapbox_token',
	guid: GUID,
	id: '1',
	parent: '1',
	plan: 'jetpack_premium',
	query: 'ferry',
	section: 'images',
	service: 'pexels',
	site: '1',
	slug: 'stats',
	style: 'streets-v12',
	token: '1',
	user: 'jane',
};

/** A route's address with its path parameters filled (nested groups too). */
function addressOf( route: string ): string {
	let address = '';
	for ( let i = 0; i < route.length; i++ ) {
		const named = /^\(\?P<([a-z_]+)>/.exec( route.slice( i ) );
		if ( ! named ) {
			address += route[ i ];
			continue;
		}
		let depth = 0;
		let end = i;
		for ( ; end < route.length; end++ ) {
			if ( route[ end ] === '\\' ) {
				end++;
			} else if ( route[ end ] === '(' ) {
				depth++;
			} else if ( route[ end ] === ')' && --depth === 0 ) {
				break;
			}
		}
		address += SAMPLE[ named[ 1 ] ] ?? '1';
		i = end;
	}
	return address.replace( /\\\./g, '.' );
}

/**
 * Our routes, as the site's index lists them. A namespace's own index
 * (`/wpcom/v2`) is WordPress's, arguments included: not listed.
 */
async function ourRoutes(
	request: APIRequestContext
): Promise< Record< string, RouteData > > {
	const index = await request.get( '/wp-json/' );
	expect( index.status() ).toBe( 200 );
	const { routes } = ( await index.json() ) as {
		routes: Record< string, RouteData >;
	};
	return Object.fromEntries(
		Object.entries( routes ).filter(
			( [ route, data ] ) =>
				OUR_NAMESPACES.includes( data.namespace ) &&
				route !== `/${ data.namespace }`
		)
	);
}

/** A visitor: no cookie, no nonce. */
async function visitor( playwright: {
	request: {
		newContext: ( options: object ) => Promise< APIRequestContext >;
	};
} ): Promise< APIRequestContext > {
	return playwright.request.newContext( {
		baseURL: process.env.WP_BASE_URL ?? 'http://127.0.0.1:8889',
		storageState: { cookies: [], origins: [] },
	} );
}

test.describe( 'REST argument schemas', () => {
	test( 'OPTIONS on every route of ours gives its schema, each argument typed', async ( {
		playwright,
	} ) => {
		const request = await visitor( playwright );
		const routes = await ourRoutes( request );
		expect( Object.keys( routes ).length ).toBeGreaterThan( 50 );
		const untyped: string[] = [];
		for ( const [ route, data ] of Object.entries( routes ) ) {
			const tus = TUS_ROUTES[ route ];
			const answer = await request.fetch(
				`/wp-json${ tus ?? addressOf( route ) }`,
				{ method: 'OPTIONS' }
			);
			if ( tus ) {
				expect( answer.status(), route ).toBe( 204 );
				expect( answer.headers()[ 'tus-version' ], route ).toBe(
					'1.0.0'
				);
				continue;
			}
			expect( answer.status(), route ).toBe( 200 );
			expect( answer.headers()[ 'content-type' ], route ).toContain(
				'application/json'
			);
			const schema = ( await answer.json() ) as RouteData & {
				methods: string[];
			};
			expect( schema.namespace, route ).toBe( data.namespace );
			expect( schema.methods.length, route ).toBeGreaterThan( 0 );
			for ( const endpoint of schema.endpoints ) {
				for ( const [ name, arg ] of Object.entries( endpoint.args ) ) {
					if ( ! arg.type ) {
						untyped.push(
							`${ endpoint.methods } ${ route } ${ name }`
						);
					}
				}
			}
		}
		expect( untyped ).toEqual( [] );
		await request.dispose();
	} );

	test( 'one argument of the wrong form gets 400 rest_invalid_param naming it, on every route with arguments', async ( {
		playwright,
	} ) => {
		const request = await visitor( playwright );
		const routes = await ourRoutes( request );
		const withArgs = Object.entries( routes ).flatMap(
			( [ route, data ] ) =>
				data.endpoints
					.filter(
						( endpoint ) => Object.keys( endpoint.args ).length
					)
					.flatMap( ( endpoint ) =>
						endpoint.methods
							.filter( ( method ) =>
								[ 'GET', 'POST', 'DELETE' ].includes( method )
							)
							.map( ( method ) => `${ method } ${ route }` )
					)
		);
		// Every route with arguments has a row, and every row a route.
		expect(
			withArgs.filter( ( key ) => ! BAD[ key ] ),
			'routes with arguments and no row'
		).toEqual( [] );
		expect(
			Object.keys( BAD ).filter( ( key ) => ! withArgs.includes( key ) ),
			'rows that match no route'
		).toEqual( [] );

		const wrong: string[] = [];
		for ( const key of withArgs ) {
			const [ method, route ] = key.split( ' ' ) as [ Method, string ];
			const { param, path, data } = BAD[ key ];
			const address = `/wp-json${ path ?? route }`;
			const answer =
				method === 'GET'
					? await request.get( address, {
							params: data as Record< string, string >,
					  } )
					: await request.fetch( address, { method, data } );
			const body = ( await answer.json().catch( () => null ) ) as {
				code?: string;
				data?: { status?: number; params?: Record< string, string > };
			} | null;
			if (
				answer.status() !== 400 ||
				body?.code !== 'rest_invalid_param' ||
				body.data?.status !== 400 ||
				! body.data?.params?.[ param ]
			) {
				wrong.push(
					`${ key } (${ param }): ${ answer.status() } ${ JSON.stringify(
						body
					).slice( 0, 200 ) }`
				);
			}
		}
		expect( wrong ).toEqual( [] );
		await request.dispose();
	} );
} );
