/**
 * The auth pop-up (spec 1 section 4, "Pop-up window"; spec 2, Instagram):
 * opens the provider's consent page centred over the editor, without
 * toolbar, location, status or menu bar, watches it every 100 ms, and
 * resolves with what the page posts back: { keyring_id, id_token, user }.
 */
import { __ } from '@wordpress/i18n';

export const POPUP_POLL_INTERVAL = 100;

export interface PopupAuthResult {
	keyring_id: number;
	id_token?: string;
	user?: unknown;
}

export interface PopupOptions {
	width?: number;
	height?: number;
	name?: string;
	/** Origins whose messages count; the site's own by default. */
	allowedOrigins?: string[];
}

export class PopupAuthError extends Error {
	readonly code: 'blocked' | 'closed';

	constructor( code: 'blocked' | 'closed', message: string ) {
		super( message );
		this.name = 'PopupAuthError';
		this.code = code;
	}
}

/** The features string: the size, centred on the current window. */
export function popupFeatures(
	width: number,
	height: number,
	host: Pick<
		Window,
		'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'
	> = window
): string {
	const left = Math.max(
		0,
		Math.round( host.screenX + ( host.outerWidth - width ) / 2 )
	);
	const top = Math.max(
		0,
		Math.round( host.screenY + ( host.outerHeight - height ) / 2 )
	);
	return [
		`width=${ width }`,
		`height=${ height }`,
		`left=${ left }`,
		`top=${ top }`,
		'toolbar=no',
		'location=no',
		'status=no',
		'menubar=no',
	].join( ',' );
}

/** A message from the consent page: a numeric keyring_id at least. */
export function readAuthMessage( data: unknown ): PopupAuthResult | null {
	let value = data;
	if ( typeof value === 'string' ) {
		try {
			value = JSON.parse( value );
		} catch {
			return null;
		}
	}
	if ( ! value || typeof value !== 'object' ) {
		return null;
	}
	const {
		keyring_id: keyringId,
		id_token: idToken,
		user,
	} = value as Record< string, unknown >;
	const id = typeof keyringId === 'string' ? Number( keyringId ) : keyringId;
	if ( typeof id !== 'number' || ! Number.isInteger( id ) || id <= 0 ) {
		return null;
	}
	return {
		keyring_id: id,
		...( typeof idToken === 'string' ? { id_token: idToken } : {} ),
		...( user !== undefined ? { user } : {} ),
	};
}

export function requestPopupAuth(
	url: string,
	{
		width = 780,
		height = 700,
		name = 'orbit-blocks-auth',
		allowedOrigins = [ window.location.origin ],
	}: PopupOptions = {}
): Promise< PopupAuthResult > {
	return new Promise( ( resolve, reject ) => {
		const popup = window.open( url, name, popupFeatures( width, height ) );
		if ( ! popup ) {
			reject(
				new PopupAuthError(
					'blocked',
					__(
						'Your browser blocked the pop-up window. Allow pop-ups for this site and try again.',
						'orbit-blocks'
					)
				)
			);
			return;
		}
		let result: PopupAuthResult | null = null;
		const finish = () => {
			window.clearInterval( timer );
			window.removeEventListener( 'message', onMessage );
		};
		const onMessage = ( event: MessageEvent ) => {
			if (
				event.source !== popup ||
				! allowedOrigins.includes( event.origin )
			) {
				return;
			}
			const message = readAuthMessage( event.data );
			if ( message ) {
				result = message;
				finish();
				popup.close();
				resolve( message );
			}
		};
		// The page may close itself after posting; polling notices either way.
		const timer = window.setInterval( () => {
			if ( ! popup.closed || result ) {
				return;
			}
			finish();
			reject(
				new PopupAuthError(
					'closed',
					__( 'The authorization window was closed.', 'orbit-blocks' )
				)
			);
		}, POPUP_POLL_INTERVAL );
		window.addEventListener( 'message', onMessage );
	} );
}

/** The Instagram variant: the same helper, 700 by 700 (spec 2). */
export function requestInstagramAuth(
	url: string
): Promise< PopupAuthResult > {
	return requestPopupAuth( url, {
		width: 700,
		height: 700,
		name: 'orbit-blocks-instagram',
	} );
}
