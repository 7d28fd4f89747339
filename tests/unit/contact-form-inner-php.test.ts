/**
 * A form in the incumbent's shape since 2025 (each field a label block and
 * an input, the phone field a phone input with its country, choice fields
 * option blocks: tests/fixtures/blocks/jetpack__contact-form__incumbent-
 * inner-blocks.html) rendered for visitors and submitted, in PHP itself
 * (WebAssembly PHP, tests/unit/php/, on WordPress's own parser, escaping
 * and nonces): labels bound to their inputs, placeholders, required, the
 * options of the option blocks, the country select at the block's default
 * country; the submission validated and stored as Feedback naming each
 * field by its label, with the chosen option texts and the phone number
 * with its calling code. Also: the calling-code table is the editor's.
 */
import fs from 'fs';
import path from 'path';
import { phpValue, renderedElement, runPhpSnippets } from './php/php-snippets';
import { countryCodes } from '../../blocks/contact-form/inner/country-codes';

const FORM = fs.readFileSync(
	path.join(
		__dirname,
		'../fixtures/blocks/jetpack__contact-form__incumbent-inner-blocks.html'
	),
	'utf8'
);
const UNWRAPPED = fs.readFileSync(
	path.join(
		__dirname,
		'../fixtures/blocks/jetpack__field-radio__incumbent-options-unwrapped.html'
	),
	'utf8'
);

