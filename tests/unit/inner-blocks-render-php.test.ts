/**
 * The renders of the blocks that save the incumbent's wrapper around their
 * inner button (Calendly's link style here; Eventbrite, Mailchimp and the
 * Payment Button use the same helper, php-stubs/includes/inner-blocks.php):
 * the visitor gets the render's own wrapper around the rendered inner
 * button, never the saved div.wp-block-jetpack-<name> nested inside it,
 * whichever markup version the post holds. Run in WebAssembly PHP with the
 * few WordPress functions the render calls stubbed.
 */
import { runPhpSnippets } from './php/php-snippets';

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
define( 'ABSPATH', '/' );
const ORBIT_BLOCKS_RENDER_ATTRIBUTE = 'data-orbit-render';
function esc_url( $s ) { return htmlspecialchars( (string) $s, ENT_QUOTES ); }
function esc_html__( $s ) { return $s; }
function home_url() { return 'https://site.test/'; }
function wp_parse_url( $u, $c = -1 ) { return parse_url( $u, $c ); }
function orbit_blocks_services() { return array( 'calendly' => array( 'url' => 'https://assets.test/' ) ); }
function orbit_blocks_view_render( $block, $global, $values ) { return 'r1'; }
function get_block_wrapper_attributes( $extra ) {
	$attributes = 'class="wp-block-jetpack-calendly ' . $extra['class'] . '"';
	unset( $extra['class'] );
	foreach ( $extra as $name => $value ) {
		$attributes .= ' ' . $name . '="' . htmlspecialchars( $value, ENT_QUOTES ) . '"';
	}
	return $attributes;
}
/** A parsed block whose inner blocks render as given. */
class WP_Block {
	public $inner_blocks = array();
	public $block_type = null;
	function __construct( array $inner_html = array() ) {
		foreach ( $inner_html as $html ) {
			$this->inner_blocks[] = new class( $html ) {
				private $html;
				function __construct( $html ) { $this->html = $html; }
				function render() { return $this->html; }
			};
		}
	}
}
require '/includes/inner-blocks.php';
$render = require '/calendly/render.php';
$button = '<div class="wp-block-button"><a class="wp-block-button__link" href="https://calendly.com/jane">Book a call</a></div>';
$attributes = array( 'style' => 'link', 'url' => 'https://calendly.com/jane' );
`;

let results: Record< string, unknown >;

beforeAll( () => {
	results = runPhpSnippets( [ 'includes', 'blocks/calendly' ], PRELUDE, {
		// The incumbent's (and now Orbit's) saved wrapper around the button.
		wrapped: `echo json_encode( $render( $attributes, '<div class="wp-block-jetpack-calendly">' . $button . '</div>', new WP_Block( array( $button ) ) ) );`,
		// What Orbit Blocks saved until now: the button alone.
		unwrapped: `echo json_encode( $render( $attributes, $button, new WP_Block( array( $button ) ) ) );`,
		// A post that lost its button still gets one.
		noButton: `echo json_encode( $render( $attributes, '<div class="wp-block-jetpack-calendly"></div>', new WP_Block() ) );`,
	} );
}, 60000 );

const countOf = ( html: unknown, text: string ) =>
	String( html ).split( text ).length - 1;

describe( 'a render around saved inner blocks', () => {
	it( 'puts the rendered button in one wrapper, without the saved div', () => {
		expect( countOf( results.wrapped, 'wp-block-jetpack-calendly' ) ).toBe(
			1
		);
		expect( results.wrapped ).toBe(
			'<div class="wp-block-jetpack-calendly is-style-link" data-calendly-url="https://calendly.com/jane?background_color=ffffff&amp;primary_color=00A2FF&amp;text_color=4D5055" data-orbit-render="r1"><div class="wp-block-button"><a class="wp-block-button__link" href="https://calendly.com/jane">Book a call</a></div></div>'
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
