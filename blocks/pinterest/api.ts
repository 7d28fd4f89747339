/**
 * The editor's preview data: what Pinterest's widget shows for a pin, a
 * board or a user, read from the widget API (the same data the front end's
 * pinit script fetches). The base URL is the `pinterest` service
 * (shared/services.ts; default https://widgets.pinterest.com, a local
 * stand-in under npm start).
 *
 * - pin:   GET v3/pidgets/pins/info/?pin_ids=<id>
 * - board: GET v3/pidgets/boards/<user>/<board>/pins/
 * - user:  GET v3/pidgets/users/<user>/pins/
 * Each answers { status: "success", data }. Anything else (an HTTP error, no
 * answer, status "failure", a pin without an image) is a failed embed.
 * Only http(s) image and link addresses are kept.
 */
import { getService, serviceUrl } from '../../shared/services';
import type { PinterestTarget } from './url';

export const PINTEREST_SERVICE = 'pinterest';
export const PINTEREST_API_DEFAULT = 'https://widgets.pinterest.com';

export interface PreviewPin {
	id: string;
	image: string;
	width?: number;
	height?: number;
	description: string;
	link: string;
}

export interface PinterestPreview {
	type: PinterestTarget[ 'type' ];
	/** Pin: its pinner; board: the board's name; user: the user's name. */
	title: string;
	subtitle: string;
	avatar: string;
	profileUrl: string;
	pins: PreviewPin[];
}

export class PinterestEmbedError extends Error {}

type Json = Record< string, unknown >;

const isObject = ( value: unknown ): value is Json =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

const text = ( value: unknown ): string =>
	typeof value === 'string' ? value.trim() : '';

function safeUrl( value: unknown, base = 'https://www.pinterest.com' ): string {
	if ( typeof value !== 'string' || ! value ) {
		return '';
	}
	try {
		const url = new URL( value, base );
		return url.protocol === 'https:' || url.protocol === 'http:'
			? url.toString()
			: '';
	} catch {
		return '';
	}
}

/** The largest image a pin offers up to 564 px wide. */
function pinImage( images: unknown ): {
	url: string;
	width?: number;
	height?: number;
} {
	if ( ! isObject( images ) ) {
		return { url: '' };
	}
	for ( const size of [ '564x', '474x', '237x', 'orig', '736x' ] ) {
		const image = images[ size ];
		if ( isObject( image ) && safeUrl( image.url ) ) {
			return {
				url: safeUrl( image.url ),
				width:
					typeof image.width === 'number' ? image.width : undefined,
				height:
					typeof image.height === 'number' ? image.height : undefined,
			};
		}
	}
	return { url: '' };
}

function toPin( value: unknown ): PreviewPin | null {
	if ( ! isObject( value ) ) {
		return null;
	}
	const image = pinImage( value.images );
	if ( ! image.url ) {
		return null;
	}
	const id = text( value.id ) || String( value.id ?? '' );
	return {
		id,
		image: image.url,
		width: image.width,
		height: image.height,
		description: text( value.description ),
		link: safeUrl( `/pin/${ encodeURIComponent( id ) }/` ),
	};
}

function apiPath( target: PinterestTarget ): {
	path: string;
	query: Record< string, string >;
} {
	if ( target.type === 'embedPin' ) {
		return {
			path: 'v3/pidgets/pins/info/',
			query: { pin_ids: target.pinId ?? '' },
		};
	}
	// The user and board segments as they are in the address (encoded).
	const segments = new URL( target.url ).pathname
		.split( '/' )
		.filter( Boolean );
	return target.type === 'embedBoard'
		? {
				path: `v3/pidgets/boards/${ segments[ 0 ] }/${ segments[ 1 ] }/pins/`,
				query: {},
		  }
		: { path: `v3/pidgets/users/${ segments[ 0 ] }/pins/`, query: {} };
}

/** The address the preview is read from. */
export function previewUrl( target: PinterestTarget ): string {
	const { path, query } = apiPath( target );
	return serviceUrl(
		getService( PINTEREST_SERVICE, { url: PINTEREST_API_DEFAULT } ),
		path,
		query
	);
}

/** Reads an answer of the widget API as a preview; throws when it is none. */
export function toPreview(
	target: PinterestTarget,
	answer: unknown
): PinterestPreview {
	if ( ! isObject( answer ) || answer.status !== 'success' ) {
		throw new PinterestEmbedError( 'not embeddable' );
	}
	const data = answer.data;
	if ( target.type === 'embedPin' ) {
		const first = Array.isArray( data ) ? data[ 0 ] : null;
		const pin = toPin( first );
		if ( ! pin || ! isObject( first ) ) {
			throw new PinterestEmbedError( 'no such pin' );
		}
		const pinner = isObject( first.pinner ) ? first.pinner : {};
		const board = isObject( first.board ) ? first.board : {};
		return {
			type: target.type,
			title: text( pinner.full_name ),
			subtitle: text( board.name ),
			avatar: safeUrl( pinner.image_small_url ),
			profileUrl: safeUrl( pinner.profile_url ),
			pins: [ pin ],
		};
	}
	if ( ! isObject( data ) || ! Array.isArray( data.pins ) ) {
		throw new PinterestEmbedError( 'no such board or user' );
	}
	const user = isObject( data.user ) ? data.user : {};
	const board = isObject( data.board ) ? data.board : {};
	const pins = data.pins
		.map( toPin )
		.filter( ( pin ): pin is PreviewPin => pin !== null )
		.slice( 0, 9 );
	return {
		type: target.type,
		title:
			target.type === 'embedBoard'
				? text( board.name )
				: text( user.full_name ),
		subtitle:
			target.type === 'embedBoard'
				? text( user.full_name )
				: text( user.about ),
		avatar: safeUrl( user.image_small_url ),
		profileUrl:
			target.type === 'embedBoard'
				? safeUrl( board.url ) || target.url
				: safeUrl( user.profile_url ) || target.url,
		pins,
	};
}

/** Fetches the preview of a target; rejects with PinterestEmbedError. */
export async function fetchPinterestPreview(
	target: PinterestTarget,
	signal?: AbortSignal
): Promise< PinterestPreview > {
	let response: Response;
	try {
		response = await window.fetch( previewUrl( target ), {
			signal,
			credentials: 'omit',
		} );
	} catch ( error ) {
		if ( signal?.aborted ) {
			throw error;
		}
		throw new PinterestEmbedError( 'no answer' );
	}
	if ( ! response.ok ) {
		throw new PinterestEmbedError( `HTTP ${ response.status }` );
	}
	let answer: unknown;
	try {
		answer = await response.json();
	} catch {
		throw new PinterestEmbedError( 'not JSON' );
	}
	return toPreview( target, answer );
}