// The incumbent's styled label and input (tests/fixtures/blocks/
// jetpack__label__styled.html, jetpack__input__styled.html) in one field,
// and an input whose colour tries to carry a script address.
const STYLED = [
	'<!-- wp:jetpack/contact-form --><div class="wp-block-jetpack-contact-form">',
	'<!-- wp:jetpack/field-email {"required":true} --><div>',
	fs
		.readFileSync(
			path.join(
				__dirname,
				'../fixtures/blocks/jetpack__label__styled.html'
			),
			'utf8'
		)
		.trim(),
	fs
		.readFileSync(
			path.join(
				__dirname,
				'../fixtures/blocks/jetpack__input__styled.html'
			),
			'utf8'
		)
		.trim(),
	'</div><!-- /wp:jetpack/field-email -->',
	'<!-- wp:jetpack/field-text --><div><!-- wp:jetpack/label {"label":"Plain"} /-->',
	'<!-- wp:jetpack/input {"style":{"color":{"background":"url(javascript:alert(1))"}}} /--></div><!-- /wp:jetpack/field-text -->',
	'<!-- wp:jetpack/field-checkbox-multiple --><div><!-- wp:jetpack/label {"label":"Extras","textColor":"vivid-red"} /-->',
	'<!-- wp:jetpack/field-option-checkbox {"label":"Breakfast"} /-->',
	fs
		.readFileSync(
			path.join(
				__dirname,
				'../fixtures/blocks/jetpack__field-option-checkbox__styled.html'
			),
			'utf8'
		)
		.trim(),
	'</div><!-- /wp:jetpack/field-checkbox-multiple -->',
	'</div><!-- /wp:jetpack/contact-form -->',
].join( '' );

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
// Redirects end the request on a site: here they end the handler.
class Orbit_Test_Redirect extends Exception {}
function wp_safe_redirect( $to, $status = 302 ) { throw new Orbit_Test_Redirect( $to ); }
function wp_redirect( $to, $status = 302 ) { throw new Orbit_Test_Redirect( $to ); }
$GLOBALS['mail'] = array();
function wp_mail( $to, $subject, $body, $headers = '' ) { $GLOBALS['mail'][] = array( 'to' => $to, 'body' => $body ); return true; }
// A visitor who is not signed in (user.php, not loaded).
function wp_get_current_user() { return (object) array( 'ID' => 0 ); }
function wp_get_session_token() { return ''; }
require '/wordpress-core.php';
// The post holding the form and the feedback stored (the database's).
$GLOBALS['post'] = null;
$GLOBALS['stored'] = array();
function get_post( $id ) { return $GLOBALS['post']; }
function get_post_types( $args = array(), $output = 'names' ) { return array(); }
function get_the_ID() { return 3; }
// Plain links, and this page's address.
orbit_blocks_test_options( array( 'permalink_structure' => '' ) );
add_filter( 'post_link', static fn() => 'https://example.com/book/' );
function get_the_title( $post ) { return 'Book a room'; }
function get_the_author_meta( $field, $user ) { return 'owner@example.com'; }
function is_post_publicly_viewable( $post ) { return true; }
function post_password_required( $post ) { return false; }
function current_user_can( $cap, $id = 0 ) { return false; }
function wp_insert_post( $args, $wp_error = false ) { $GLOBALS['stored'][] = wp_unslash( $args ); return 41; }
function update_post_meta( $id, $key, $value ) { return true; }
require '/plugin/includes/client-address.php';
// The database's row lock (includes/lock.php): one request at a time here.
function orbit_blocks_with_lock( $name, $work, $fresh = array() ) { return $work(); }
function orbit_blocks_transient_options( $transient ) { return array(); }
foreach ( array( 'fields', 'validate', 'settings', 'render', 'feedback', 'guard', 'submit' ) as $file ) {
	require '/plugin/includes/contact-form/' . $file . '.php';
}
register_block_type( 'jetpack/contact-form', array( 'render_callback' => orbit_blocks_test_render_file( '/contact-form/render.php' ) ) );
$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
$GLOBALS['post'] = new WP_Post( (object) array( 'ID' => 3, 'post_status' => 'publish', 'post_author' => '7', 'post_type' => 'post', 'post_content' => ${ JSON.stringify(
	FORM
) } ) );
$form = parse_blocks( $GLOBALS['post']->post_content )[0];
$hash = orbit_blocks_contact_form_hash( $form );
/** Posts the form as a visitor's browser does; what the handler did. */
function send( $fields ) {
	global $hash;
	$_SERVER['REQUEST_METHOD'] = 'POST';
	$_POST = wp_slash( array(
		'orbit_cf_form' => $hash,
		'orbit_cf_post' => '3',
		'orbit_cf_nonce' => wp_create_nonce( orbit_blocks_contact_form_nonce_action( 3, $hash ) ),
		'orbit-field' => $fields,
	) );
	try {
		orbit_blocks_contact_form_handle_post();
		return array( 'state' => orbit_blocks_contact_form_state( $hash ) );
	} catch ( Orbit_Test_Redirect $redirect ) {
		return array( 'redirect' => $redirect->getMessage() );
	}
}
`;

let results: Record< string, any > = {};

beforeAll( () => {
	results = runPhpSnippets( [ 'blocks/contact-form' ], PRELUDE, {
		table: `echo json_encode( orbit_blocks_contact_form_country_codes() );`,
		fields: `echo json_encode( orbit_blocks_contact_form_fields( $form ) );`,
		unwrapped: `echo json_encode( orbit_blocks_contact_form_fields( array( 'innerBlocks' => parse_blocks( ${ JSON.stringify(
			UNWRAPPED
		) } ) ) ) );`,
		markup: `echo json_encode( render_block( $form ) );`,
		styled: `echo json_encode( render_block( parse_blocks( ${ JSON.stringify(
			STYLED
		) } )[0] ) );`,
		wrong: `echo json_encode( send( ${ phpValue( {
			'field-1': '',
			'field-2': 'ada@example.com',
			'field-3': { country: 'FR', number: 'call me' },
			'field-4': 'Basement',
			'field-5': [ 'Breakfast', 'Spa' ],
		} ) } ) );`,
		wrongMarkup: `echo json_encode( render_block( $form ) );`,
		sent: `echo json_encode( send( ${ phpValue( {
			'field-1': 'Ada Lovelace',
			'field-2': 'ada@example.com',
			'field-3': { country: 'GB', number: '7700 900123' },
			'field-4': 'Attic room',
			'field-5': [ 'Late check-out', 'Breakfast' ],
			'field-6': 'Arriving late',
		} ) } ) + array( 'stored' => $GLOBALS['stored'], 'mail' => $GLOBALS['mail'] ) );`,
	} );
}, 120000 );

describe( 'the calling codes', () => {
	it( 'are the editor’s, country by country', () => {
		expect( results.table ).toEqual( countryCodes() );
		expect( Object.keys( results.table ).length ).toBeGreaterThan( 240 );
	} );
} );

describe( 'reading a form of label, input and option blocks', () => {
	it( 'takes labels, placeholders and options from the inner blocks', () => {
		const fields = results.fields.map(
			( field: Record< string, unknown > ) => [
				field.kind,
				field.label,
				field.required,
				field.placeholder,
				field.options,
				field.country ?? null,
			]
		);
		expect( fields ).toEqual( [
			[ 'text', 'Your name', true, 'Ada Lovelace', [], null ],
			[ 'email', 'Email address', true, '', [], null ],
			[ 'tel', 'Mobile', false, '6 12 34 56 78', [], 'FR' ],
			[
				'radio',
				'Which room?',
				true,
				'',
				[ 'Garden room', 'Attic room' ],
				null,
			],
			[
				'checkbox-multiple',
				'Extras',
				false,
				'',
				[ 'Breakfast', 'Late check-out' ],
				null,
			],
			[
				'textarea',
				'Anything else?',
				false,
				'Arrival time, allergies…',
				[],
				null,
			],
		] );
	} );

	it( 'reads option blocks straight in the comment (the incumbent’s 2024 fields)', () => {
		expect( results.unwrapped[ 0 ] ).toMatchObject( {
			kind: 'radio',
			label: 'Have you attended before?',
			required: true,
			options: [ 'Yes', 'No' ],
		} );
	} );
} );

describe( 'the visitor’s form', () => {
	const form = () => renderedElement( results, 'markup' );

	it( 'binds every label to its input, with placeholders and required', () => {
		const host = form();
		const input = ( label: string ) => {
			const element = Array.from( host.querySelectorAll( 'label' ) ).find(
				( candidate ) => candidate.textContent?.startsWith( label )
			);
			return host.querySelector< HTMLInputElement >(
				`#${ element?.getAttribute( 'for' ) }`
			);
		};
		expect( input( 'Your name' ) ).toMatchObject( {
			type: 'text',
			placeholder: 'Ada Lovelace',
			required: true,
		} );
		expect( input( 'Email address' ) ).toMatchObject( {
			type: 'email',
			required: true,
		} );
		expect( input( 'Mobile' ) ).toMatchObject( {
			type: 'tel',
			placeholder: '6 12 34 56 78',
			required: false,
		} );
		expect( input( 'Anything else?' )?.tagName ).toBe( 'TEXTAREA' );
	} );

	it( 'gives labels, inputs and options the colours, border and type of their blocks, and nothing unsafe', () => {
		const host = renderedElement( results, 'styled' );
		const label = host.querySelector( 'label' ) as HTMLLabelElement;
		expect( Array.from( label.classList ) ).toEqual(
			expect.arrayContaining( [
				'orbit-form-field__label',
				'has-vivid-red-color',
				'has-text-color',
				'has-large-font-size',
			] )
		);
		expect( label.style.lineHeight ).toBe( '1.4' );
		const input = host.querySelector(
			'input[type="email"]'
		) as HTMLInputElement;
		expect( Array.from( input.classList ) ).toEqual(
			expect.arrayContaining( [
				'has-black-color',
				'has-pale-cyan-blue-background-color',
				'has-background',
			] )
		);
		expect( input.style.borderRadius ).toBe( '6px' );
		expect( input.style.borderWidth ).toBe( '2px' );
		expect( input.style.borderStyle ).toBe( 'solid' );
		const plain = host.querySelector(
			'input[type="text"]'
		) as HTMLInputElement;
		expect( plain.getAttribute( 'style' ) ?? '' ).not.toMatch(
			/javascript/i
		);
		expect( host.innerHTML ).not.toMatch( /javascript:/i );

		// A choice field: its legend takes the label block's look, each
		// option's label its option block's.
		const legend = host.querySelector( 'legend' ) as HTMLElement;
		expect( legend.textContent ).toBe( 'Extras' );
		expect( Array.from( legend.classList ) ).toEqual(
			expect.arrayContaining( [ 'has-vivid-red-color' ] )
		);
		const optionLabel = ( text: string ) =>
			Array.from(
				host.querySelectorAll< HTMLLabelElement >( 'li label' )
			).find( ( candidate ) => candidate.textContent === text );
		expect( optionLabel( 'Breakfast' )?.getAttribute( 'class' ) ).toBe(
			null
		);
		const late = optionLabel( 'Late check-out' ) as HTMLLabelElement;
		expect( Array.from( late.classList ) ).toEqual(
			expect.arrayContaining( [ 'has-vivid-purple-color' ] )
		);
		expect( late.style.fontSize ).toBe( '14px' );
	} );

	it( 'offers the option blocks’ texts as radio buttons and checkboxes', () => {
		const host = form();
		const choices = ( legend: string ) => {
			const set = Array.from( host.querySelectorAll( 'fieldset' ) ).find(
				( candidate ) =>
					candidate
						.querySelector( 'legend' )
						?.textContent?.startsWith( legend )
			);
			return Array.from(
				set?.querySelectorAll< HTMLInputElement >( 'input' ) ?? []
			).map( ( choice ) => [ choice.type, choice.value, choice.name ] );
		};
		expect( choices( 'Which room?' ) ).toEqual( [
			[ 'radio', 'Garden room', 'orbit-field[field-4]' ],
			[ 'radio', 'Attic room', 'orbit-field[field-4]' ],
		] );
		expect( choices( 'Extras' ) ).toEqual( [
			[ 'checkbox', 'Breakfast', 'orbit-field[field-5][]' ],
			[ 'checkbox', 'Late check-out', 'orbit-field[field-5][]' ],
		] );
	} );

	it( 'asks for the phone number’s country, starting at the block’s default', () => {
		const select = form().querySelector< HTMLSelectElement >(
			'select[name="orbit-field[field-3][country]"]'
		);
		expect( select?.getAttribute( 'aria-label' ) ).toBe( 'Country code' );
		expect( select?.value ).toBe( 'FR' );
		expect( select?.selectedOptions[ 0 ].textContent ).toMatch(
			/\(\+33\)$/
		);
		expect( select?.options.length ).toBe(
			Object.keys( countryCodes() ).length
		);
		expect(
			form().querySelector( 'input[name="orbit-field[field-3][number]"]' )
		).not.toBeNull();
	} );
} );

