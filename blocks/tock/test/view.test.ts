/**
 * The front end (blocks/tock/view.ts): when a block the server rendered
 * comes near the viewport, Tock's queue gets the start-up call with the
 * server's business name and tock.js loads from the server's address, once.
 */
import { RENDER_ATTRIBUTE } from '../../../shared/view-data';
import {
	scriptSources,
	watchNearViewport,
} from '../../../tests/setup/view-script';
import { emptyPage, runViewScript } from '../../../tests/setup/view-page';

const SERVER = 'https://www.exploretock.com/tock.js';
const BLOCK = `<div class="wp-block-jetpack-tock" ${ RENDER_ATTRIBUTE }="r1"><div id="Tock_widget_container"></div></div>`;

const page = window as unknown as Record< string, unknown > & {
	tock?: { queue: unknown[][] };
};
const near = watchNearViewport();

const loadView = () => runViewScript( require.resolve( '../view' ) );

beforeEach( () => {
	emptyPage( BLOCK );
	delete page.tock;
	delete page._tock;
} );

afterEach( () => {
	delete page.orbitBlocksTockView;
} );

it( 'starts Tock with the server’s name and loads its script near the viewport', () => {
	page.orbitBlocksTockView = {
		values: { script: SERVER, name: 'roister' },
		renders: [ 'r1' ],
	};
	loadView();
	expect( scriptSources() ).toEqual( [] );
	expect( page.tock ).toBeUndefined();

	near[ 0 ]( [ { isIntersecting: true } ] );
	expect( page.tock?.queue ).toEqual( [ [ 'init', 'roister' ] ] );
	expect( scriptSources() ).toEqual( [ SERVER ] );
} );

it( 'does nothing with a name Tock’s addresses cannot have', () => {
	page.orbitBlocksTockView = {
		values: { script: SERVER, name: '../evil' },
		renders: [ 'r1' ],
	};
	loadView();
	expect( near ).toHaveLength( 0 );
	expect( scriptSources() ).toEqual( [] );
} );
