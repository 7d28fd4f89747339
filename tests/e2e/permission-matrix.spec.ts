/**
 * The permission matrix: every REST route the plugin registers (read from
 * the site's own index, GET /wp-json/) and every admin-post.php /
 * admin-ajax.php action it adds (read from php-stubs/), called as each role
 * (anonymous, subscriber, contributor, author, editor, administrator) with
 * that user's cookie and REST nonce. Each call must be refused (401/403) or
 * let through exactly as the table below says. A route, method or action
 * without a row fails the test, and so does a row that matches nothing, so
 * the table is the list of what the plugin exposes (docs/security.md, REST
 * capabilities).
 *
 * WordPress validates a route's arguments before its permission_callback,
 * so every request sends a body that passes the arguments' schema: what
 * comes back is then the permission check's answer (401/403) or the
 * callback's (2xx, or a 4xx of its own: a missing product, an invalid
 * key...). The bodies are chosen to change nothing where they can (an
 * invalid key, an unknown id).
 *
 * Secrets are write-only: while the matrix runs the AI server's key is set,
 * and no answer to anyone may hold it.
 *
 * XML-RPC (/xmlrpc.php, on by default in WordPress) reaches any post type
 * and the media library whatever the REST routes check: every method that
 * reaches the plugin's post types (wp.getPosts, wp.getPost, wp.editPost,
 * wp.deletePost, wp.newPost for each) or attachments (wp.getMediaItem,
 * wp.getMediaLibrary, with a private video) is called as each role with its
 * password, on a record of the site's administrator: reached or refused as
 * the XML-RPC table says.
 */
import fs from 'fs';
import path from 'path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { runOnSite } from './fakes/site';
import { expect, test } from './orbit-blocks';
import { OUR_NAMESPACES } from './rest-namespaces';
import { disconnectAccount } from './site-state';
import { xmlRpc, type XmlRpcAnswer, type XmlRpcValue } from './xmlrpc';

const ROLES = [
	'anonymous',
	'subscriber',
	'contributor',
	'author',
	'editor',
	'administrator',
] as const;
type Role = ( typeof ROLES )[ number ];

/**
 * Who passes: a capability of WordPress's default roles, `public` (everyone,
 * visitors included), or `nobody` (a credential other than the session is
 * needed: a bearer token or the upload server's shared secret).
 */
type Capability =
	| 'public'
	| 'read'
	| 'edit_posts'
	| 'upload_files'
	| 'edit_pages'
	| 'edit_others_posts'
	| 'read_private_posts'
	| 'manage_options'
	| 'nobody';

const ALLOWED: Record< Capability, Role[] > = {
	public: [ ...ROLES ],
	read: [ 'subscriber', 'contributor', 'author', 'editor', 'administrator' ],
	edit_posts: [ 'contributor', 'author', 'editor', 'administrator' ],
	upload_files: [ 'author', 'editor', 'administrator' ],
	edit_pages: [ 'editor', 'administrator' ],
	edit_others_posts: [ 'editor', 'administrator' ],
	// Who may watch another user's private video (editors, administrators).
	read_private_posts: [ 'editor', 'administrator' ],
	manage_options: [ 'administrator' ],
	nobody: [],
};

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Check {
	cap: Capability;
	/** JSON body (POST, PUT, PATCH, DELETE) or query arguments (GET). */
	data?: Record< string, unknown >;
	/**
	 * A 401/403 whose body matches this came from the callback, after the
	 * permission check (for example an invalid registration nonce).
	 */
	passedIf?: RegExp;
	/** Sends `Authorization: Bearer <the role's AI token>` (when it has one). */
	aiToken?: boolean;
	/** The address for this method, when not the row's. */
	path?: string;
	/** Headers the protocol needs before any check (tus: Tus-Resumable). */
	headers?: Record< string, string >;
}

interface RouteRow {
	/** The route as the index lists it. */
	route: string;
	/**
	 * The address called, when the route has parameters ({product}: a
	 * published product of the administrator's made for the test).
	 */
	path?: string;
	methods: Partial< Record< Method, Check > >;
}

/** WordPress's own namespaces: any other one is a plugin's and fails the test. */
const CORE_NAMESPACES = [
	'oembed/1.0',
	'wp/v2',
	'wp-site-health/v1',
	'wp-block-editor/v1',
	'wp-abilities/v1',
];
/** WordPress's own post types: any other one shown in REST is the plugin's. */
const CORE_POST_TYPES = [
	'post',
	'page',
	'attachment',
	'nav_menu_item',
	'wp_block',
	'wp_template',
	'wp_template_part',
	'wp_global_styles',
	'wp_navigation',
	'wp_font_family',
	'wp_font_face',
];

const UNKNOWN_ID = '987654';
const GUID = 'ZZZZZZZZ';
const NOT_A_MAPBOX_TOKEN = 'not-a-mapbox-token';
/** The AI server's key: write-only, so no answer may ever hold it. */
const SECRET = 'sk-matrix-secret-4f1c9a7e';
const AI_SERVER = { url: 'http://127.0.0.1:9/v1', key: SECRET, model: 'm' };

/** What every tus request carries (the server answers 412 without it). */
const TUS = { 'Tus-Resumable': '1.0.0' };

/** AI's refusal of an account that is not connected, after edit_posts passed. */
const AI_NOT_CONNECTED = /ai_user_not_connected/;

