/**
 * The contact form's host rules (php-stubs/includes/contact-form/) run in
 * PHP itself, the WebAssembly PHP 8.3 that Playground serves the site with,
 * with the few WordPress functions they call stubbed (is_email by a simple
 * rule of its own; the e2e test meets the real one). Covers the field
 * table (the same as the editor's), reading fields from a parsed form, the
 * server validation of every field kind, the recipients and redirect
 * settings, and that the visitor's markup escapes what it prints.
 */
import { runPhpSnippets } from './php/php-snippets';
import { fieldDefinitions } from '../../blocks/contact-form/fields/definitions';

const STUBS = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
define( 'ABSPATH', '/' );
function __( $s ) { return $s; }
function esc_html__( $s ) { return htmlspecialchars( $s, ENT_QUOTES ); }
function esc_html( $s ) { return htmlspecialchars( (string) $s, ENT_QUOTES ); }
function esc_attr( $s ) { return htmlspecialchars( (string) $s, ENT_QUOTES ); }
function esc_textarea( $s ) { return htmlspecialchars( (string) $s, ENT_QUOTES ); }
function wp_strip_all_tags( $s ) { return trim( strip_tags( preg_replace( '@<(script|style)[^>]*?>.*?</\\\\1>@si', '', $s ) ) ); }
function sanitize_text_field( $s ) { return trim( preg_replace( '/\\s+/', ' ', wp_strip_all_tags( $s ) ) ); }
function sanitize_textarea_field( $s ) { return trim( wp_strip_all_tags( $s ) ); }
function is_email( $s ) { return preg_match( '/^[^@\\s]+@[a-z0-9-]+(\\.[a-z0-9-]+)+$/i', $s ) ? $s : false; }
function wp_parse_url( $u ) { return parse_url( $u ); }
function wp_json_encode( $v ) { return json_encode( $v ); }
function get_the_author_meta( $f, $id ) { return 7 === $id ? 'author@example.com' : ''; }
function get_option( $n ) { return 'admin@example.com'; }
require '/contact-form/fields.php';
require '/contact-form/validate.php';
require '/contact-form/settings.php';
require '/contact-form/render.php';
function form( $inner ) { return array( 'blockName' => 'jetpack/contact-form', 'attrs' => array(), 'innerBlocks' => $inner ); }
function field( $slug, $attrs = array() ) { return array( 'blockName' => 'jetpack/field-' . $slug, 'attrs' => $attrs, 'innerBlocks' => array() ); }
`;

const snippets: Record< string, string > = {};
let results: Record< string, unknown > = {};

/** One PHP snippet that echoes JSON; all run in one PHP process. */
function php( name: string, body: string ) {
	snippets[ name ] = body;
}

function result< T >( name: string ): T {
	return results[ name ] as T;
}

interface Validation {
	values: Record< string, string | string[] >;
	errors: Record< string, string >;
}

/** Validates input against fields given as PHP code. */
function validate( name: string, fields: string, input: string ) {
	php(
		name,
		`echo json_encode( orbit_blocks_contact_form_validate( orbit_blocks_contact_form_fields( form( array( ${ fields } ) ) ), ${ input } ) );`
	);
	return () => result< Validation >( name );
}

php(
	'table',
	`$t = array(); foreach ( orbit_blocks_contact_form_field_types() as $slug => $v ) { $t[] = array( $slug, $v[0], $v[1] ); } echo json_encode( $t );`
);
php(
	'fields',
	`echo json_encode( orbit_blocks_contact_form_fields( form( array(
		field( 'name', array( 'required' => true ) ),
		array( 'blockName' => 'core/paragraph', 'attrs' => array(), 'innerBlocks' => array() ),
		field( 'email', array( 'label' => 'Your <b>email</b> &amp; more', 'id' => 'mail' ) ),
		field( 'radio', array( 'options' => array( ' Yes ', '<i>No</i>', '', 'Yes' ) ) ),
		field( 'text', array( 'id' => 'mail' ) ),
		field( 'consent', array( 'required' => true ) ),
		field( 'consent', array( 'required' => true, 'consentType' => 'explicit' ) ),
		field( 'unknown' ),
	) ) ) );`
);

const required = validate(
	'required',
	`field( 'name', array( 'required' => true ) ), field( 'email', array( 'required' => true ) ), field( 'textarea' )`,
	`array( 'field-1' => '   ', 'field-2' => 'me@example.com', 'field-3' => "Hello\\nthere <script>alert(1)</script>" )`
);
const kinds = validate(
	'kinds',
	`field( 'email' ), field( 'url' ), field( 'url' ), field( 'url' ), field( 'date' ), field( 'date' ), field( 'telephone' ), field( 'telephone' ), field( 'text' )`,
	`array( 'field-1' => 'not-an-email', 'field-2' => 'javascript:alert(1)', 'field-3' => 'example.com/about', 'field-4' => 'http://example.org',
		'field-5' => '2026-02-30', 'field-6' => '2026-11-23', 'field-7' => 'call me', 'field-8' => '+1 (555) 010-9999 ext. 12', 'field-9' => array( 'x' ) )`
);
const choices = validate(
	'choices',
	`field( 'radio', array( 'required' => true, 'options' => array( 'Yes', 'No' ) ) ),
	 field( 'select', array( 'options' => array( 'S', 'M' ) ) ),
	 field( 'checkbox-multiple', array( 'options' => array( 'News', 'Events' ) ) ),
	 field( 'checkbox-multiple', array( 'required' => true, 'options' => array( 'News', 'Events' ) ) ),
	 field( 'select', array( 'options' => array( 'S', 'M' ) ) )`,
	`array( 'field-1' => 'Maybe', 'field-2' => 'M', 'field-3' => array( 'News', 'Hacked', 'News' ), 'field-4' => array(), 'field-5' => '' )`
);
const chosen = validate(
	'chosen',
	`field( 'radio', array( 'required' => true, 'options' => array( 'Yes', 'No' ) ) ),
	 field( 'checkbox-multiple', array( 'required' => true, 'options' => array( 'News', 'Events' ) ) )`,
	`array( 'field-1' => 'No', 'field-2' => array( 'Events', 'News' ) )`
);
const boxes = validate(
	'boxes',
	`field( 'checkbox', array( 'label' => 'I agree', 'required' => true ) ), field( 'checkbox' ), field( 'consent' ),
	 field( 'consent', array( 'consentType' => 'explicit', 'required' => true ) ), field( 'checkbox', array( 'label' => 'Subscribe' ) )`,
	`array( 'field-2' => '1', 'field-5' => '1' )`
);
const long = validate(
	'long',
	`field( 'text' ), field( 'textarea' )`,
	`array( 'field-1' => str_repeat( 'é', 501 ), 'field-2' => str_repeat( 'a', 10000 ) )`
);

php(
	'recipients',
	`echo json_encode( array(
		orbit_blocks_contact_form_recipients( 'a@example.com, bad, b@example.org ,a@example.com', 7 ),
		orbit_blocks_contact_form_recipients( 'bad, also bad', 7 ),
		orbit_blocks_contact_form_recipients( '', 7 ),
		orbit_blocks_contact_form_recipients( '', 8 ),
	) );`
);
php(
	'redirects',
	`echo json_encode( array_map( 'orbit_blocks_contact_form_redirect_url', array(
		'https://example.com/thanks?x=1', ' http://example.org ', 'javascript:alert(1)', '/thanks', 'https://', 'ftp://example.com', 'https://exa mple.com'
	) ) );`
);
php(
	'thanks',
	`echo json_encode( array(
		orbit_blocks_contact_form_thank_you( array() ),
		orbit_blocks_contact_form_thank_you( array( 'customThankyou' => 'message', 'customThankyouHeading' => 'See <b>you</b>', 'customThankyouMessage' => 'Bye <script>x</script>' ) ),
		orbit_blocks_contact_form_thank_you( array( 'customThankyou' => 'redirect', 'customThankyouHeading' => 'Ignored' ) ),
	) );`
);
php(
	'markup',
	`$fields = orbit_blocks_contact_form_fields( form( array(
		field( 'name', array( 'label' => '<img src=x onerror=alert(1)>Name', 'required' => true, 'placeholder' => '"><script>' ) ),
		field( 'radio', array( 'options' => array( 'A"B', 'C' ) ) ),
		field( 'textarea' ),
		field( 'checkbox-multiple', array( 'options' => array( 'X', 'Y' ) ) ),
	) ) );
	echo json_encode( array(
		orbit_blocks_contact_form_render_field( $fields[0], 'f', '"><script>alert(1)</script>', 'Name is required.' ),
		orbit_blocks_contact_form_render_field( $fields[1], 'f', 'A"B', null ),
		orbit_blocks_contact_form_render_field( $fields[2], 'f', '</textarea><script>', null ),
		orbit_blocks_contact_form_render_field( $fields[3], 'f', array( 'Y' ), null ),
	) );`
);

beforeAll( () => {
	results = runPhpSnippets( [ 'includes/contact-form' ], STUBS, snippets );
}, 60000 );

describe( 'the host’s field table', () => {
	it( 'matches the editor’s: same slugs, kinds and default labels', () => {
		expect( result( 'table' ) ).toEqual(
			fieldDefinitions().map( ( field ) => [
				field.slug,
				field.kind,
				field.label,
			] )
		);
	} );
} );

describe( 'reading the fields of a form', () => {
	type Field = Record< string, unknown >;
	const fields = () => result< Field[] >( 'fields' );

	it( 'keeps field blocks only, in order, keyed by id or position', () => {
		expect( fields().map( ( field ) => field.key ) ).toEqual( [
			'field-1',
			'mail',
			'field-3',
			'field-4',
			'field-5',
			'field-6',
		] );
		expect( fields().map( ( field ) => field.kind ) ).toEqual( [
			'text',
			'email',
			'radio',
			'text',
			'consent',
			'consent',
		] );
	} );

	it( 'gives plain-text labels, the default label when empty', () => {
		expect( fields()[ 0 ].label ).toBe( 'Name' );
		expect( fields()[ 1 ].label ).toBe( 'Your email & more' );
		expect( fields()[ 2 ].label ).toBe( 'Choose one option' );
	} );

	it( 'cleans options: trimmed, plain, no empty or repeated ones', () => {
		expect( fields()[ 2 ].options ).toEqual( [ 'Yes', 'No' ] );
	} );

	it( 'never requires an implicit consent, and words both kinds', () => {
		expect( fields()[ 4 ] ).toMatchObject( {
			required: false,
			consentType: 'implicit',
		} );
		expect( fields()[ 4 ].consent ).toMatch( /permission to email you/ );
		expect( fields()[ 5 ] ).toMatchObject( {
			required: true,
			consentType: 'explicit',
			consent: 'Can we send you an email from time to time?',
		} );
	} );
} );

describe( 'server validation', () => {
	it( 'requires required fields and keeps every value typed', () => {
		expect( required().errors ).toEqual( {
			'field-1': 'Name is required.',
		} );
		expect( required().values ).toEqual( {
			'field-1': '',
			'field-2': 'me@example.com',
			// Tags (and script) are stripped; lines kept.
			'field-3': 'Hello\nthere',
		} );
	} );

	it( 'checks e-mail, web address, date and phone syntax', () => {
		expect( kinds().errors ).toEqual( {
			'field-1':
				'Email: enter a valid email address, like name@example.com.',
			'field-2':
				'Website: enter a web address starting with http:// or https://.',
			'field-5': 'Date: enter a valid date.',
			'field-7': 'Phone: enter a valid phone number.',
		} );
		expect( kinds().values[ 'field-3' ] ).toBe(
			'https://example.com/about'
		);
		expect( kinds().values[ 'field-4' ] ).toBe( 'http://example.org' );
		expect( kinds().values[ 'field-6' ] ).toBe( '2026-11-23' );
		// An array where one value is expected counts as nothing.
		expect( kinds().values[ 'field-9' ] ).toBe( '' );
		expect( kinds().values[ 'field-2' ] ).toBe( 'javascript:alert(1)' );
	} );

	it( 'accepts only the options of choice fields', () => {
		expect( choices().errors ).toEqual( {
			'field-1': 'Choose one option: choose one of the options shown.',
			'field-3':
				'Choose several options: choose among the options shown.',
			'field-4': 'Choose several options: choose at least one option.',
		} );
		expect( choices().values ).toEqual( {
			'field-1': 'Maybe',
			'field-2': 'M',
			'field-3': [ 'News' ],
			'field-4': [],
			'field-5': '',
		} );
		// PHP's empty array: no errors.
		expect( chosen().errors ).toEqual( [] );
		expect( chosen().values ).toEqual( {
			'field-1': 'No',
			'field-2': [ 'Events', 'News' ],
		} );
	} );

	it( 'reads checkboxes and consent as Yes or No', () => {
		expect( boxes().errors ).toEqual( {
			'field-1': 'I agree must be checked.',
			'field-4': 'Consent must be checked.',
		} );
		expect( boxes().values ).toEqual( {
			'field-1': 'No',
			'field-2': 'Yes',
			// Implicit consent: given by sending.
			'field-3': 'Yes',
			'field-4': 'No',
			'field-5': 'Yes',
		} );
	} );

	it( 'limits lengths in characters, not bytes', () => {
		expect( long().errors ).toEqual( {
			'field-1': 'Text is too long: at most 500 characters.',
		} );
	} );
} );

describe( 'form settings on the server', () => {
	it( 'mails the valid recipients, else the author, else the admin', () => {
		expect( result( 'recipients' ) ).toEqual( [
			[ 'a@example.com', 'b@example.org' ],
			[ 'author@example.com' ],
			[ 'author@example.com' ],
			[ 'admin@example.com' ],
		] );
	} );

	it( 'redirects only to absolute http(s) addresses', () => {
		expect( result( 'redirects' ) ).toEqual( [
			'https://example.com/thanks?x=1',
			'http://example.org',
			null,
			null,
			null,
			null,
			null,
		] );
	} );

	it( 'thanks with the default or the custom heading and text', () => {
		expect( result( 'thanks' ) ).toEqual( [
			{
				heading: 'Your message has been sent',
				message: 'Thank you for your submission!',
			},
			{ heading: 'See you', message: 'Bye' },
			{
				heading: 'Your message has been sent',
				message: 'Thank you for your submission!',
			},
		] );
	} );
} );

describe( 'the visitor’s markup', () => {
	const markup = () => result< string[] >( 'markup' );

	it( 'escapes labels, placeholders and values: no script gets through', () => {
		for ( const html of markup() ) {
			expect( html ).not.toMatch( /<script|<img|onerror=/i );
		}
		expect( markup()[ 0 ] ).toContain(
			'value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"'
		);
		expect( markup()[ 2 ] ).toContain(
			'&lt;/textarea&gt;&lt;script&gt;</textarea>'
		);
	} );

	it( 'binds labels, marks required fields and shows the error', () => {
		expect( markup()[ 0 ] ).toContain(
			'<label class="orbit-form-field__label" for="f-field-1">'
		);
		expect( markup()[ 0 ] ).toContain(
			'id="f-field-1" name="orbit-field[field-1]" required aria-required="true" aria-invalid="true" aria-describedby="f-field-1-error"'
		);
		expect( markup()[ 0 ] ).toContain(
			'<p class="orbit-form-field__error" id="f-field-1-error">Name is required.</p>'
		);
	} );

	it( 'checks the chosen options again', () => {
		expect( markup()[ 1 ] ).toContain( 'value="A&quot;B" checked' );
		expect( markup()[ 3 ] ).toContain(
			'name="orbit-field[field-4][]" value="Y" checked'
		);
		expect( markup()[ 3 ] ).not.toContain( 'value="X" checked' );
	} );
} );
