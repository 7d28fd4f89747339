/**
 * The front end with the widget outside an iframe (blocks/opentable/view.ts):
 * OpenTable's loader goes into a placeholder the server rendered only when
 * it comes near the viewport, from the fixed address, with the query built
 * from the checked data-opentable-* values. A placeholder typed into a post,
 * or one with any value outside the rules, gets no script.
 */
import fc from 'fast-check';
import { RENDER_ATTRIBUTE } from '../../../shared/view-data';
import { LOADER, loaderUrl } from '../loader-url';
import { emptyPage, runViewScript } from '../../../tests/setup/view-page';

const LINK =
	'<a class="wp-block-jetpack-opentable__link" href="https://www.opentable.com/restref/client/?rid=412810">Make a reservation on OpenTable</a>';

const VALID: Record< string, string > = {
	rid: '412810',
	type: 'standard',
	theme: 'standard',
	domain: 'com',
	lang: 'fr-CA',
	newtab: 'false',
};

/** A placeholder as render.php prints it, with these data-opentable-* values. */
function placeholder(
	values: Record< string, string >,
	render = 'r1',
	className = 'wp-block-jetpack-opentable is-style-standard is-loader'
): string {
	const wrapper = document.createElement( 'div' );
	wrapper.className = className;
	wrapper.setAttribute( RENDER_ATTRIBUTE, render );
	for ( const [ key, value ] of Object.entries( values ) ) {
		wrapper.setAttribute( `data-opentable-${ key }`, value );
	}
	wrapper.innerHTML = LINK;
	return wrapper.outerHTML;
}

const page = window as unknown as Record< string, unknown >;
type Near = ( entries: Array< { isIntersecting: boolean } > ) => void;
let near: Array< { callback: Near; element: Element } > = [];

const scriptSources = () =>
	Array.from( document.querySelectorAll( 'script' ) ).map( ( script ) =>
		script.getAttribute( 'src' )
	);

const loadView = () => runViewScript( require.resolve( '../view' ) );

/** The IntersectionObserver says each observed block is near the viewport. */
function scrollNear() {
	near.forEach( ( { callback } ) =>
		callback( [ { isIntersecting: true } ] )
	);
}

beforeEach( () => {
	emptyPage();
	near = [];
	page.orbitBlocksOpenTableView = { values: {}, renders: [ 'r1', 'r2' ] };
	page.IntersectionObserver = jest.fn( ( callback: Near ) => ( {
		observe: ( element: Element ) => near.push( { callback, element } ),
		disconnect: jest.fn(),
	} ) );
} );

afterEach( () => {
	delete page.IntersectionObserver;
	delete page.orbitBlocksOpenTableView;
} );