const ROUTES: RouteRow[] = [
	// Namespace indexes, made by WordPress for each namespace: public lists.
	...OUR_NAMESPACES.map(
		( namespace ): RouteRow => ( {
			route: `/${ namespace }`,
			methods: { GET: { cap: 'public' } },
		} )
	),

	// wpcom/v2: AI.
	{
		route: '/wpcom/v2/sites/(?P<site>[\\w.:-]+)/openai-query/jwt',
		path: '/wpcom/v2/sites/1/openai-query/jwt',
		// Past edit_posts, AI needs a connected account (spec 1 section 6);
		// the matrix's users have none: ai_user_not_connected.
		methods: { POST: { cap: 'edit_posts', passedIf: AI_NOT_CONNECTED } },
	},
	{
		route: '/wpcom/v2/ai/ai-assistant-feature',
		methods: {
			GET: { cap: 'edit_posts' },
			// An empty body changes nothing.
			POST: { cap: 'manage_options', data: {} },
			DELETE: { cap: 'manage_options' },
		},
	},
	{
		// The AI card's usage table: every user's requests.
		route: '/orbit-blocks/v1/ai-usage',
		methods: { GET: { cap: 'manage_options' } },
	},
	{
		// A bearer token from ai-jwt, not the session: without one everyone
		// is refused (401); with one, no question is a 400.
		route: '/wpcom/v2/jetpack-ai-query',
		// A bearer token, which ai-jwt gives only to connected accounts (the
		// matrix's users have none): without one everyone is refused.
		methods: { POST: { cap: 'nobody', aiToken: true, data: {} } },
	},
	{
		route: '/wpcom/v2/ai/images/generations',
		// Past edit_posts, a connected account is needed (none here).
		methods: {
			// A blank prompt: the callback refuses it, nothing is generated.
			POST: {
				cap: 'edit_posts',
				data: { prompt: ' ' },
				passedIf: AI_NOT_CONNECTED,
			},
		},
	},
	{
		route: '/wpcom/v2/business-hours/localized-week',
		methods: { GET: { cap: 'edit_posts' } },
	},

	// wpcom/v2: external media.
	{
		route: '/wpcom/v2/external-media/list/(?P<service>google_photos|pexels|openverse)',
		path: '/wpcom/v2/external-media/list/pexels',
		methods: { GET: { cap: 'edit_posts' } },
	},
	{
		route: '/wpcom/v2/external-media/copy/(?P<service>google_photos|pexels|openverse)',
		path: '/wpcom/v2/external-media/copy/pexels',
		// An unknown id: nothing copied (its error is in the answer).
		methods: {
			POST: {
				cap: 'upload_files',
				data: { external_ids: [ UNKNOWN_ID ] },
			},
		},
	},
	{
		// The current user's own Google Photos link.
		route: '/wpcom/v2/external-media/connection/(?P<service>google_photos|pexels|openverse)',
		path: '/wpcom/v2/external-media/connection/google_photos',
		methods: { GET: { cap: 'edit_posts' }, DELETE: { cap: 'edit_posts' } },
	},

	// Google Photos Picker: the pick page's poll, a chosen item's picture.
	{
		route: '/orbit-blocks/v1/google-photos/session',
		methods: { GET: { cap: 'upload_files' } },
	},
	{
		route: '/orbit-blocks/v1/google-photos/media/(?P<id>[A-Za-z0-9_-]{1,200})',
		path: '/orbit-blocks/v1/google-photos/media/AF1QipUnknown',
		methods: { GET: { cap: 'upload_files' } },
	},

	// wpcom/v2: Instagram (the current user's connections).
	...[ 'connections', 'connect-url' ].map(
		( name ): RouteRow => ( {
			route: `/wpcom/v2/instagram-gallery/${ name }`,
			methods: {
				GET: {
					cap: 'edit_posts',
					// Users without an account link are told to connect it.
					passedIf: /instagram_gallery_user_not_connected/,
				},
			},
		} )
	),
	{
		// An account no one connected (another user's is refused to authors:
		// tests/unit/instagram-gallery-php.test.ts).
		route: '/wpcom/v2/instagram-gallery/gallery',
		methods: {
			GET: { cap: 'edit_posts', data: { access_token: UNKNOWN_ID } },
		},
	},
	{
		route: '/wpcom/v2/instagram-gallery/connections/(?P<token>[1-9][0-9]{0,15})',
		path: `/wpcom/v2/instagram-gallery/connections/${ UNKNOWN_ID }`,
		methods: { GET: { cap: 'edit_posts' }, DELETE: { cap: 'edit_posts' } },
	},

	// wpcom/v2: Mailchimp.
	{ route: '/wpcom/v2/mailchimp', methods: { GET: { cap: 'edit_posts' } } },
	{
		route: '/wpcom/v2/mailchimp/groups',
		methods: { GET: { cap: 'edit_posts' } },
	},
	{
		// Visitors sign up from the published form.
		route: '/wpcom/v2/mailchimp/subscribe',
		methods: { POST: { cap: 'public', data: { email: 'not-an-email' } } },
	},
	{
		// Subscribers' e-mail addresses.
		route: '/wpcom/v2/mailchimp/subscribers',
		methods: { GET: { cap: 'manage_options' } },
	},

	// wpcom/v2: maps.
	{
		// Reading the public pk. key: the editor; replacing or removing the
		// site's key: administrators.
		route: '/wpcom/v2/service-api-keys/mapbox',
		methods: {
			GET: { cap: 'edit_posts' },
			POST: {
				cap: 'manage_options',
				data: { service_api_key: NOT_A_MAPBOX_TOKEN },
			},
			DELETE: { cap: 'manage_options' },
		},
	},
	{
		// Visitors' maps need the MapKit token (public by design).
		route: '/wpcom/v2/mapkit',
		methods: { GET: { cap: 'public' } },
	},

	// wpcom/v2: memberships and donations (site-wide products).
	{
		route: '/wpcom/v2/memberships/status',
		methods: { GET: { cap: 'edit_posts' } },
	},
	{
		route: '/wpcom/v2/memberships/product',
		// An empty title: a 400 (or no payment account: a 400), nothing made.
		methods: {
			POST: {
				cap: 'manage_options',
				data: { title: '', price: 5, currency: 'USD' },
			},
		},
	},
	{
		route: '/wpcom/v2/memberships/products',
		// An unknown currency: a 400, nothing made.
		methods: {
			POST: {
				cap: 'manage_options',
				data: { type: 'donation', currency: 'XXX' },
			},
		},
	},
	{
		route: '/wpcom/v2/memberships/product/(?P<id>\\d+)',
		path: `/wpcom/v2/memberships/product/${ UNKNOWN_ID }`,
		methods: { DELETE: { cap: 'manage_options' } },
	},
	{
		route: '/wpcom/v2/subscribers/counts',
		methods: { GET: { cap: 'edit_posts' } },
	},

	// wpcom/v2: related posts, embeds, video.
	{
		route: '/wpcom/v2/related-posts',
		methods: { GET: { cap: 'edit_posts' } },
	},
	{
		route: '/wpcom/v2/related-posts/enable',
		methods: { POST: { cap: 'manage_options' } },
	},
	{
		// An unknown post: a 404 (the callback checks edit_post on a real one).
		route: '/wpcom/v2/related-posts/preview',
		methods: { GET: { cap: 'edit_posts', data: { post_id: UNKNOWN_ID } } },
	},
	{
		route: '/wpcom/v2/resolve-redirect',
		// A closed port on loopback: nothing answers, the address comes back.
		methods: {
			GET: { cap: 'edit_posts', data: { url: 'http://127.0.0.1:9/' } },
		},
	},
	{
		// An unknown video: the callback's 400 (it checks edit_post on a real one).
		route: '/wpcom/v2/videopress/meta',
		methods: { POST: { cap: 'edit_posts', data: { id: UNKNOWN_ID } } },
	},

	// jetpack/v4: AI token, connection, modules, plans, tracking, forms.
	{
		route: '/jetpack/v4/ai-jwt',
		methods: { POST: { cap: 'edit_posts', passedIf: AI_NOT_CONNECTED } },
	},
	{
		route: '/jetpack/v4/connection',
		methods: {
			GET: { cap: 'edit_posts' },
			// isActive true is refused by the callback (400): nothing changes.
			POST: { cap: 'manage_options', data: { isActive: true } },
		},
	},
	...[ 'data', 'plugins', 'url' ].map(
		( name ): RouteRow => ( {
			route: `/jetpack/v4/connection/${ name }`,
			methods: { GET: { cap: 'edit_posts' } },
		} )
	),
	{
		route: '/jetpack/v4/connection/test',
		methods: { GET: { cap: 'manage_options' } },
	},
	{
		route: '/jetpack/v4/connection/register',
		methods: {
			POST: {
				cap: 'manage_options',
				data: { registration_nonce: 'stale', redirect_uri: '/' },
				// The callback's own check of the registration nonce.
				passedIf: /"code":"invalid_nonce"/,
			},
		},
	},
	{
		route: '/jetpack/v4/connection/authorize_url',
		methods: { GET: { cap: 'edit_posts', data: { redirect_uri: '/' } } },
	},
	{
		// The site is not registered during the matrix: a 400.
		route: '/jetpack/v4/connection/reconnect',
		methods: { POST: { cap: 'manage_options' } },
	},
	{
		// The current user's own link; linked true is a 400.
		route: '/jetpack/v4/connection/user',
		methods: { POST: { cap: 'edit_posts', data: { linked: true } } },
	},
	{
		route: '/jetpack/v4/contact-form/feedback',
		methods: { GET: { cap: 'edit_pages' } },
	},
	{
		route: '/jetpack/v4/module/all',
		methods: { GET: { cap: 'edit_posts' } },
	},
	{
		route: '/jetpack/v4/module/(?P<slug>[a-z0-9-]+)',
		path: '/jetpack/v4/module/stats',
		methods: { GET: { cap: 'edit_posts' } },
	},
	{
		route: '/jetpack/v4/module/(?P<slug>[a-z0-9-]+)/active',
		path: '/jetpack/v4/module/no-such-module/active',
		methods: { POST: { cap: 'manage_options', data: { active: true } } },
	},
	{ route: '/jetpack/v4/plans', methods: { GET: { cap: 'edit_posts' } } },
	{ route: '/jetpack/v4/site', methods: { GET: { cap: 'edit_posts' } } },
	{
		// The current user's own opt-out.
		route: '/jetpack/v4/tracking/settings',
		methods: {
			GET: { cap: 'edit_posts' },
			POST: { cap: 'edit_posts', data: { tracks_opt_out: false } },
		},
	},

	// orbit-blocks/v1/stand-in: local stand-ins of public third-party
	// services; they read nothing of the site. Like the services, the GIF
	// and map ones want the public key of the service (401 without).
	...(
		[
			[ '/gif/search', '/gif/search', { api_key: 'public-key' } ],
			[
				'/gif/(?P<id>[A-Za-z0-9]{1,64})',
				'/gif/abc',
				{ api_key: 'public-key' },
			],
			[
				'/mapbox/styles/v1/mapbox/(?P<style>[a-z0-9-]{1,40})',
				'/mapbox/styles/v1/mapbox/streets-v12',
				{ access_token: 'pk.public.key' },
			],
			[
				'/mapbox/geocoding/v5/mapbox.places/(?P<query>[^/]{1,200})\\.json',
				'/mapbox/geocoding/v5/mapbox.places/paris.json',
				{ access_token: 'pk.public.key' },
			],
			[ '/opentable/restaurant-search' ],
			[ '/pinterest/v3/pidgets/pins/info' ],
			[
				'/pinterest/v3/pidgets/boards/(?P<user>(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})+)/(?P<board>(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})+)/pins',
				'/pinterest/v3/pidgets/boards/someone/board/pins',
			],
			[
				'/pinterest/v3/pidgets/users/(?P<user>(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})+)/pins',
				'/pinterest/v3/pidgets/users/someone/pins',
			],
			[ '/pinterest/pinit\\.js', '/pinterest/pinit.js' ],
			// Only redirects to the checkout page, which checks manage_options.
			[
				'/plans-checkout/(?P<site>[^/]+)/(?P<plan>[a-z0-9_-]+)',
				'/plans-checkout/site/jetpack_premium',
			],
			// Only redirects to a file of this site.
			[
				'/image-resizer/(?P<path>.+)',
				'/image-resizer/example.org/a.png',
			],
		] as [ string, string?, Record< string, string >? ][]
	 ).map(
		( [ route, address, data ] ): RouteRow => ( {
			route: `/orbit-blocks/v1/stand-in${ route }`,
			path: `/orbit-blocks/v1/stand-in${ address ?? route }`,
			methods: { GET: { cap: 'public', data } },
		} )
	),

	// orbit-blocks/v1: the plugin's tus server. Every request needs the upload
	// token (videopress-get-upload-jwt), not the session: without it everyone
	// is refused.
	{
		route: '/orbit-blocks/v1/videos/uploads',
		methods: { POST: { cap: 'nobody', headers: TUS } },
	},
	{
		route: '/orbit-blocks/v1/videos/uploads/(?P<id>[a-f0-9]{32})',
		path: `/orbit-blocks/v1/videos/uploads/${ 'a'.repeat( 32 ) }`,
		methods: {
			HEAD: { cap: 'nobody', headers: TUS },
			PATCH: { cap: 'nobody', headers: TUS },
			DELETE: { cap: 'nobody', headers: TUS },
		},
	},

	// orbit-blocks/v1: payments through Stripe (includes/rest/stripe.php).
	// Visitors start a checkout (not set up here: 503); Stripe calls the
	// webhook, whose signature is the check (none: 400).
	{
		route: '/orbit-blocks/v1/stripe/checkout',
		methods: { GET: { cap: 'public', data: { plan: UNKNOWN_ID } } },
	},
	{
		route: '/orbit-blocks/v1/stripe/webhook',
		methods: { POST: { cap: 'public', data: {} } },
	},

	// orbit-blocks/v1: GIF search with the site's GIPHY key
	// (includes/adapters/giphy.php): authors. No key here: the callback's
	// own 403.
	{
		route: '/orbit-blocks/v1/gif/search',
		methods: {
			GET: {
				cap: 'edit_posts',
				data: { q: 'cats' },
				passedIf: /giphy_refused/,
			},
		},
	},
	{
		route: '/orbit-blocks/v1/gif/(?P<id>[A-Za-z0-9]{1,64})',
		path: `/orbit-blocks/v1/gif/${ GUID }`,
		methods: { GET: { cap: 'edit_posts', passedIf: /giphy_refused/ } },
	},

	// rest/v1.1: the video API (an unknown guid: 404 past the check).
	{
		// Public, as VideoPress's is; private videos are checked per video.
		route: '/rest/v1.1/videos/(?P<guid>[A-Za-z0-9]{8})',
		path: `/rest/v1.1/videos/${ GUID }`,
		methods: { GET: { cap: 'public' } },
	},
	{
		route: '/rest/v1.1/videos/(?P<guid>[A-Za-z0-9]{8})/poster',
		path: `/rest/v1.1/videos/${ GUID }/poster`,
		methods: { GET: { cap: 'edit_posts' }, POST: { cap: 'edit_posts' } },
	},
	...[ 'tracks', 'tracks/delete' ].map(
		( name ): RouteRow => ( {
			route: `/rest/v1.1/videos/(?P<guid>[A-Za-z0-9]{8})/${ name }`,
			path: `/rest/v1.1/videos/${ GUID }/${ name }`,
			methods: {
				POST: {
					cap: 'edit_posts',
					data: { kind: 'captions', srclang: 'en' },
				},
			},
		} )
	),

	// wp/v2/jp_pay_product: the simple-payments post type, with WordPress's
	// post capabilities. {product} is a published product of the
	// administrator; an invalid e-mail makes every write a 400 past the check.
	{
		route: '/wp/v2/jp_pay_product',
		methods: {
			GET: { cap: 'public' },
			POST: {
				cap: 'edit_posts',
				data: { title: 'x', meta: { spay_email: 'not-an-email' } },
			},
		},
	},
	{
		route: '/wp/v2/jp_pay_product/(?P<id>[\\d]+)',
		path: '/wp/v2/jp_pay_product/{product}',
		methods: {
			GET: { cap: 'public' },
			...Object.fromEntries(
				( [ 'POST', 'PUT', 'PATCH' ] as const ).map( ( method ) => [
					method,
					{
						cap: 'edit_others_posts',
						data: { meta: { spay_email: 'not-an-email' } },
					},
				] )
			),
			// {fresh}: a product made for this one call (it goes to the trash).
			DELETE: {
				cap: 'edit_others_posts',
				path: '/wp/v2/jp_pay_product/{fresh}',
			},
		},
	},
	{
		route: '/wp/v2/jp_pay_product/(?P<id>[\\d]+)/autosaves',
		path: '/wp/v2/jp_pay_product/{product}/autosaves',
		methods: {
			GET: { cap: 'edit_others_posts' },
			POST: {
				cap: 'edit_others_posts',
				data: { meta: { spay_email: 'not-an-email' } },
			},
		},
	},
	{
		route: '/wp/v2/jp_pay_product/(?P<parent>[\\d]+)/autosaves/(?P<id>[\\d]+)',
		path: `/wp/v2/jp_pay_product/{product}/autosaves/${ UNKNOWN_ID }`,
		methods: { GET: { cap: 'edit_others_posts' } },
	},
	// orbit-blocks/v1: Settings → Orbit Blocks. POST sends a Mapbox token
	// that is not one (400 past the check); DELETE removes a field that is
	// not set; the images section has no test (its answer says so).
	{
		route: '/orbit-blocks/v1/settings',
		methods: {
			GET: { cap: 'manage_options' },
			POST: {
				cap: 'manage_options',
				data: { mapbox_token: 'not-a-token' },
			},
		},
	},
	{
		route: '/orbit-blocks/v1/settings/(?P<field>[a-z0-9_]{1,64})',
		path: '/orbit-blocks/v1/settings/instagram_app_secret',
		methods: { DELETE: { cap: 'manage_options' } },
	},
	{
		route: '/orbit-blocks/v1/settings/test/(?P<section>[a-z0-9_-]{1,32})',
		path: '/orbit-blocks/v1/settings/test/images',
		methods: { POST: { cap: 'manage_options' } },
	},
	// orbit-blocks/v1: the AI server's settings. Last, so that its key
	// (SECRET, set before the matrix) is set while every other route answers:
	// no answer may hold it. POST keeps it; DELETE removes it at the end.
	{
		route: '/orbit-blocks/v1/ai-server',
		methods: {
			GET: { cap: 'manage_options' },
			POST: { cap: 'manage_options', data: AI_SERVER },
			DELETE: { cap: 'manage_options' },
		},
	},
];

