/**
 * The newsletter form's visitor-facing texts (php-stubs/blocks/mailchimp/
 * render.php): while the author has not written their own (the attributes
 * are unset: block.json has no defaults for them), the server writes the
 * defaults translated for the visitor; the author's own words are kept as
 * they are. __() is a pseudo-locale here ("[[…]]").
 */
import { runPhpSnippets } from './php/php-snippets';

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
define( 'ABSPATH', '/' );
define( 'ORBIT_BLOCKS_NS_WPCOM', 'wpcom/v2' );
define( 'ORBIT_BLOCKS_RENDER_ATTRIBUTE', 'data-orbit-render' );
function __( $text, $domain ) { return '[[' . $text . ']]'; }
function esc_attr( $s ) { return htmlspecialchars( $s, ENT_QUOTES ); }
function esc_html( $s ) { return htmlspecialchars( $s, ENT_QUOTES ); }
function esc_url( $s ) { return $s; }
function wp_kses_post( $s ) { return $s; }
function rest_url( $p ) { return 'http://site.test/wp-json/' . $p; }
function get_the_ID() { return 7; }
function get_block_wrapper_attributes( $a ) { return 'class="wp-block-jetpack-mailchimp"'; }
function orbit_blocks_mailchimp_connection() { return array( 'connected' => true ); }
function orbit_blocks_view_render( $block, $global, $values ) { return 'r1'; }
// The form's button is its inner block, rendered by WordPress.
class Inner_Button { function render() { return '<button>Join</button>'; } }
class WP_Block { public $context = array(); public $inner_blocks; function __construct() { $this->inner_blocks = array( new Inner_Button() ); } }
require '/includes/inner-blocks.php';
$render = require '/mailchimp/render.php';
function texts( $html ) {
	preg_match( '/placeholder="([^"]*)"/', $html, $placeholder );
	preg_match( '#consent-text">(.*?)</p>#s', $html, $consent );
	preg_match_all( '#role="(?:status|alert)" hidden>(.*?)</div>#s', $html, $notices );
	return array(
		'placeholder' => html_entity_decode( $placeholder[1], ENT_QUOTES ),
		'consent'     => $consent[1],
		'notices'     => array_map( static fn( $n ) => html_entity_decode( $n, ENT_QUOTES ), $notices[1] ),
	);
}
`;

let results: Record< string, any >;
beforeAll( () => {
	results = runPhpSnippets( [ 'blocks/mailchimp', 'includes' ], PRELUDE, {
		unset: `echo json_encode( texts( $render( array(), '<button>Join</button>', new WP_Block() ) ) );`,
		authored: `echo json_encode( texts( $render( array(
			'emailPlaceholder' => 'Votre e-mail',
			'consentText'      => 'En cliquant…',
			'processingLabel'  => 'Un instant…',
			'successLabel'     => 'Inscrit !',
			'errorLabel'       => 'Erreur.',
		), '<button>Join</button>', new WP_Block() ) ) );`,
	} );
}, 60_000 );

test( 'unset texts are the defaults, translated for the visitor', () => {
	expect( results.unset ).toEqual( {
		placeholder: '[[Enter your email]]',
		consent:
			'[[By clicking submit, you agree to share your email address with the site owner and Mailchimp to receive marketing, updates, and other emails from the site owner. Use the unsubscribe link in those emails to opt out at any time.]]',
		notices: [
			'[[Processing…]]',
			"[[Success! You're on the list.]]",
			"[[Whoops! There was an error and we couldn't process your subscription. Please reload the page and try again.]]",
		],
	} );
} );

test( "the author's own texts are kept as written", () => {
	expect( results.authored ).toEqual( {
		placeholder: 'Votre e-mail',
		consent: 'En cliquant…',
		notices: [ 'Un instant…', 'Inscrit !', 'Erreur.' ],
	} );
} );
