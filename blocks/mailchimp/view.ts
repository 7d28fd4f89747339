/**
 * The signup form for visitors: checks the e-mail, shows the processing
 * label, posts to the local provider and shows the success label (the form
 * is then hidden) or the error label. Loaded only on pages with the block.
 */
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

export function initSignup( block: HTMLElement ) {
	const form = block.querySelector< HTMLFormElement >( 'form' );
	if ( ! form || form.dataset.ready ) {
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
			const response = await window.fetch( form.action, {
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
	document
		.querySelectorAll< HTMLElement >( '.wp-block-jetpack-mailchimp' )
		.forEach( initSignup );
}

if ( typeof document !== 'undefined' ) {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', initAll );
	} else {
		initAll();
	}
}
