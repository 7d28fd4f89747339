/**
 * The form AI bar with multi-step answers and a file field (issue 38): the
 * blocks of such an answer are kept valid, and the one Submit button ends up
 * in the step navigation after the steps.
 */
import '@wordpress/block-editor';
import { getBlockType, serialize, type BlockInstance } from '@wordpress/blocks';
import { register as registerButton } from '../../../blocks/button';
import { register as registerForm } from '../../../blocks/contact-form';
import { finalFormBlocks, parseFormReply } from '../parse-form-reply';
import { formPrompt } from '../prompt';

beforeAll( () => {
	if ( ! getBlockType( 'jetpack/contact-form' ) ) {
		registerForm();
	}
	if ( ! getBlockType( 'jetpack/button' ) ) {
		registerButton();
	}
} );

const ANSWER = [
	'<!-- wp:jetpack/form-progress-indicator /-->',
	'<!-- wp:jetpack/form-step-container --><div class="jetpack-form-steps-wrapper"><div class="wp-block-jetpack-form-step-container jetpack-form-step-container">',
	'<!-- wp:jetpack/form-step {"stepLabel":"About you"} --><div class="wp-block-jetpack-form-step"><!-- wp:jetpack/field-name {"required":true} /--></div><!-- /wp:jetpack/form-step -->',
	'<!-- wp:jetpack/form-step {"stepLabel":"Your CV"} --><div class="wp-block-jetpack-form-step"><!-- wp:jetpack/field-file {"label":"Your CV","required":true,"allowedTypes":["application/pdf"],"maxFileSize":5} --><div></div><!-- /wp:jetpack/field-file --></div><!-- /wp:jetpack/form-step -->',
	'</div></div><!-- /wp:jetpack/form-step-container -->',
	'<!-- wp:jetpack/button {"element":"button","text":"Send","borderRadius":8,"lock":{"remove":true}} /-->',
].join( '' );

const names = ( blocks: BlockInstance[] ): unknown[] =>
	blocks.map( ( block ) =>
		block.innerBlocks.length
			? [ block.name, names( block.innerBlocks ) ]
			: block.name
	);

describe( 'form AI answers with steps and a file field', () => {
	it( 'tells the model how to write steps and a file field', () => {
		const [ system ] = formPrompt( 'A job application in two steps' );
		expect( system.content ).toContain( 'wp:jetpack/form-step-container' );
		expect( system.content ).toContain( 'wp:jetpack/field-file' );
	} );

	it( 'keeps every block of the answer, valid, with the file field’s settings', () => {
		const blocks = parseFormReply( ANSWER );
		expect( names( blocks ) ).toEqual( [
			'jetpack/form-progress-indicator',
			[
				'jetpack/form-step-container',
				[
					[ 'jetpack/form-step', [ 'jetpack/field-name' ] ],
					[ 'jetpack/form-step', [ 'jetpack/field-file' ] ],
				],
			],
			'jetpack/button',
		] );
		const file = blocks[ 1 ].innerBlocks[ 1 ].innerBlocks[ 0 ];
		expect( file.attributes ).toMatchObject( {
			label: 'Your CV',
			required: true,
			allowedTypes: [ 'application/pdf' ],
			maxFileSize: 5,
		} );
	} );

	it( 'puts the one Submit in the step navigation, after the steps', () => {
		const blocks = finalFormBlocks( ANSWER );
		expect( names( blocks ) ).toEqual( [
			'jetpack/form-progress-indicator',
			[
				'jetpack/form-step-container',
				[
					[ 'jetpack/form-step', [ 'jetpack/field-name' ] ],
					[ 'jetpack/form-step', [ 'jetpack/field-file' ] ],
				],
			],
			[ 'jetpack/form-step-navigation', [ 'jetpack/button' ] ],
		] );
		expect( blocks[ 2 ].innerBlocks[ 0 ].attributes.text ).toBe( 'Submit' );
		expect( serialize( blocks ) ).toContain(
			'<div class="wp-block-jetpack-form-step-navigation__wrapper"><div class="wp-block-jetpack-form-step-navigation"><!-- wp:jetpack/button'
		);
	} );

	it( 'leaves a form without steps as it was: the Submit last', () => {
		const blocks = finalFormBlocks(
			'<!-- wp:jetpack/field-name /--><!-- wp:jetpack/field-file --><div></div><!-- /wp:jetpack/field-file -->'
		);
		expect( names( blocks ) ).toEqual( [
			'jetpack/field-name',
			'jetpack/field-file',
			'jetpack/button',
		] );
	} );
} );
