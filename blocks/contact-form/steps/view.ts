/**
 * Front end of the form's multi-step mode and file fields, loaded only on a
 * page with such a form (enqueued by php-stubs/includes/contact-form/
 * steps.php). It acts only on the elements the server listed
 * (shared/view-data: data-orbit-render), never on markup typed into a post.
 * Messages come translated from the server.
 */
import { readViewData, serverRenderedBlocks } from '../../../shared/view-data';
import { checkFields, markField, setUpSteps } from './form-steps';

function start(): void {
	const data = readViewData( 'orbitBlocksContactFormView' );
	if ( ! data ) {
		return;
	}
	const messages = data.values;
	for ( const wrapper of serverRenderedBlocks(
		'.jetpack-form-steps-wrapper',
		data
	) ) {
		const form = wrapper.closest( 'form' );
		if ( form ) {
			setUpSteps( form, wrapper, messages );
		}
	}
	// A file field outside steps: checked when chosen and before sending.
	for ( const field of serverRenderedBlocks(
		'.orbit-form-field--file',
		data
	) ) {
		const input =
			field.querySelector< HTMLInputElement >( 'input[type=file]' );
		input?.addEventListener( 'change', () => {
			if ( input.files?.length ) {
				checkFields( field, messages );
			} else {
				markField( field, '' );
			}
		} );
		const form = field.closest( 'form' );
		if ( form && ! form.querySelector( '.jetpack-form-steps-wrapper' ) ) {
			form.addEventListener( 'submit', ( event ) => {
				if ( ! checkFields( field, messages ) ) {
					event.preventDefault();
				}
			} );
		}
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}