describe( 'OpenTable’s loader on visitors’ pages', () => {
	it( 'goes into the block, before the link, only once the block is near the viewport', () => {
		document.body.innerHTML = placeholder( VALID );
		loadView();
		expect( scriptSources() ).toEqual( [] );
		expect( near ).toHaveLength( 1 );

		scrollNear();
		expect( scriptSources() ).toEqual( [
			`${ LOADER }?type=standard&theme=standard&iframe=false&domain=com&lang=fr-CA&newtab=false&rid=412810`,
		] );
		const block = document.querySelector( '.wp-block-jetpack-opentable' );
		expect( block?.firstElementChild?.tagName ).toBe( 'SCRIPT' );
		expect( block?.lastElementChild?.textContent ).toBe(
			'Make a reservation on OpenTable'
		);
	} );

	it( 'names each restaurant of a multi widget, each block waiting for itself', () => {
		document.body.innerHTML =
			placeholder( VALID ) +
			placeholder(
				{
					...VALID,
					rid: '230914 1779',
					type: 'multi',
					theme: 'wide',
					lang: 'en-US',
					domain: 'co.uk',
					newtab: 'true',
				},
				'r2'
			);
		loadView();
		expect( near ).toHaveLength( 2 );
		near[ 1 ].callback( [ { isIntersecting: true } ] );
		expect( scriptSources() ).toEqual( [
			`${ LOADER }?type=multi&theme=wide&iframe=false&domain=co.uk&lang=en-US&newtab=true&rid=230914&rid=1779`,
		] );
		expect( near[ 1 ].element.firstElementChild?.tagName ).toBe( 'SCRIPT' );
	} );

	it( 'does nothing for the lazy iframe, nor for a placeholder the server did not render', () => {
		document.body.innerHTML =
			'<div class="wp-block-jetpack-opentable is-style-standard"><iframe loading="lazy" title="OpenTable reservation widget"></iframe></div>' +
			placeholder( VALID, 'typed-into-the-post' ) +
			placeholder( VALID, '' );
		loadView();
		scrollNear();
		expect( near ).toHaveLength( 0 );
		expect( scriptSources() ).toEqual( [] );
	} );

	it( 'does nothing without the server’s data (an element named like it is not data)', () => {
		delete page.orbitBlocksOpenTableView;
		document.body.innerHTML =
			placeholder( VALID ) +
			'<form id="orbitBlocksOpenTableView"><input name="renders" value="r1"></form>';
		loadView();
		scrollNear();
		expect( scriptSources() ).toEqual( [] );
	} );

	const hostile: Array< [ string, Record< string, string > ] > = [
		[ 'a foreign host as domain', { domain: 'evil.example' } ],
		[ 'an address as domain', { domain: 'com/../../evil.example' } ],
		[ 'a javascript: language', { lang: 'javascript:alert(1)' } ],
		[ 'quotes in the restaurant', { rid: '1"><script>alert(1)</script>' } ],
		[
			'a query in the restaurant',
			{ rid: '1&src=https://evil.example/x.js' },
		],
		[ 'an address as restaurant', { rid: 'https://evil.example/x.js' } ],
		[ 'a 13-digit restaurant', { rid: '1234567890123' } ],
		[ 'a negative restaurant', { rid: '-1' } ],
		[ 'no restaurant', { rid: '' } ],
		[ 'a restaurant twice', { rid: '1 1', type: 'multi' } ],
		[ 'a foreign type', { type: 'script' } ],
		[ 'multi for one restaurant', { type: 'multi' } ],
		[ 'standard for two restaurants', { rid: '1 2' } ],
		[ 'the button with a tall theme', { type: 'button', theme: 'tall' } ],
		[ 'a foreign theme', { theme: '"onload="alert(1)' } ],
		[ 'a language in other case', { lang: 'FR-ca' } ],
		[ 'newtab not a boolean', { newtab: '1' } ],
	];

	it.each( hostile )(
		'gives no script for %s, even on a wrapper the server listed',
		( _name, values ) => {
			document.body.innerHTML = placeholder( { ...VALID, ...values } );
			loadView();
			scrollNear();
			expect( scriptSources() ).toEqual( [] );
		}
	);

	it( 'gives no script when a value is missing', () => {
		for ( const key of Object.keys( VALID ) ) {
			const values = { ...VALID };
			delete values[ key ];
			expect( loaderUrl( { ...dataset( values ) } ) ).toBeNull();
		}
	} );

	it( 'never builds an address off OpenTable’s loader, whatever the markup holds', () => {
		const value = fc.oneof(
			fc.string( { maxLength: 40 } ),
			fc.constantFrom(
				...Object.values( VALID ),
				'multi',
				'button',
				'wide',
				'true',
				'1 2',
				'//evil.example',
				'javascript:alert(1)'
			)
		);
		fc.assert(
			fc.property(
				fc.record( {
					rid: value,
					type: value,
					theme: value,
					domain: value,
					lang: value,
					newtab: value,
				} ),
				( values ) => {
					const src = loaderUrl( dataset( values ) );
					if ( src === null ) {
						return true;
					}
					const url = new URL( src );
					return (
						url.origin + url.pathname === LOADER &&
						url.searchParams
							.getAll( 'rid' )
							.every( ( rid ) => /^[0-9]{1,12}$/.test( rid ) ) &&
						[ ...url.searchParams.keys() ].every( ( key ) =>
							[
								'type',
								'theme',
								'iframe',
								'domain',
								'lang',
								'newtab',
								'rid',
							].includes( key )
						)
					);
				}
			)
		);
	} );
} );

/** The dataset of a placeholder with these data-opentable-* values. */
function dataset( values: Record< string, string > ): DOMStringMap {
	const host = document.createElement( 'div' );
	host.innerHTML = placeholder( values );
	return ( host.firstElementChild as HTMLElement ).dataset;
}
