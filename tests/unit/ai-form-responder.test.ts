/**
 * The offline responder's form answers (php-stubs/includes/ai/form-responder.php)
 * run in Playground's WebAssembly PHP (tests/unit/php/run-php.mjs): which
 * form each prompt gets, the block markup of the contact form's fields
 * (parsed back with @wordpress/blocks' own parser), and that only the form
 * AI bar's feature counts as a form request.
 */
import { parse } from '@wordpress/block-serialization-default-parser';
import { runPhp } from './php/php-snippets';

const PROMPTS = {
	rsvp: 'An RSVP form for my birthday party',
	contact: 'A contact form for my bakery',
	registration: 'Sign up form for the yoga workshop',
	feedback: 'A customer satisfaction survey',
	job: 'Job application for a barista',
	booking: 'Booking an appointment at the salon',
	quote: 'Request a quote for a kitchen renovation',
	newsletter: 'Subscribe to our newsletter',
	fallback: 'Something for my website',
};

let results: {
	kinds: Record< string, string >;
	markup: Record< string, string >;
	reply: string;
	isForm: boolean[];
	warnings: unknown;
};

beforeAll( () => {
	const code = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "0" );
require '/wordpress-core.php';
require '/ai/form-responder.php';
$prompts = json_decode( ${ JSON.stringify(
		JSON.stringify( PROMPTS )
	) }, true );
$kinds = array(); $markup = array();
foreach ( $prompts as $key => $prompt ) {
	$kinds[ $key ] = orbit_blocks_ai_form_kind( $prompt );
	$markup[ $key ] = orbit_blocks_ai_form_markup( $prompt );
}
echo json_encode( array(
	'kinds' => $kinds,
	'markup' => $markup,
	'reply' => orbit_blocks_ai_form_reply( array(
		array( 'role' => 'system', 'content' => 'You build contact forms. Example: RSVP' ),
		array( 'role' => 'user', 'content' => 'A job application form' ),
	) ),
	'isForm' => array(
		orbit_blocks_ai_is_form_request( array( 'feature' => 'jetpack-form-ai-extension' ) ),
		orbit_blocks_ai_is_form_request( array( 'feature' => 'ai-assistant' ) ),
		orbit_blocks_ai_is_form_request( array() ),
	),
	'warnings' => error_get_last(),
) );`;
	const output = runPhp( [ 'includes/ai' ], code );
	try {
		results = JSON.parse( output );
	} catch {
		throw new Error( `PHP said: ${ output }` );
	}
}, 60000 );

function blocksOf( markup: string ) {
	return parse( markup )
		.filter( ( block ) => block.blockName )
		.map( ( block ) => ( {
			name: block.blockName,
			attrs: block.attrs as Record< string, unknown >,
		} ) );
}

describe( 'the offline responder’s forms', () => {
	it( 'chooses the form from the prompt’s words', () => {
		expect( results.kinds ).toEqual( {
			rsvp: 'rsvp',
			contact: 'contact',
			registration: 'registration',
			feedback: 'feedback',
			job: 'job',
			booking: 'booking',
			quote: 'quote',
			newsletter: 'newsletter',
			fallback: 'contact',
		} );
	} );

	it( 'answers an RSVP with name, email, an attendance radio and Submit', () => {
		expect( blocksOf( results.markup.rsvp ) ).toEqual( [
			{
				name: 'jetpack/field-name',
				attrs: { label: 'Name', required: true },
			},
			{
				name: 'jetpack/field-email',
				attrs: { label: 'Email', required: true },
			},
			{
				name: 'jetpack/field-radio',
				attrs: {
					label: 'Will you attend?',
					required: true,
					options: [ 'Yes', 'No' ],
				},
			},
			{
				name: 'jetpack/button',
				attrs: {
					element: 'button',
					text: 'Submit',
					borderRadius: 8,
					lock: { remove: true },
				},
			},
		] );
	} );

	it( 'answers a contact request with name, email and a message', () => {
		expect(
			blocksOf( results.markup.contact ).map( ( b ) => b.name )
		).toEqual( [
			'jetpack/field-name',
			'jetpack/field-email',
			'jetpack/field-textarea',
			'jetpack/button',
		] );
	} );

	it( 'gives every form only contract blocks, one per line, ending with one Submit', () => {
		const fieldName =
			/^jetpack\/field-(name|email|url|text|textarea|checkbox|checkbox-multiple|radio|select|date|telephone|consent)$/;
		for ( const markup of Object.values( results.markup ) ) {
			const blocks = blocksOf( markup );
			expect( markup.split( '\n' ) ).toHaveLength( blocks.length );
			expect( blocks.at( -1 )?.name ).toBe( 'jetpack/button' );
			blocks.slice( 0, -1 ).forEach( ( block ) => {
				expect( block.name ).toMatch( fieldName );
			} );
			expect(
				blocks.filter( ( b ) => b.name === 'jetpack/button' )
			).toHaveLength( 1 );
		}
		expect(
			blocksOf( results.markup.booking ).map( ( b ) => b.name )
		).toContain( 'jetpack/field-date' );
		expect(
			blocksOf( results.markup.feedback ).map( ( b ) => b.name )
		).toContain( 'jetpack/field-checkbox-multiple' );
	} );

	it( 'reads the prompt from the last user message, and only the form feature asks for a form', () => {
		expect( results.reply ).toBe( results.markup.job );
		expect( results.isForm ).toEqual( [ true, false, false ] );
		expect( results.warnings ).toBeNull();
	} );
} );
