/**
 * A multi-step form in the visitor's browser (the pure part of view.ts,
 * tested in test/form-steps.test.ts): one step shown at a time, Previous
 * and Next, each step's fields checked before the next (a message under
 * each field in error, focus on the first), focus on the new step's heading
 * and the step announced in the live region. The form still posts once, at
 * the end; the server checks everything again.
 */
import { checkFileInput } from './file-check';

export type Messages = Record< string, string >;

const format = ( template: string, first: string, second = '' ) =>
	template
		.replace( '%1$s', first )
		.replace( '%2$s', second )
		.replace( '%s', first );

/** The field's label as people read it (without "(required)"). */
export function fieldLabel( field: Element ): string {
	const label = field.querySelector(
		'.orbit-form-field__label, legend, label'
	);
	if ( ! label ) {
		return '';
	}
	const copy = label.cloneNode( true ) as Element;
	copy.querySelectorAll( '.orbit-form-field__required' ).forEach( ( mark ) =>
		mark.remove()
	);
	return ( copy.textContent ?? '' ).trim();
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The message for a field's first problem, or '' when it is fine. */
export function fieldProblem( field: Element, messages: Messages ): string {
	const controls = Array.from(
		field.querySelectorAll< Control >( 'input, select, textarea' )
	).filter( ( control ) => control.type !== 'hidden' );
	if ( ! controls.length ) {
		return '';
	}
	const first = controls[ 0 ];
	const label = fieldLabel( field );
	if ( first.type === 'file' ) {
		const fileProblem = checkFileInput(
			first as HTMLInputElement,
			field as HTMLElement,
			label,
			messages
		);
		if ( fileProblem ) {
			return fileProblem;
		}
	}
	if ( first.type === 'checkbox' && controls.length > 1 ) {
		// Several options: required means at least one (validated server-side too).
		return '';
	}
	for ( const control of controls ) {
		const { validity } = control;
		if ( validity.valid ) {
			continue;
		}
		if ( validity.valueMissing ) {
			return format(
				first.type === 'radio'
					? messages.choose ?? messages.required
					: messages.required,
				label
			);
		}
		if ( validity.typeMismatch && control.type === 'email' ) {
			return format( messages.email, label );
		}
		if ( validity.typeMismatch && control.type === 'url' ) {
			return format( messages.url, label );
		}
		return format( messages.invalid, label );
	}
	return '';
}

/** Shows or clears a field's message, as the server does (has-error, aria-invalid, aria-describedby). */
export function markField( field: HTMLElement, message: string ): void {
	const control = field.querySelector< Control >(
		'input:not([type=hidden]), select, textarea'
	);
	const id = `${ control?.id || field.id || 'field' }-error`;
	let error = field.querySelector< HTMLElement >(
		'.orbit-form-field__error'
	);
	if ( ! message ) {
		field.classList.remove( 'has-error' );
		error?.remove();
		control?.removeAttribute( 'aria-invalid' );
		const described = ( control?.getAttribute( 'aria-describedby' ) ?? '' )
			.split( ' ' )
			.filter( ( part ) => part && part !== id );
		if ( described.length ) {
			control?.setAttribute( 'aria-describedby', described.join( ' ' ) );
		} else {
			control?.removeAttribute( 'aria-describedby' );
		}
		return;
	}
	field.classList.add( 'has-error' );
	if ( ! error ) {
		error = document.createElement( 'p' );
		error.className = 'orbit-form-field__error';
		field.appendChild( error );
	}
	error.id = id;
	error.textContent = message;
	if ( control ) {
		control.setAttribute( 'aria-invalid', 'true' );
		const described = ( control.getAttribute( 'aria-describedby' ) ?? '' )
			.split( ' ' )
			.filter( ( part ) => part && part !== id );
		control.setAttribute(
			'aria-describedby',
			[ ...described, id ].join( ' ' )
		);
	}
}

/**
 * Checks every field in a part of the form (or that one field), showing the
 * messages; focuses the first in error unless told not to. Whether all are
 * fine.
 */
export function checkFields(
	root: HTMLElement,
	messages: Messages,
	focus = true
): boolean {
	const fields = root.matches( '.orbit-form-field' )
		? [ root ]
		: Array.from(
				root.querySelectorAll< HTMLElement >( '.orbit-form-field' )
		  );
	let firstBad: HTMLElement | null = null;
	for ( const field of fields ) {
		const problem = fieldProblem( field, messages );
		markField( field, problem );
		if ( problem && ! firstBad ) {
			firstBad = field;
		}
	}
	if ( firstBad && focus ) {
		firstBad
			.querySelector< HTMLElement >( 'input, select, textarea' )
			?.focus();
	}
	return ! firstBad;
}

export interface StepsController {
	current: () => number;
	go: ( index: number, focus?: boolean ) => void;
}

/** Sets up one multi-step form: its steps are shown one at a time from now on. */
export function setUpSteps(
	form: HTMLFormElement,
	wrapper: HTMLElement,
	messages: Messages
): StepsController | null {
	const steps = Array.from(
		wrapper.querySelectorAll< HTMLElement >( '.orbit-form-step' )
	);
	if ( steps.length < 2 ) {
		return null;
	}
	const status = wrapper.querySelector< HTMLElement >(
		'.orbit-form-steps__status'
	);
	const previous = form.querySelector< HTMLButtonElement >(
		'.wp-block-jetpack-form-step-navigation .is-previous button, .wp-block-jetpack-form-step-navigation button.is-previous'
	);
	const next = form.querySelector< HTMLButtonElement >(
		'.wp-block-jetpack-form-step-navigation .is-next button, .wp-block-jetpack-form-step-navigation button.is-next'
	);
	const submits = Array.from(
		form.querySelectorAll< HTMLElement >( '[type=submit]' )
	).map(
		( button ) =>
			( button.closest( '.wp-block-button' ) as HTMLElement ) ?? button
	);
	const progressItems = Array.from(
		form.querySelectorAll< HTMLElement >( '.orbit-form-progress__step' )
	);
	const progressText = form.querySelector< HTMLElement >(
		'.orbit-form-progress__text'
	);
	const bar = form.querySelector< HTMLElement >(
		'.orbit-form-progress__bar'
	);
	let index = 0;

	const go = ( target: number, focus = true ) => {
		index = Math.max( 0, Math.min( steps.length - 1, target ) );
		steps.forEach( ( step, position ) => {
			step.hidden = position !== index;
		} );
		const last = index === steps.length - 1;
		if ( previous ) {
			( previous.closest( '.wp-block-button' ) as HTMLElement ).hidden =
				index === 0;
		}
		if ( next ) {
			( next.closest( '.wp-block-button' ) as HTMLElement ).hidden = last;
		}
		submits.forEach( ( submit ) => {
			submit.hidden = ! last;
		} );
		progressItems.forEach( ( item, position ) => {
			item.classList.toggle( 'is-active', position === index );
			item.classList.toggle( 'is-completed', position < index );
			if ( position === index ) {
				item.setAttribute( 'aria-current', 'step' );
			} else {
				item.removeAttribute( 'aria-current' );
			}
		} );
		const heading = steps[ index ].querySelector< HTMLElement >(
			'.orbit-form-step__title'
		);
		if ( progressText ) {
			progressText.textContent = ( heading?.textContent ?? '' ).split(
				':'
			)[ 0 ];
		}
		if ( bar ) {
			bar.style.width = `${ ( ( index + 1 ) / steps.length ) * 100 }%`;
		}
		if ( focus ) {
			if ( status ) {
				status.textContent = heading?.textContent ?? '';
			}
			heading?.focus();
		}
	};

	previous?.addEventListener( 'click', ( event ) => {
		event.preventDefault();
		go( index - 1 );
	} );
	next?.addEventListener( 'click', ( event ) => {
		event.preventDefault();
		if ( checkFields( steps[ index ], messages ) ) {
			go( index + 1 );
		} else if ( status ) {
			status.textContent = messages.stepError ?? '';
		}
	} );
	form.addEventListener( 'submit', ( event ) => {
		// Every step, from the first: the first one with a problem opens,
		// its first field in error focused.
		const bad = steps.findIndex(
			( step ) => ! checkFields( step, messages, false )
		);
		if ( bad >= 0 ) {
			event.preventDefault();
			go( bad, false );
			checkFields( steps[ bad ], messages );
			if ( status ) {
				status.textContent = messages.stepError ?? '';
			}
		}
	} );

	// This script checks each step (fields in hidden steps cannot show the
	// browser's own bubbles); the server checks everything again.
	form.noValidate = true;
	form.classList.add( 'is-stepped' );
	// After the server sent the form back, open the first step with an error.
	const withError = steps.findIndex( ( step ) =>
		step.querySelector( '.has-error' )
	);
	go( Math.max( 0, withError ), false );
	return { current: () => index, go };
}
