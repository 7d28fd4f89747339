/**
 * The signup form for visitors: checks the e-mail, shows the processing
 * label, posts to the local provider and shows the success label (the form
 * is then hidden) or the error label. Loaded only on pages with the block.
 */
import {
	readViewData,
	serverAddress,
	serverRenderedBlocks,
} from '../../shared/view-data';
import { isValidEmail, signupBody } from './signup';

type Kind = 'processing' | 'success' | 'error';

function show( block: HTMLElement, kind: Kind | null ) {
	block
		.querySelectorAll< HTMLElement >(
			'.wp-block-jetpack-mailchimp_notification'
		)
		.forEach( ( notice ) => {
			notice.hidden = ! (
				kind &&
				notice.classList.contains(
					`wp-block-jetpack-mailchimp_${ kind }`
				)
			);
		} );
}

/**
 * Makes one server-rendered signup form work; it posts to `endpoint`, the
 * address the server gave (never the form's own action, which markup sets).
 */
export function initSignup( block: HTMLElement, endpoint: string ) {
	const form = block.querySelector< HTMLFormElement >( 'form' );
	if ( ! form || ! endpoint || form.dataset.ready ) {
		return;
	}
	form.dataset.ready = 'true';
	const email = form.querySelector< HTMLInputElement >(
		'input[name="email"]'
	);
	form.addEventListener( 'submit', async ( event ) => {
		event.preventDefault();
		const fields = Object.fromEntries(
			Array.from( new FormData( form ).entries() ).map(
				( [ key, value ] ) => [ key, String( value ) ]
			)
		);
		if ( ! isValidEmail( fields.email ?? '' ) ) {
			email?.setAttribute( 'aria-invalid', 'true' );
			email?.focus();
			return;
		}
		email?.removeAttribute( 'aria-invalid' );
		form.classList.add( 'is-processing' );
		show( block, 'processing' );
		try {
			const response = await window.fetch( endpoint, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify( signupBody( fields ) ),
				credentials: 'omit',
			} );
			if ( ! response.ok ) {
				throw new Error( String( response.status ) );
			}
			form.hidden = true;
			show( block, 'success' );
		} catch {
			show( block, 'error' );
		} finally {
			form.classList.remove( 'is-processing' );
		}
	} );
}

function initAll() {
	const data = readViewData( 'orbitBlocksMailchimpView' );
	const endpoint = serverAddress( data, 'endpoint' );
	serverRenderedBlocks( '.wp-block-jetpack-mailchimp', data ).forEach(
		( block ) => initSignup( block, endpoint )
	);
}

if ( typeof document !== 'undefined' ) {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', initAll );
	} else {
		initAll();
	}
}
