/**
 * The newsletter form's visitor-facing texts (blocks/mailchimp/
 * render.php): while the author has not written their own (the attributes
 * are unset: block.json has no defaults for them), the server writes the
 * defaults translated for the visitor; the author's own words are kept as
 * they are. Rendered by WordPress's own block API (tests/unit/php/
 * wordpress.php), its translation functions answering a pseudo-locale
 * ("[[…]]") for the plugin's text domain.
 */
import { runPhpSnippets } from './php/php-snippets';

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
// A visitor's language: the plugin's strings in a pseudo-locale ("[[…]]"),
// as a translation file would give them.
add_filter( 'gettext_orbit-blocks', static function ( $translation, $text ) { return '[[' . $text . ']]'; }, 10, 2 );
// The plugin's other files (not loaded): constants, the Mailchimp connection
// and the view script's data for this render.
define( 'ORBIT_BLOCKS_NS_WPCOM', 'wpcom/v2' );
define( 'ORBIT_BLOCKS_RENDER_ATTRIBUTE', 'data-orbit-render' );
function orbit_blocks_mailchimp_connection() { return array( 'connected' => true ); }
function orbit_blocks_view_render( $block, $global, $values ) { return 'r1'; }
// The post being shown (the database's).
function get_the_ID() { return 7; }
require '/includes/inner-blocks.php';
require '/includes/mailchimp-forms.php';
register_block_type( 'jetpack/mailchimp', array( 'render_callback' => orbit_blocks_test_render_file( '/mailchimp/render.php' ) ) );
/** A post's newsletter form with these attributes and its button, rendered by WordPress. */
function render_form( array $attributes ) {
	$button = '<!-- wp:jetpack/button {"element":"button"} --><button>Join</button><!-- /wp:jetpack/button -->';
	return render_block( parse_blocks( get_comment_delimited_block_content( 'jetpack/mailchimp', $attributes, '<div class="wp-block-jetpack-mailchimp">' . $button . '</div>' ) )[0] );
}
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
		unset: `echo json_encode( texts( render_form( array() ) ) );`,
		hidden: `preg_match_all( '/<input type="hidden" name="([^"]+)" value="([^"]*)"/', render_form( array( 'interests' => array( 'news' ), 'signupFieldTag' => 'SIGNUP', 'signupFieldValue' => 'blog' ) ), $m, PREG_SET_ORDER );
		echo json_encode( array( 'fields' => array_map( static fn( $f ) => array( $f[1], $f[2] ), $m ), 'key' => orbit_blocks_mailchimp_form_key( array( 'interests' => array( 'news' ), 'signupFieldTag' => 'SIGNUP', 'signupFieldValue' => 'blog' ) ) ) );`,
		authored: `echo json_encode( texts( render_form( array(
			'emailPlaceholder' => 'Votre e-mail',
			'consentText'      => 'En cliquant…',
			'processingLabel'  => 'Un instant…',
			'successLabel'     => 'Inscrit !',
			'errorLabel'       => 'Erreur.',
		) ) ) );`,
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

test( 'the form names its post and itself, and carries no groups or signup location', () => {
	// The sign-up route reads those from the saved block (issue 36, finding 2).
	expect( results.hidden.fields ).toEqual( [
		[ 'form', results.hidden.key ],
		[ 'post_id', '7' ],
	] );
	expect( results.hidden.key ).toMatch( /^[0-9a-f]{16}$/ );
} );
