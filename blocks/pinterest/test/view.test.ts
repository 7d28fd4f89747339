/**
 * The front end (blocks/pinterest/view.ts): pinit.js loads from the address
 * the server printed (window.orbitBlocksPinterestView), once, and only when a
 * wrapper the server rendered comes near the viewport; a wrapper typed into
 * the post loads nothing.
 */
import { RENDER_ATTRIBUTE } from '../../../shared/view-data';
import {
	scriptSources,
	watchNearViewport,
} from '../../../tests/setup/view-script';
import { emptyPage, runViewScript } from '../../../tests/setup/view-page';

const SERVER = 'https://assets.pinterest.com/js/pinit.js';
const BLOCK = ( id: string ) =>
	`<div class="wp-block-jetpack-pinterest" ${ RENDER_ATTRIBUTE }="${ id }"><a data-pin-do="embedPin" href="https://www.pinterest.com/pin/1/">pin</a></div>`;

const page = window as unknown as Record< string, unknown >;
const near = watchNearViewport();

const loadView = () => runViewScript( require.resolve( '../view' ) );

beforeEach( () => {
	emptyPage();
	page.orbitBlocksPinterestView = {
		values: { pinit: SERVER },
		renders: [ 'r1', 'r2' ],
	};
} );

afterEach( () => {
	delete page.orbitBlocksPinterestView;
} );

it( 'loads pinit.js once, when a block comes near the viewport', () => {
	document.body.innerHTML = BLOCK( 'r1' ) + BLOCK( 'r2' );
	loadView();
	expect( scriptSources() ).toEqual( [] );
	expect( near ).toHaveLength( 2 );

	near[ 1 ]( [ { isIntersecting: true } ] );
	near[ 0 ]( [ { isIntersecting: true } ] );
	expect( scriptSources() ).toEqual( [ SERVER ] );
} );

it( 'waits for no wrapper the server did not render', () => {
	document.body.innerHTML = BLOCK( 'typed' );
	loadView();
	expect( near ).toHaveLength( 0 );
	expect( scriptSources() ).toEqual( [] );
} );
