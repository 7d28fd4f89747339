/**
 * The form's settings and their rules, shared by the sidebar and its tests;
 * php-stubs/includes/contact-form/settings.php applies the same rules again
 * when a visitor submits, so a bad value never reaches mail or a redirect.
 */
export interface FormAttributes {
	subject: string;
	to: string;
	customThankyou: '' | 'message' | 'redirect';
	customThankyouHeading: string;
	customThankyouMessage: string;
	customThankyouRedirect: string;
	formTitle: string;
}

/** The addresses of a comma-separated list, trimmed, empty ones dropped. */
export function splitRecipients( to: string ): string[] {
	return to
		.split( ',' )
		.map( ( address ) => address.trim() )
		.filter( Boolean );
}

/**
 * An e-mail address as WordPress's is_email() accepts it: at least 6
 * characters, a local part of its allowed characters, a domain of at least
 * two dot-separated labels of letters, digits and inner hyphens.
 */
export function isValidEmail( value: string ): boolean {
	if ( value.length < 6 || value.length > 254 ) {
		return false;
	}
	const at = value.lastIndexOf( '@' );
	if ( at < 1 || value.indexOf( '@' ) !== at ) {
		return false;
	}
	if ( ! /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test( value.slice( 0, at ) ) ) {
		return false;
	}
	const domain = value.slice( at + 1 );
	if ( domain.includes( '..' ) ) {
		return false;
	}
	const labels = domain.split( '.' );
	return (
		labels.length >= 2 &&
		labels.every( ( label ) =>
			/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/i.test( label )
		)
	);
}

/** The entries of the "to" list that are not e-mail addresses. */
export function invalidRecipients( to: string ): string[] {
	return splitRecipients( to ).filter(
		( address ) => ! isValidEmail( address )
	);
}

/** A redirect target: an absolute http(s) address with a host. */
export function isValidRedirect( url: string ): boolean {
	const value = url.trim();
	if ( ! /^https?:\/\//i.test( value ) || /[\s<>"]/.test( value ) ) {
		return false;
	}
	try {
		const parsed = new URL( value );
		return (
			( parsed.protocol === 'http:' || parsed.protocol === 'https:' ) &&
			parsed.hostname !== ''
		);
	} catch {
		return false;
	}
}