interface ActionRow {
	action: string;
	endpoint: 'admin-post.php' | 'admin-ajax.php';
	method: 'GET' | 'POST';
	cap: Capability;
	query?: Record< string, string >;
	/** See Check.passedIf: a refusal of the callback's, past the capability. */
	passedIf?: RegExp;
}

/** The admin-post.php and admin-ajax.php actions (pages show their form on GET). */
const ACTIONS: ActionRow[] = [
	{
		// The site is not registered during the matrix: 409 past the check.
		// Who may link when it is: the connection-owner test below.
		action: 'orbit_blocks_authorize',
		endpoint: 'admin-post.php',
		method: 'GET',
		cap: 'edit_posts',
	},
	{
		action: 'orbit_blocks_google_photos_connect',
		endpoint: 'admin-post.php',
		method: 'GET',
		cap: 'edit_posts',
	},
	{
		action: 'orbit_blocks_instagram_connect',
		endpoint: 'admin-post.php',
		method: 'GET',
		cap: 'edit_posts',
		passedIf: /Connect your account to the account service/,
	},
	{
		// Instagram's and Google's OAuth returns, and the Google Photos pick
		// page: past the capability, the service is not set up here (503),
		// or the state or nonce is refused.
		action: 'orbit_blocks_instagram_oauth',
		endpoint: 'admin-post.php',
		method: 'GET',
		cap: 'edit_posts',
		passedIf: /sign-in link has expired/,
	},
	{
		action: 'orbit_blocks_google_photos_oauth',
		endpoint: 'admin-post.php',
		method: 'GET',
		cap: 'upload_files',
		passedIf: /sign-in link has expired/,
	},
	{
		action: 'orbit_blocks_google_photos_pick',
		endpoint: 'admin-post.php',
		method: 'GET',
		cap: 'upload_files',
		passedIf: /The link you followed has expired/,
	},
	{
		action: 'orbit_blocks_mailchimp',
		endpoint: 'admin-post.php',
		method: 'GET',
		cap: 'manage_options',
	},
	{
		// A form's uploaded file (contact-form/file-upload.php): past the
		// capability, the link's nonce is refused here.
		action: 'orbit_form_file',
		endpoint: 'admin-post.php',
		method: 'GET',
		cap: 'manage_options',
		query: { entry: '1', field: 'file' },
		passedIf: /The link you followed has expired/,
	},
	{
		action: 'orbit_blocks_payment_account',
		endpoint: 'admin-post.php',
		method: 'GET',
		cap: 'manage_options',
	},
	{
		action: 'orbit_blocks_plan_checkout',
		endpoint: 'admin-post.php',
		method: 'GET',
		cap: 'manage_options',
		query: { plan: 'jetpack_premium' },
	},
	{
		action: 'videopress-get-upload-jwt',
		endpoint: 'admin-ajax.php',
		method: 'POST',
		cap: 'upload_files',
	},
	{
		action: 'orbit_blocks_pixel',
		endpoint: 'admin-ajax.php',
		method: 'GET',
		cap: 'edit_posts',
		query: { _en: 'jetpack_permission_matrix' },
	},
];

