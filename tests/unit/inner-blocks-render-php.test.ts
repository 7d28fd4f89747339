/**
 * The renders of the blocks that save the incumbent's wrapper around their
 * inner button (Calendly's link style here; Eventbrite, Mailchimp and the
 * Payment Button use the same helper, php-stubs/includes/inner-blocks.php):
 * the visitor gets the render's own wrapper around the rendered inner
 * button, never the saved div.wp-block-jetpack-<name> nested inside it,
 * whichever markup version the post holds. Run in WebAssembly PHP: the
 * post's markup parsed and rendered by WordPress's own block API
 * (tests/unit/php/wordpress.php).
 */
import { runPhpSnippets } from './php/php-snippets';

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
// The plugin's other files (not loaded): the services' addresses and the
// view script's data for this render.
const ORBIT_BLOCKS_RENDER_ATTRIBUTE = 'data-orbit-render';
function orbit_blocks_services() { return array( 'calendly' => array( 'url' => 'https://assets.test/' ) ); }
function orbit_blocks_view_render( $block, $global, $values ) { return 'r1'; }
require '/includes/inner-blocks.php';
register_block_type( 'jetpack/calendly', array( 'render_callback' => orbit_blocks_test_render_file( '/calendly/render.php' ) ) );
/** A post's calendly block in link style around this saved content, rendered by WordPress. */
function render_calendly( $content ) {
	return render_block( parse_blocks( '<!-- wp:jetpack/calendly {"style":"link","url":"https://calendly.com/jane"} -->' . $content . '<!-- /wp:jetpack/calendly -->' )[0] );
}
$button = '<!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link" href="https://calendly.com/jane">Book a call</a></div><!-- /wp:button -->';
`;

let results: Record< string, unknown >;

beforeAll( () => {
	results = runPhpSnippets( [ 'includes', 'blocks/calendly' ], PRELUDE, {
		// The incumbent's (and now Orbit's) saved wrapper around the button.
		wrapped: `echo json_encode( render_calendly( '<div class="wp-block-jetpack-calendly">' . $button . '</div>' ) );`,
		// What Orbit Blocks saved until now: the button alone.
		unwrapped: `echo json_encode( render_calendly( $button ) );`,
		// A post that lost its button still gets one.
		noButton: `echo json_encode( render_calendly( '<div class="wp-block-jetpack-calendly"></div>' ) );`,
	} );
}, 60000 );

const countOf = ( html: unknown, text: string ) =>
	String( html ).split( text ).length - 1;

describe( 'a render around saved inner blocks', () => {
	it( 'puts the rendered button in one wrapper, without the saved div', () => {
		expect( countOf( results.wrapped, 'wp-block-jetpack-calendly' ) ).toBe(
			1
		);
		// WordPress's get_block_wrapper_attributes() puts the render's own
		// class before the block's.
		expect( results.wrapped ).toBe(
			'<div class="is-style-link wp-block-jetpack-calendly" data-calendly-url="https://calendly.com/jane?background_color=ffffff&amp;primary_color=00A2FF&amp;text_color=4D5055" data-orbit-render="r1"><div class="wp-block-button"><a class="wp-block-button__link" href="https://calendly.com/jane">Book a call</a></div></div>'
		);
	} );

	it( 'renders the markup saved before the wrapper the same way', () => {
		expect( results.unwrapped ).toBe( results.wrapped );
	} );

	it( 'gives a post without its inner button the default link', () => {
		expect( countOf( results.noButton, 'wp-block-jetpack-calendly' ) ).toBe(
			1
		);
		expect( results.noButton ).toContain(
			'<a class="wp-block-button__link wp-element-button" href="https://calendly.com/jane">Schedule time with me</a>'
		);
	} );
} );