describe( 'a submission', () => {
	it( 'is refused with a message under each wrong field, everything typed kept', () => {
		expect( results.wrong.state.errors ).toEqual( {
			'field-1': 'Your name is required.',
			'field-3': 'Mobile: enter a valid phone number.',
			'field-4': 'Which room?: choose one of the options shown.',
			'field-5': 'Extras: choose among the options shown.',
		} );
		const host = renderedElement( results, 'wrongMarkup' );
		const country = host.querySelector< HTMLSelectElement >(
			'select[name="orbit-field[field-3][country]"]'
		);
		expect( country?.value ).toBe( 'FR' );
		expect(
			host.querySelector< HTMLInputElement >(
				'input[name="orbit-field[field-3][number]"]'
			)?.value
		).toBe( 'call me' );
		expect( results.wrong.redirect ).toBeUndefined();
	} );

	it( 'is stored naming each field by its label, with the option texts and the calling code', () => {
		expect( results.sent.redirect ).toMatch(
			/^https:\/\/example\.com\/book\/\?contact-form-sent=[a-f0-9]{12}#contact-form-/
		);
		expect( results.sent.stored ).toHaveLength( 1 );
		const entries =
			results.sent.stored[ 0 ].meta_input._feedback_fields.map(
				( entry: { label: string; value: unknown } ) => [
					entry.label,
					entry.value,
				]
			);
		expect( entries ).toEqual( [
			[ 'Your name', 'Ada Lovelace' ],
			[ 'Email address', 'ada@example.com' ],
			[ 'Mobile', '+44 7700 900123' ],
			[ 'Which room?', 'Attic room' ],
			[ 'Extras', [ 'Late check-out', 'Breakfast' ] ],
			[ 'Anything else?', 'Arriving late' ],
		] );
		expect( results.sent.mail[ 0 ].to ).toEqual( [
			'bookings@example.com',
		] );
		expect( results.sent.mail[ 0 ].body ).toContain( '+44 7700 900123' );
	} );
} );
