/**
 * The video calls (spec 3 section 7). Site and provider routes go through
 * api-fetch (nonce, root); the public video API is a plain fetch
 * without credentials, at the base URL of the service "videopress-api".
 */
import apiFetch from '@wordpress/api-fetch';
import { getService, serviceUrl } from '../../../shared/services';
import type { TextTrack, TrackKind } from '../types';
import { tracksFromApi } from './tracks';

export const PUBLIC_API = 'https://public-api.wordpress.com/rest/v1.1';

export interface MediaVideo {
	id: number;
	guid: string;
	title: string;
	description: string;
	rating?: string;
	allow_download?: number;
	privacy_setting?: number;
}

/** GET /wp/v2/media/{id}: the video fields, or null without a guid. */
export async function fetchMedia( id: number ): Promise< MediaVideo | null > {
	const media = await apiFetch< {
		id: number;
		jetpack_videopress?: Partial< MediaVideo > | null;
	} >( { path: `/wp/v2/media/${ id }?context=edit` } );
	const video = media.jetpack_videopress;
	if ( ! video?.guid ) {
		return null;
	}
	return {
		id: media.id,
		guid: video.guid,
		title: video.title ?? '',
		description: video.description ?? '',
		rating: video.rating,
		allow_download: video.allow_download,
		privacy_setting: video.privacy_setting,
	};
}

export interface PublicVideo {
	guid: string;
	original: string;
	poster: string;
	poster_time?: number | null;
	width?: number | null;
	height?: number | null;
	duration?: number | null;
	title?: string;
	description?: string;
	tracks: TextTrack[];
}

const videosPath = ( guid: string, rest = '' ) =>
	`/rest/v1.1/videos/${ encodeURIComponent( guid ) }${ rest }`;

/** GET {api}/videos/{guid}: the video as the public API gives it. */
export async function fetchVideo( guid: string ): Promise< PublicVideo > {
	const service = getService( 'videopress-api', { url: PUBLIC_API } );
	const response = await window.fetch(
		serviceUrl( service, `videos/${ encodeURIComponent( guid ) }` ),
		{ credentials: 'omit' }
	);
	let json: Record< string, unknown >;
	if ( response.status === 401 || response.status === 403 ) {
		// A private video: the author may still see it, through the site
		// (with the editor's credentials) when the provider is local.
		json = await apiFetch( { path: videosPath( guid ) } );
	} else if ( ! response.ok ) {
		throw new Error( `video ${ response.status }` );
	} else {
		json = await response.json();
	}
	return {
		...( json as unknown as PublicVideo ),
		tracks: tracksFromApi( json.tracks ),
	};
}

/** POST /wpcom/v2/videopress/meta; resolves the answer ({ data: 200 } on success). */
export function updateMeta(
	id: number,
	change: Record< string, string | number >
): Promise< { data?: unknown } > {
	return apiFetch( {
		path: '/wpcom/v2/videopress/meta',
		method: 'POST',
		data: { id, ...change },
	} );
}

export interface PosterAnswer {
	generating: boolean;
	poster: string;
	at_time?: number | null;
}

export function getPoster( guid: string ): Promise< PosterAnswer > {
	return apiFetch( { path: videosPath( guid, '/poster' ) } );
}

export function setPoster(
	guid: string,
	choice:
		| { at_time: number; is_millisec: true }
		| { poster_attachment_id: number }
): Promise< PosterAnswer > {
	return apiFetch( {
		path: videosPath( guid, '/poster' ),
		method: 'POST',
		data: choice,
	} );
}

export const POSTER_POLL_MS = 2000;

/** Polls the poster every 2 s while it reports generating (spec 3 section 4). */
export async function waitForPoster(
	guid: string,
	first: PosterAnswer,
	sleep = ( ms: number ) =>
		new Promise( ( resolve ) => setTimeout( resolve, ms ) ),
	maxPolls = 30
): Promise< PosterAnswer > {
	let answer = first;
	for ( let poll = 0; answer.generating && poll < maxPolls; poll++ ) {
		await sleep( POSTER_POLL_MS );
		answer = await getPoster( guid );
	}
	return answer;
}

export function uploadTrack(
	guid: string,
	track: {
		kind: TrackKind;
		srcLang: string;
		label: string;
		file: Blob;
		filename?: string;
	}
): Promise< { src: string } > {
	const body = new FormData();
	body.append( 'kind', track.kind );
	body.append( 'srclang', track.srcLang );
	body.append( 'label', track.label );
	body.append( 'vtt', track.file, track.filename ?? 'track.vtt' );
	return apiFetch( {
		path: videosPath( guid, '/tracks' ),
		method: 'POST',
		body,
	} );
}

export function deleteTrack(
	guid: string,
	track: { kind: TrackKind; srcLang: string }
): Promise< unknown > {
	const body = new FormData();
	body.append( 'kind', track.kind );
	body.append( 'srclang', track.srcLang );
	return apiFetch( {
		path: videosPath( guid, '/tracks/delete' ),
		method: 'POST',
		body,
	} );
}

export const PREVIEW_RETRIES = 5;

/**
 * The preview's video, retried when missing: up to 5 more tries, waiting
 * 2 s times the attempt number (spec 3 sections 4 and 9).
 */
export async function fetchVideoWithRetry(
	guid: string,
	sleep = ( ms: number ) =>
		new Promise( ( resolve ) => setTimeout( resolve, ms ) )
): Promise< PublicVideo > {
	let lastError: unknown;
	for ( let attempt = 0; attempt <= PREVIEW_RETRIES; attempt++ ) {
		if ( attempt > 0 ) {
			await sleep( 2000 * attempt );
		}
		try {
			const video = await fetchVideo( guid );
			if ( video.original ) {
				return video;
			}
			lastError = new Error( 'preview missing' );
		} catch ( error ) {
			lastError = error;
		}
	}
	throw lastError;
}
