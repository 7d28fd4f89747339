/**
 * Which words of the email line are e-mail addresses, and their mailto:
 * links (spec 2 section 5, "Contact Info display"): a word becomes a link
 * only if it is a valid address, and punctuation around it stays outside
 * the link. Everything else stays plain text.
 *
 * A word is what lies between spaces, commas and semicolons (none of them
 * can appear in an unquoted address, so "a@example.com,b@example.com" is two
 * words). Punctuation at a word's end (. , ; : ! ? ) ] } > " ') and at its
 * start (( [ { < " ') is peeled off before the check (at the start only if
 * what is left is an address: { and ' may begin one).
 *
 * Valid means: a dot-atom local part (letters, digits and
 * !#$%&'*+/=?^_`{|}~- in dot-separated runs, at most 64 characters), one @,
 * and a domain of at least two labels (letters, digits, inner hyphens, at
 * most 63 characters each) whose last label is at least two letters or a
 * punycode label; at most 254 characters in all. Letters may be non-Latin
 * (internationalised addresses). Quoted local parts and IP-literal domains
 * are not linked: no one publishes those on a contact card.
 */
import { pushText, type TextSegment } from '../segments';

const LOCAL_ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LOCAL = new RegExp( `^${ LOCAL_ATOM }(?:\\.${ LOCAL_ATOM })*$`, 'u' );
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP_LABEL = /^(?:\p{L}{2,}|xn--[a-z0-9-]+)$/iu;

const LEADING = /^[([{<"']+/;
const TRAILING = /[.,;:!?)\]}>"']+$/;
const SEPARATORS = /([\s,;]+)/u;

export function isValidEmail( value: string ): boolean {
	if ( value.length > 254 ) {
		return false;
	}
	const at = value.lastIndexOf( '@' );
	if ( at < 1 || value.indexOf( '@' ) !== at ) {
		return false;
	}
	const local = value.slice( 0, at );
	const labels = value.slice( at + 1 ).split( '.' );
	return (
		local.length <= 64 &&
		LOCAL.test( local ) &&
		labels.length >= 2 &&
		labels.every( ( label ) => LABEL.test( label ) ) &&
		TOP_LABEL.test( labels[ labels.length - 1 ] )
	);
}

/**
 * The mailto: address of a valid e-mail address. Characters that mean
 * something in a mailto: URL (? # % & / and the like) are percent-encoded
 * in the local part, so "a?b@example.com" does not start a query.
 */
export function mailtoHref( email: string ): string {
	const at = email.lastIndexOf( '@' );
	const local = email
		.slice( 0, at )
		.replace( /[^\p{L}\p{N}.!$'*+=^_~-]/gu, ( char ) =>
			encodeURIComponent( char )
		);
	return `mailto:${ local }${ email.slice( at ) }`;
}

/** The line cut into plain text and mailto: links, in order. */
export function linkEmails( text: string ): TextSegment[] {
	const segments: TextSegment[] = [];
	for ( const part of text.split( SEPARATORS ) ) {
		const trailing = part.match( TRAILING )?.[ 0 ] ?? '';
		const core = part.slice( 0, part.length - trailing.length );
		let leading = core.match( LEADING )?.[ 0 ] ?? '';
		// Some of those marks may start an address ({ and '): peeled, the
		// rest may not be valid while the whole is.
		if ( ! isValidEmail( core.slice( leading.length ) ) ) {
			leading = '';
		}
		const word = core.slice( leading.length );
		if ( word && isValidEmail( word ) ) {
			pushText( segments, leading );
			segments.push( { text: word, href: mailtoHref( word ) } );
			pushText( segments, trailing );
		} else {
			pushText( segments, part );
		}
	}
	return segments;
}