/**
 * The plugin's post types and who reaches a record of the administrator's
 * through XML-RPC's generic post methods (includes/capabilities.php): the
 * site-wide products, subscribers and payment records administrators only;
 * simple-payments products as posts (authors make their own, editors reach
 * everyone's: spec 2, "Simple payments"); visitors' messages (feedback) as
 * pages, and nobody creates one.
 */
const XMLRPC_POST_TYPES: Record<
	string,
	{ status: string; author: number; reach: Capability; create: Capability }
> = {
	orbit_member_plan: {
		status: 'publish',
		author: 1,
		reach: 'manage_options',
		create: 'manage_options',
	},
	orbit_mc_subscriber: {
		status: 'private',
		author: 0,
		reach: 'manage_options',
		create: 'manage_options',
	},
	orbit_stripe_event: {
		status: 'private',
		author: 0,
		reach: 'manage_options',
		create: 'manage_options',
	},
	jp_pay_product: {
		status: 'publish',
		author: 1,
		reach: 'edit_others_posts',
		create: 'edit_posts',
	},
	feedback: {
		status: 'publish',
		author: 0,
		reach: 'edit_pages',
		create: 'nobody',
	},
};

/** The records an XML-RPC row works on, made by the test (ids). */
interface XmlRpcTargets {
	/** A record of each post type. */
	record: Record< string, number >;
	/** A record of each post type for each role to delete. */
	doomed: Record< string, Partial< Record< Role, number > > >;
	privateVideo: number;
	publicVideo: number;
}

