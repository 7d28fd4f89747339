/**
 * The contact form's host rules (php-stubs/includes/contact-form/) run in
 * PHP itself, the WebAssembly PHP 8.3 that Playground serves the site with,
 * on WordPress's own functions (tests/unit/php/wordpress.php: escaping,
 * sanitizing, is_email, transients). Covers the field
 * table (the same as the editor's), reading fields from a parsed form, the
 * server validation of every field kind, the recipients and redirect
 * settings, and that the visitor's markup escapes what it prints.
 */
import { runPhpSnippets } from './php/php-snippets';
import { fieldDefinitions } from '../../blocks/contact-form/fields/definitions';

const STUBS = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
orbit_blocks_test_options( array( 'admin_email' => 'admin@example.com' ) );
// Users, posts and capabilities (the database's): user 7, a post's author,
// has an address; a post is public and open unless a case says otherwise;
// the current user may edit the posts in 'editable'.
function get_the_author_meta( $f, $id ) { return 7 === $id ? 'author@example.com' : ''; }
function a_post( $fields = array() ) {
	return new WP_Post( (object) ( $fields + array( 'ID' => 1, 'post_status' => 'publish', 'post_author' => '7', 'viewable' => true, 'locked' => false ) ) );
}
function is_post_publicly_viewable( $p ) { return $p->viewable; }
function post_password_required( $p ) { return $p->locked; }
$GLOBALS['editable'] = array();
function current_user_can( $cap, $id ) { return 'edit_post' === $cap && in_array( $id, $GLOBALS['editable'], true ); }
// The expiry of each transient the code sets, as WordPress is asked for it.
$GLOBALS['transients'] = array();
add_action( 'setted_transient', static function ( $key, $value, $expiration ) { $GLOBALS['transients'][ $key ] = $expiration; }, 10, 3 );
require '/plugin/includes/closed-folder.php';
require '/contact-form/fields.php';
require '/contact-form/validate.php';
require '/contact-form/settings.php';
require '/contact-form/render.php';
require '/plugin/includes/client-address.php';
require '/contact-form/guard.php';
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

php(
	'accepts',
	`$GLOBALS['editable'] = array( 5 );
	$posts = array(
		'published' => a_post(),
		'published, post type not public' => a_post( array( 'viewable' => false ) ),
		'published behind a password' => a_post( array( 'locked' => true ) ),
		'draft' => a_post( array( 'post_status' => 'draft' ) ),
		'pending' => a_post( array( 'post_status' => 'pending' ) ),
		'private' => a_post( array( 'post_status' => 'private' ) ),
		'future' => a_post( array( 'post_status' => 'future' ) ),
		'draft, previewed by a user who may edit it' => a_post( array( 'ID' => 5, 'post_status' => 'draft' ) ),
	);
	echo json_encode( array_map( 'orbit_blocks_contact_form_accepts_post', $posts ) );`
);
php(
	'mailTo',
	`$attrs = array( 'to' => 'stranger@example.org, other@example.org' );
	echo json_encode( array(
		orbit_blocks_contact_form_mail_recipients( $attrs, a_post() ),
		orbit_blocks_contact_form_mail_recipients( $attrs, a_post( array( 'post_status' => 'draft' ) ) ),
		orbit_blocks_contact_form_mail_recipients( $attrs, a_post( array( 'post_status' => 'private' ) ) ),
	) );`
);
php(
	'rate',
	`$t = 1000000;
	$waits = array();
	for ( $i = 1; $i <= 5; $i++ ) {
		$waits[] = orbit_blocks_contact_form_rate_wait( '203.0.113.9', 3, 'abc', $t + $i );
		orbit_blocks_contact_form_rate_count( '203.0.113.9', 3, 'abc', $t + $i );
	}
	$ttl = end( $GLOBALS['transients'] );
	echo json_encode( array(
		'first five' => $waits,
		'sixth' => orbit_blocks_contact_form_rate_wait( '203.0.113.9', 3, 'abc', $t + 100 ),
		'other address' => orbit_blocks_contact_form_rate_wait( '198.51.100.4', 3, 'abc', $t + 100 ),
		'other form on the page' => orbit_blocks_contact_form_rate_wait( '203.0.113.9', 3, 'def', $t + 100 ),
		'same form on another post' => orbit_blocks_contact_form_rate_wait( '203.0.113.9', 4, 'abc', $t + 100 ),
		'last second' => orbit_blocks_contact_form_rate_wait( '203.0.113.9', 3, 'abc', $t + 600 ),
		'window over' => orbit_blocks_contact_form_rate_wait( '203.0.113.9', 3, 'abc', $t + 601 ),
		'ttl' => $ttl,
		'key holds no address' => false === strpos( implode( ' ', array_keys( $GLOBALS['transients'] ) ), '203.0.113.9' ),
		'notices' => array( orbit_blocks_contact_form_rate_notice( 599 ), orbit_blocks_contact_form_rate_notice( 1 ) ),
	) );`
);
php(
	'rateNewWindow',
	`$t = 2000000;
	for ( $i = 0; $i < 5; $i++ ) {
		orbit_blocks_contact_form_rate_count( '192.0.2.1', 9, 'abc', $t );
	}
	orbit_blocks_contact_form_rate_count( '192.0.2.1', 9, 'abc', $t + 700 );
	echo json_encode( orbit_blocks_contact_form_rate_wait( '192.0.2.1', 9, 'abc', $t + 701 ) );`
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

describe( 'who may send a form', () => {
	it( 'accepts published public posts, and previews only for users who may edit the post', () => {
		expect( result( 'accepts' ) ).toEqual( {
			published: true,
			'published, post type not public': false,
			'published behind a password': false,
			draft: false,
			pending: false,
			private: false,
			future: false,
			'draft, previewed by a user who may edit it': true,
		} );
	} );

	it( 'mails the form’s addresses from a published post, else the post’s author only', () => {
		expect( result( 'mailTo' ) ).toEqual( [
			[ 'stranger@example.org', 'other@example.org' ],
			[ 'author@example.com' ],
			[ 'author@example.com' ],
		] );
	} );
} );

describe( 'the rate limit', () => {
	it( 'takes five submissions per address and form in ten minutes, then says how long to wait', () => {
		expect( result( 'rate' ) ).toEqual( {
			'first five': [ 0, 0, 0, 0, 0 ],
			// The window started with the first submission, at t + 1.
			sixth: 501,
			'other address': 0,
			'other form on the page': 0,
			'same form on another post': 0,
			'last second': 1,
			'window over': 0,
			ttl: 596,
			'key holds no address': true,
			notices: [
				'Too many submissions. Please try again in 599 seconds.',
				'Too many submissions. Please try again in 1 second.',
			],
		} );
	} );

	it( 'starts a new window once the last one is over', () => {
		expect( result( 'rateNewWindow' ) ).toBe( 0 );
	} );
} );
