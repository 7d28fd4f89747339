/**
 * Smoke test for every block the plugin ships (discovered from the build, so
 * a new block is covered without touching this file): insert them all into
 * one new post, publish, reload and find every one valid, then open the
 * front end and find each rendered, with no PHP message and no console error.
 * One post for all keeps the run short as blocks are added; a failure still
 * names the blocks at fault.
 */
import {
	expect,
	shippedBlockNames,
	test,
	watchPageErrors,
	watchPhpLog,
} from './orbit-blocks';

const blockNames = shippedBlockNames();

// Blocks whose defaults show nothing to this visit: the repeat visitor's
// default content is for visitors who came more than 3 times.
const ATTRIBUTES: Record< string, Record< string, unknown > > = {
	'jetpack/repeat-visitor': { criteria: 'before-visits' },
	// An embed shows visitors nothing until it has something to embed.
	'jetpack/gif': {
		giphyUrl: 'https://giphy.com/embed/l0HlBO7eyXzSZkJri',
		searchText: 'smoke',
	},
	'jetpack/calendly': { url: 'https://calendly.com/jane-doe/30min' },
	'jetpack/eventbrite': {
		url: 'https://www.eventbrite.com/e/jazz-night-tickets-123456789012',
		eventId: 123456789012,
	},
	'jetpack/google-calendar': {
		url: 'https://calendar.google.com/calendar/embed?src=en.usa%23holiday%40group.v.calendar.google.com',
	},
	'jetpack/pinterest': {
		url: 'https://www.pinterest.com/pin/99360735500167749/',
	},
};

// Blocks that rightly render nothing here: the Instagram gallery needs a
// connected account (its own spec connects one and checks the gallery),
// simple payments a saved product (earn.spec.ts saves one), the Payment
// Button a chosen plan (earn.spec.ts chooses one), the tiled gallery images
// and the video an upload (their own specs add them and check the visitor's
// markup).
const RENDERS_NOTHING = new Set( [
	'jetpack/instagram-gallery',
	'jetpack/simple-payments',
	'jetpack/recurring-payments',
	'jetpack/tiled-gallery',
	'videopress/video',
] );

// Blocks that render only when the site has an account another spec may
// have connected in the same WordPress: donations (a payment account; plans
// of -1 show nothing) and the newsletter form (a newsletter connection).
// earn.spec.ts checks both ways; here they show at most once.
const DEPENDS_ON_ACCOUNT = new Set( [
	'jetpack/donations',
	'jetpack/mailchimp',
] );

test( 'the build ships blocks to check', () => {
	expect( blockNames.length ).toBeGreaterThan( 0 );
} );

test( 'every block: insert, publish, reload, view', async ( {
	admin,
	editor,
	page,
} ) => {
	// One post holds every block: more time as the blocks grow in number.
	test.slow();
	const errors = watchPageErrors( page );
	const php = watchPhpLog();
	await admin.createNewPost( { title: 'Smoke: every block' } );
	for ( const name of blockNames ) {
		await editor.insertBlock( {
			name,
			attributes: ATTRIBUTES[ name ] ?? {},
		} );
		const block = editor.canvas.locator( `[data-type="${ name }"]` );
		await expect( block, name ).toBeVisible();
		// The edit chunk has loaded when the lazy spinner is gone.
		await expect(
			block.locator( '.components-spinner' ),
			name
		).toHaveCount( 0 );
	}

	const postId = await editor.publishPost();
	expect( postId ).not.toBeNull();

	await page.reload();
	const blocks: Array< { name: string; isValid: boolean } > =
		await page.evaluate( () =>
			window.wp.data
				.select( 'core/block-editor' )
				.getBlocks()
				.map( ( b: { name: string; isValid: boolean } ) => ( {
					name: b.name,
					isValid: b.isValid,
				} ) )
		);
	expect( blocks.map( ( b ) => b.name ) ).toEqual( blockNames );
	expect(
		blocks.filter( ( b ) => ! b.isValid ).map( ( b ) => b.name )
	).toEqual( [] );
	await expect(
		editor.canvas.getByText( 'unexpected or invalid content' )
	).toHaveCount( 0 );

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