interface XmlRpcRow {
	method: string;
	/** What it works on: a post type, or the videos. */
	on: string;
	cap: Capability;
	/** The parameters after blog id, user name and password. */
	params: ( targets: XmlRpcTargets, role: Role ) => XmlRpcValue[];
	/** Reached: no fault (and for a list, the record is in it). */
	reached: ( answer: XmlRpcAnswer, targets: XmlRpcTargets ) => boolean;
}

const listed = ( answer: XmlRpcAnswer, id: number, key: string ) =>
	Array.isArray( answer.value ) &&
	( answer.value as Record< string, unknown >[] ).some(
		( item ) => String( item[ key ] ) === String( id )
	);
const noFault = ( answer: XmlRpcAnswer ) =>
	answer.status === 200 && ! answer.fault;

/** The XML-RPC rows: every method × post type, and the media methods. */
const XMLRPC: XmlRpcRow[] = [
	...Object.entries( XMLRPC_POST_TYPES ).flatMap(
		( [ type, { reach, create } ] ): XmlRpcRow[] => [
			{
				method: 'wp.getPosts',
				on: type,
				cap: reach,
				params: () => [ { post_type: type, number: 100 } ],
				reached: ( answer, targets ) =>
					noFault( answer ) &&
					listed( answer, targets.record[ type ], 'post_id' ),
			},
			{
				method: 'wp.getPost',
				on: type,
				cap: reach,
				params: ( targets ) => [ targets.record[ type ] ],
				reached: noFault,
			},
			{
				method: 'wp.editPost',
				on: type,
				cap: reach,
				// The title it has: nothing changes.
				params: ( targets ) => [
					targets.record[ type ],
					{ post_title: `Orbit matrix ${ type }` },
				],
				reached: noFault,
			},
			{
				method: 'wp.deletePost',
				on: type,
				cap: reach,
				params: ( targets, role ) => [
					targets.doomed[ type ][ role ]!,
				],
				reached: noFault,
			},
			{
				method: 'wp.newPost',
				on: type,
				cap: create,
				params: () => [
					{
						post_type: type,
						post_status: 'draft',
						post_title: 'Orbit matrix new',
					},
				],
				reached: noFault,
			},
		]
	),
	{
		// The administrator's private video: for those who may watch it.
		method: 'wp.getMediaItem',
		on: 'a private video',
		cap: 'read_private_posts',
		params: ( targets ) => [ targets.privateVideo ],
		reached: noFault,
	},
	{
		method: 'wp.getMediaItem',
		on: 'a public video',
		cap: 'upload_files',
		params: ( targets ) => [ targets.publicVideo ],
		reached: noFault,
	},
	{
		method: 'wp.getMediaLibrary',
		on: 'a private video',
		cap: 'read_private_posts',
		params: () => [ { mime_type: 'video' } ],
		reached: ( answer, targets ) =>
			noFault( answer ) &&
			listed( answer, targets.privateVideo, 'attachment_id' ),
	},
];

const STUBS = path.resolve( __dirname, '../../php-stubs' );

function phpFiles( dir: string ): string[] {
	return fs
		.readdirSync( dir, { withFileTypes: true } )
		.flatMap( ( entry ) => {
			const full = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				return phpFiles( full );
			}
			return entry.name.endsWith( '.php' ) ? [ full ] : [];
		} );
}

/** The admin-post/admin-ajax actions the plugin's PHP hooks, constants resolved. */
function hookedActions(): string[] {
	const sources = phpFiles( STUBS ).map( ( file ) =>
		fs.readFileSync( file, 'utf8' )
	);
	const constants = new Map< string, string >();
	for ( const source of sources ) {
		for ( const [ , name, value ] of source.matchAll(
			/const\s+([A-Z0-9_]+)\s*=\s*'([^']*)'/g
		) ) {
			constants.set( name, value );
		}
	}
	const actions = new Set< string >();
	for ( const source of sources ) {
		for ( const [ , , literal, constant ] of source.matchAll(
			/add_action\(\s*'(admin_post_|wp_ajax_|admin_post_nopriv_|wp_ajax_nopriv_)(?:([\w-]+)'|'\s*\.\s*([A-Z0-9_]+))/g
		) ) {
			const name = literal ?? constants.get( constant ) ?? constant;
			actions.add( name );
		}
	}
	return [ ...actions ].sort();
}

