/**
 * Smoke test for every block the plugin ships (discovered from the build, so
 * a new block is covered without touching this file): insert them all into
 * one new post, publish, reload and find every one valid, then open the
 * front end and find each rendered, with no PHP message and no console error.
 * One post for all keeps the run short as blocks are added; a failure still
 * names the blocks at fault.
 */
import {
	DEPENDS_ON_ACCOUNT,
	RENDERS_NOTHING,
	publishEveryBlock,
} from './smoke-attributes';
import {
	expect,
	shippedBlockNames,
	test,
	watchPageErrors,
	watchPhpLog,
} from './orbit-blocks';

const blockNames = shippedBlockNames();

test( 'the build ships blocks to check', () => {
	expect( blockNames.length ).toBeGreaterThan( 0 );
} );

test( 'every block: insert, publish, reload, view', async ( {
	admin,
	editor,
	page,
} ) => {
	const errors = watchPageErrors( page );
	const php = watchPhpLog();
	const postId = await publishEveryBlock(
		{ admin, editor, page },
		'Smoke: every block',
		blockNames
	);

	const response = await page.goto( `/?p=${ postId }` );
	expect( response?.status() ).toBe( 200 );
	const rendered: Record< string, number > = {};
	for ( const name of blockNames ) {
		rendered[ name ] = await page
			.locator( `.wp-block-${ name.replace( '/', '-' ) }` )
			.count();
	}
	// A rendered newsletter form holds a button of its own.
	const innerButtons = rendered[ 'jetpack/mailchimp' ] ?? 0;
	expect( rendered ).toEqual(
		Object.fromEntries(
			blockNames.map( ( name ) => [
				name,
				// eslint-disable-next-line no-nested-ternary
				DEPENDS_ON_ACCOUNT.has( name )
					? Math.min( rendered[ name ], 1 )
					: // eslint-disable-next-line no-nested-ternary
					RENDERS_NOTHING.has( name )
					? 0
					: name === 'jetpack/button'
					? 1 + innerButtons
					: 1,
			] )
		)
	);
	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );
