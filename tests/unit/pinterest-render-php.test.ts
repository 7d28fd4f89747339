/**
 * Pinterest's server render (blocks/pinterest/render.php) run in PHP itself
 * (WebAssembly PHP, tests/unit/php/) with WordPress's own escaping and block
 * API: the widget's link for a pin, a board or a profile, in a wrapper that
 * names the kind (is-embed-pin, is-embed-board, is-embed-user), for which
 * style.scss holds the widget's height from the first paint; an address
 * that is not Pinterest's renders nothing.
 */
import { renderedElement, runPhpSnippets } from './php/php-snippets';

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
require '/plugin/includes/view-data.php';
// The services' addresses are the site's settings.
function orbit_blocks_services() { return array( 'pinterest-pinit' => array( 'url' => 'https://assets.pinterest.com/js/pinit.js' ) ); }
register_block_type( 'jetpack/pinterest', array( 'render_callback' => orbit_blocks_test_render_file( '/pinterest/render.php' ) ) );
/** A post's Pinterest block for this address, rendered by WordPress. */
function render_pinterest( $url ) {
	return render_block( parse_blocks( get_comment_delimited_block_content( 'jetpack/pinterest', array( 'url' => $url ), '' ) )[0] );
}
`;

const cases: Record< string, string > = {
	pin: 'https://www.pinterest.com/pin/667081682039316712/',
	board: 'https://www.pinterest.com/orbit/flowers/',
	user: 'https://pinterest.com/orbit',
	other: 'https://example.com/pin/1/',
};
let results: Record< string, unknown > = {};

beforeAll( () => {
	results = runPhpSnippets(
		[ 'blocks/pinterest' ],
		PRELUDE,
		Object.fromEntries(
			Object.entries( cases ).map( ( [ name, url ] ) => [
				name,
				`echo json_encode( render_pinterest( ${ JSON.stringify(
					url
				) } ) );`,
			] )
		)
	);
}, 60000 );

const wrapper = ( name: string ) =>
	renderedElement( results, name ).querySelector(
		'.wp-block-jetpack-pinterest'
	) as HTMLElement;

describe( 'the Pinterest render names the kind of widget, for its height', () => {
	it.each( [
		[ 'pin', 'is-embed-pin', 'embedPin' ],
		[ 'board', 'is-embed-board', 'embedBoard' ],
		[ 'user', 'is-embed-user', 'embedUser' ],
	] )( 'a %s', ( name, kind, pinDo ) => {
		const block = wrapper( name );
		expect( block.classList.contains( kind ) ).toBe( true );
		expect(
			block.querySelector( 'a' )?.getAttribute( 'data-pin-do' )
		).toBe( pinDo );
		expect( block.dataset.orbitRender ).toMatch( /^[0-9a-f]{32}$/ );
	} );

	it( 'renders nothing for an address that is not Pinterest’s', () => {
		expect( results.other ).toBe( '' );
	} );
} );