interface Session {
	request: APIRequestContext;
	nonce: string;
	aiToken?: string;
}

const PASSWORD = 'orbit-matrix-password';
const username = ( role: Role ) => `orbit-matrix-${ role }`;

/** "refused" (the permission check said no) or "passed" (any other answer but a crash). */
async function outcome(
	response: APIResponse,
	passedIf?: RegExp
): Promise< 'refused' | 'passed' | string > {
	const status = response.status();
	const body = await response.text();
	if ( status === 401 || status === 403 ) {
		return passedIf?.test( body ) ? 'passed' : 'refused';
	}
	if ( status >= 500 && status !== 503 ) {
		return `crashed (${ status }: ${ body.slice( 0, 200 ) })`;
	}
	return 'passed';
}

test.describe.serial( 'permission matrix', () => {
	const sessions = new Map< Role, Session >();
	const userIds: number[] = [];
	const contexts: { close: () => Promise< void > }[] = [];
	let product = 0;
	const products: number[] = [];

	test.beforeAll( async ( { browser, requestUtils } ) => {
		for ( const role of ROLES ) {
			if ( role !== 'anonymous' ) {
				const user = await requestUtils.createUser( {
					username: username( role ),
					email: `${ username( role ) }@example.com`,
					password: PASSWORD,
					roles: [ role ],
				} );
				userIds.push( user.id );
			}
		}
		const baseURL = process.env.WP_BASE_URL ?? 'http://127.0.0.1:8889';
		// One browser context a role: its cookies; requests through its API.
		for ( const role of ROLES ) {
			const context = await browser.newContext( {
				baseURL,
				storageState: { cookies: [], origins: [] },
			} );
			contexts.push( context );
			let nonce = '';
			if ( role !== 'anonymous' ) {
				await context.request.get( '/wp-login.php' );
				const login = await context.request.post( '/wp-login.php', {
					form: {
						log: username( role ),
						pwd: PASSWORD,
						'wp-submit': 'Log In',
						testcookie: '1',
					},
					maxRedirects: 0,
				} );
				expect( login.status(), `${ role } logs in` ).toBe( 302 );
				const answer = await context.request.get(
					'/wp-admin/admin-ajax.php?action=rest-nonce'
				);
				nonce = ( await answer.text() ).trim();
				expect( nonce, `${ role }'s REST nonce` ).toMatch(
					/^[a-f0-9]{10}$/
				);
			}
			sessions.set( role, { request: context.request, nonce } );
		}
		// The AI query's bearer token, for those who may have one.
		for ( const role of ROLES ) {
			const session = sessions.get( role )!;
			const answer = await rest( session, 'POST', '/jetpack/v4/ai-jwt' );
			if ( answer.ok() ) {
				session.aiToken = ( await answer.json() ).token;
			}
		}
		product = await makeProduct();
		// The matrix runs on a site that is not connected.
		await disconnectAccount( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		for ( const context of contexts ) {
			await context.close();
		}
		for ( const id of products ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/jp_pay_product/${ id }`,
				params: { force: true },
			} );
		}
		for ( const id of userIds ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/users/${ id }`,
				params: { force: true, reassign: 1 },
			} );
		}
		await disconnectAccount( requestUtils );
		await requestUtils.rest( {
			method: 'DELETE',
			path: '/orbit-blocks/v1/ai-server',
		} );
	} );

	/** A published simple-payments product of the administrator's: its id. */
	async function makeProduct(): Promise< number > {
		const made = await rest(
			sessions.get( 'administrator' )!,
			'POST',
			'/wp/v2/jp_pay_product',
			{
				title: 'Matrix product',
				status: 'publish',
				meta: { spay_email: 'shop@example.com', spay_price: 5 },
			}
		);
		expect( made.status(), await made.text() ).toBe( 201 );
		const { id } = await made.json();
		products.push( id );
		return id;
	}

	/** The address of a check: {product} and {fresh} filled in. */
	async function addressOf( row: RouteRow, check: Check ): Promise< string > {
		const address = ( check.path ?? row.path ?? row.route ).replace(
			'{product}',
			String( product )
		);
		return address.includes( '{fresh}' )
			? address.replace( '{fresh}', String( await makeProduct() ) )
			: address;
	}

	/** A REST call as a session: its cookie and nonce (none for anonymous). */
	function rest(
		session: Session,
		method: Method,
		address: string,
		data?: Record< string, unknown >,
		headers: Record< string, string > = {}
	): Promise< APIResponse > {
		const url = new URL( `/wp-json${ address }`, 'http://site' );
		if ( method === 'GET' && data ) {
			for ( const [ key, value ] of Object.entries( data ) ) {
				url.searchParams.set( key, String( value ) );
			}
		}
		return session.request.fetch( url.pathname + url.search, {
			method,
			headers: {
				...( session.nonce ? { 'X-WP-Nonce': session.nonce } : {} ),
				...headers,
			},
			data: method !== 'GET' ? data ?? {} : undefined,
			maxRedirects: 0,
			failOnStatusCode: false,
		} );
	}

	test( 'every REST route and admin action the plugin adds has a row, each role gets what its row says, and no answer holds a secret', async ( {
		requestUtils,
	} ) => {
		const index = await (
			await sessions.get( 'anonymous' )!.request.get( '/wp-json/' )
		).json();

		// Every namespace is WordPress's or in the table's.
		const strangers = ( index.namespaces as string[] ).filter(
			( namespace ) =>
				! OUR_NAMESPACES.includes( namespace ) &&
				! CORE_NAMESPACES.includes( namespace )
		);
		expect( strangers, 'namespaces with no rows' ).toEqual( [] );

		// The plugin's post types in REST: their routes are the plugin's too.
		const types: Record< string, { rest_base: string } > =
			await requestUtils.rest( { path: '/wp/v2/types' } );
		const ourBases = Object.entries( types )
			.filter( ( [ slug ] ) => ! CORE_POST_TYPES.includes( slug ) )
			.map( ( [ , type ] ) => `/wp/v2/${ type.rest_base }` );

		const served = Object.entries(
			index.routes as Record<
				string,
				{ namespace: string; methods: string[] }
			>
		).filter(
			( [ route, { namespace } ] ) =>
				OUR_NAMESPACES.includes( namespace ) ||
				ourBases.some(
					( base ) => route === base || route.startsWith( base + '/' )
				)
		);

		// Every route × method has a row, and every row a route.
		const rows = new Map( ROUTES.map( ( row ) => [ row.route, row ] ) );
		const missing: string[] = [];
		for ( const [ route, { methods } ] of served ) {
			for ( const method of methods ) {
				if ( ! rows.get( route )?.methods[ method as Method ] ) {
					missing.push( `route ${ route } ${ method } has no row` );
				}
			}
		}
		const servedRoutes = new Map( served );
		for ( const row of ROUTES ) {
			for ( const method of Object.keys( row.methods ) ) {
				if (
					! servedRoutes.get( row.route )?.methods.includes( method )
				) {
					missing.push(
						`row ${ row.route } ${ method } matches no route`
					);
				}
			}
		}
		const actions = hookedActions();
		for ( const action of actions ) {
			if ( ! ACTIONS.some( ( row ) => row.action === action ) ) {
				missing.push( `action ${ action } has no row` );
			}
		}
		for ( const row of ACTIONS ) {
			if ( ! actions.includes( row.action ) ) {
				missing.push( `row ${ row.action } matches no action` );
			}
		}
		expect( missing ).toEqual( [] );

		// Each route × method × role.
		const wrong: string[] = [];
		// The AI server's key is set while the matrix runs (the last row
		// removes it); the administrator reads back only that it is set.
		const admin = sessions.get( 'administrator' )!;
		expect(
			(
				await rest(
					admin,
					'POST',
					'/orbit-blocks/v1/ai-server',
					AI_SERVER
				)
			).status()
		).toBe( 200 );
		expect(
			await (
				await rest( admin, 'GET', '/orbit-blocks/v1/ai-server' )
			).json()
		).toMatchObject( { hasKey: true, url: AI_SERVER.url } );

		// The roles of one route × method at once (the site answers several
		// requests at a time); the routes and methods one after the other,
		// in the table's order.
		let checks = 0;
		for ( const row of ROUTES ) {
			for ( const [ method, check ] of Object.entries( row.methods ) as [
				Method,
				Check,
			][] ) {
				const answers = await Promise.all(
					ROLES.map( async ( role ) => {
						const session = sessions.get( role )!;
						const headers: Record< string, string > = {
							...check.headers,
							...( check.aiToken && session.aiToken
								? {
										Authorization: `Bearer ${ session.aiToken }`,
								  }
								: {} ),
						};
						const response = await rest(
							session,
							method,
							await addressOf( row, check ),
							check.data,
							headers
						);
						const expected = ALLOWED[ check.cap ].includes( role )
							? 'passed'
							: 'refused';
						const got = await outcome( response, check.passedIf );
						if ( ( await response.text() ).includes( SECRET ) ) {
							return `${ method } ${ row.route } as ${ role } answers the AI server's key`;
						}
						return got === expected
							? null
							: `${ method } ${
									row.route
							  } as ${ role }: expected ${ expected } (${
									check.cap
							  }), got ${ got } (${ response.status() })`;
					} )
				);
				checks += answers.length;
				wrong.push(
					...answers.filter(
						( answer ): answer is string => answer !== null
					)
				);
			}
		}

		// Each admin action × role (anonymous: no visitor handler, a 400).
		let actionChecks = 0;
		for ( const row of ACTIONS ) {
			const answers = await Promise.all(
				ROLES.map( async ( role ) => {
					const session = sessions.get( role )!;
					const query = new URLSearchParams( {
						action: row.action,
						...row.query,
					} );
					const response = await session.request.fetch(
						`/wp-admin/${ row.endpoint }?${ query }`,
						{
							method: row.method,
							headers: session.nonce
								? { 'X-WP-Nonce': session.nonce }
								: {},
							maxRedirects: 0,
							failOnStatusCode: false,
						}
					);
					if ( role === 'anonymous' ) {
						return response.status() === 400
							? null
							: `${
									row.action
							  } as a visitor: expected 400 (no handler), got ${ response.status() }`;
					}
					const expected = ALLOWED[ row.cap ].includes( role )
						? 'passed'
						: 'refused';
					const got = await outcome( response, row.passedIf );
					return got === expected
						? null
						: `${
								row.action
						  } as ${ role }: expected ${ expected } (${
								row.cap
						  }), got ${ got } (${ response.status() })`;
				} )
			);
			actionChecks += answers.length;
			wrong.push(
				...answers.filter(
					( answer ): answer is string => answer !== null
				)
			);
		}
		console.log(
			`Permission matrix: ${ served.length } routes, ${
				checks / ROLES.length
			} route × method pairs, ${ checks } REST checks; ${
				ACTIONS.length
			} admin actions, ${ actionChecks } action checks; ${
				ROLES.length
			} roles`
		);
		expect( wrong ).toEqual( [] );
	} );

	test( 'XML-RPC reaches the plugin’s post types and private videos only as each row says', async ( {
		requestUtils,
	} ) => {
		// The records, as the site's first administrator (user 1) or a
		// visitor (author 0) makes them: one of each type, and one of each
		// type for each role to delete.
		const roles = ROLES.map( ( role ) => `'${ role }'` ).join( ', ' );
		const made = JSON.parse(
			await runOnSite( `
$orbit_types = json_decode( '${ JSON.stringify( XMLRPC_POST_TYPES ) }', true );
$orbit_out = array( 'record' => array(), 'doomed' => array() );
foreach ( $orbit_types as $orbit_type => $orbit_how ) {
	$orbit_make = static fn() => wp_insert_post( array( 'post_type' => $orbit_type, 'post_status' => $orbit_how['status'], 'post_author' => $orbit_how['author'], 'post_title' => 'Orbit matrix ' . $orbit_type ) );
	$orbit_out['record'][ $orbit_type ] = $orbit_make();
	foreach ( array( ${ roles } ) as $orbit_role ) {
		$orbit_out['doomed'][ $orbit_type ][ $orbit_role ] = $orbit_make();
	}
}
echo wp_json_encode( $orbit_out );` )
		) as Pick< XmlRpcTargets, 'record' | 'doomed' >;
		const clip = path.join( __dirname, 'fixtures/video/clip.webm' );
		const privateVideo = (
			( await requestUtils.uploadMedia( clip ) ) as { id: number }
		 ).id;
		const publicVideo = (
			( await requestUtils.uploadMedia( clip ) ) as { id: number }
		 ).id;
		await requestUtils.rest( {
			method: 'POST',
			path: '/wpcom/v2/videopress/meta',
			data: { id: privateVideo, privacy_setting: 1 },
		} );
		const targets: XmlRpcTargets = { ...made, privateVideo, publicVideo };

		const wrong: string[] = [];
		let checks = 0;
		try {
			for ( const row of XMLRPC ) {
				const answers = await Promise.all(
					ROLES.map( async ( role ) => {
						const session = sessions.get( role )!;
						const credentials =
							role === 'anonymous'
								? [ '', '' ]
								: [ username( role ), PASSWORD ];
						const answer = await xmlRpc(
							session.request,
							row.method,
							[
								1,
								...credentials,
								...row.params( targets, role ),
							]
						);
						if (
							answer.status >= 500 ||
							( answer.fault?.code ?? 0 ) >= 500
						) {
							return `${ row.method } on ${
								row.on
							} as ${ role }: crashed (${ answer.body.slice(
								0,
								200
							) })`;
						}
						const expected = ALLOWED[ row.cap ].includes( role )
							? 'reached'
							: 'refused';
						const got = row.reached( answer, targets )
							? 'reached'
							: 'refused';
						return got === expected
							? null
							: `${ row.method } on ${
									row.on
							  } as ${ role }: expected ${ expected } (${
									row.cap
							  }), got ${ got } (${
									answer.fault
										? `fault ${ answer.fault.code } ${ answer.fault.message }`
										: answer.body.slice( 0, 120 )
							  })`;
					} )
				);
				checks += answers.length;
				wrong.push(
					...answers.filter(
						( answer ): answer is string => answer !== null
					)
				);
			}
		} finally {
			await runOnSite( `
$orbit_ids = get_posts( array( 'post_type' => array_keys( json_decode( '${ JSON.stringify(
				XMLRPC_POST_TYPES
			) }', true ) ), 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids', 'title' => 'Orbit matrix new' ) );
$orbit_ids = array_merge( $orbit_ids, array_values( json_decode( '${ JSON.stringify(
				made.record
			) }', true ) ) );
foreach ( json_decode( '${ JSON.stringify(
				made.doomed
			) }', true ) as $orbit_by_role ) {
	$orbit_ids = array_merge( $orbit_ids, array_values( $orbit_by_role ) );
}
foreach ( $orbit_ids as $orbit_id ) {
	wp_delete_post( (int) $orbit_id, true );
}` );
			await requestUtils.deleteMedia( privateVideo );
			await requestUtils.deleteMedia( publicVideo );
		}
		console.log(
			`Permission matrix, XML-RPC: ${ XMLRPC.length } method × target rows, ${ checks } checks; ${ ROLES.length } roles`
		);
		expect( wrong ).toEqual( [] );
	} );

	test( 'the admin pages change nothing without their nonce, and the tracking pixel records nothing without the REST nonce', async () => {
		const admin = sessions.get( 'administrator' )!;
		for ( const row of ACTIONS.filter(
			( action ) => action.endpoint === 'admin-post.php'
		) ) {
			const response = await admin.request.post(
				`/wp-admin/admin-post.php`,
				{
					form: {
						action: row.action,
						operation: 'connect',
						plan: 'jetpack_premium',
						...row.query,
					},
					maxRedirects: 0,
					failOnStatusCode: false,
				}
			);
			expect(
				response.status(),
				`${ row.action }: a POST without a nonce`
			).toBeGreaterThanOrEqual( 400 );
		}
		// The administrator's cookie alone (another site's <img>) is refused.
		const pixel = await admin.request.get(
			'/wp-admin/admin-ajax.php?action=orbit_blocks_pixel&_en=jetpack_forged',
			{ failOnStatusCode: false }
		);
		expect( pixel.status() ).toBe( 403 );
	} );

	test( 'only an administrator becomes the connection owner; other users link their own account once the site has one', async () => {
		const admin = sessions.get( 'administrator' )!;
		const author = sessions.get( 'author' )!;
		const authorize =
			'/wp-admin/admin-post.php?action=orbit_blocks_authorize';

		// The administrator registers the site (the editor prints the
		// registration nonce).
		const editor = await (
			await admin.request.get( '/wp-admin/post-new.php' )
		).text();
		const registrationNonce = editor.match(
			/"registrationNonce":"([a-f0-9]+)"/
		)?.[ 1 ];
		expect( registrationNonce ).toBeTruthy();
		const registered = await rest(
			admin,
			'POST',
			'/jetpack/v4/connection/register',
			{
				registration_nonce: registrationNonce,
				redirect_uri: '/wp-admin/',
			}
		);
		expect( registered.status() ).toBe( 200 );

		// Registered, no owner: an author may not link (they would become the owner).
		const refused = await author.request.get( authorize, {
			failOnStatusCode: false,
		} );
		expect( refused.status() ).toBe( 403 );
		expect( await refused.text() ).toContain(
			'An administrator must connect their account first.'
		);

		/** Approves on the authorization page as a session: the redirect's status. */
		async function approve( session: Session ): Promise< number > {
			const page = await session.request.get( authorize );
			expect( page.status() ).toBe( 200 );
			const html = await page.text();
			const nonce = html.match(
				/name="_wpnonce" value="([a-f0-9]+)"/
			)?.[ 1 ];
			const response = await session.request.post(
				'/wp-admin/admin-post.php',
				{
					form: {
						action: 'orbit_blocks_authorize',
						redirect_uri: '/wp-admin/',
						from: '',
						_wpnonce: nonce ?? '',
					},
					maxRedirects: 0,
					failOnStatusCode: false,
				}
			);
			return response.status();
		}
		const data = async ( session: Session ) =>
			(
				await rest( session, 'GET', '/jetpack/v4/connection/data' )
			).json();

		// The administrator approves: the owner.
		expect( await approve( admin ) ).toBe( 302 );
		expect( await data( admin ) ).toMatchObject( {
			currentUser: { isConnected: true, isOwner: true },
			connectionOwner: username( 'administrator' ),
		} );

		// Now the author links their own account, and is not the owner; the
		// owner's login name is only for those who manage options.
		expect( await approve( author ) ).toBe( 302 );
		expect( await data( author ) ).toMatchObject( {
			currentUser: { isConnected: true, isOwner: false },
			connectionOwner: null,
		} );

		// The owner leaves: the linked author does not take over.
		const left = await rest( admin, 'POST', '/jetpack/v4/connection/user', {
			linked: false,
		} );
		expect( left.status() ).toBe( 200 );
		expect( await data( author ) ).toMatchObject( {
			currentUser: { isConnected: true, isOwner: false },
		} );
		expect( await data( admin ) ).toMatchObject( {
			connectionOwner: null,
		} );
		const status = await (
			await rest( author, 'GET', '/jetpack/v4/connection' )
		).json();
		expect( status ).toMatchObject( {
			isRegistered: true,
			hasConnectedOwner: false,
		} );
		expect(
			(
				await author.request.get( authorize, {
					failOnStatusCode: false,
				} )
			).status()
		).toBe( 403 );
	} );
} );
