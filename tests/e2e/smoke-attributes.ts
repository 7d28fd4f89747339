/**
 * What the smoke tests (tests/e2e/smoke.spec.ts on the development site,
 * tests/e2e-zip/ on the zip's pristine site) insert for each block, and which
 * blocks rightly show a visitor nothing with those attributes.
 */
import type { Page } from '@playwright/test';
import {
	expect,
	type Admin,
	type Editor,
} from '@wordpress/e2e-test-utils-playwright';
import { editorBlocks } from './orbit-blocks';

// Blocks whose defaults show nothing to this visit: the repeat visitor's
// default content is for visitors who came more than 3 times.
export const ATTRIBUTES: Record< string, Record< string, unknown > > = {
	'jetpack/repeat-visitor': { criteria: 'before-visits' },
	// An embed shows visitors nothing until it has something to embed.
	'jetpack/gif': {
		giphyUrl: 'https://giphy.com/embed/l0HlBO7eyXzSZkJri',
		searchText: 'smoke',
	},
	// A restaurant to book: without one visitors see nothing.
	'jetpack/opentable': { rid: [ '412810' ] },
	'jetpack/tock': { url: 'roister' },
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
export const RENDERS_NOTHING = new Set( [
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
export const DEPENDS_ON_ACCOUNT = new Set( [
	'jetpack/donations',
	'jetpack/mailchimp',
] );

/**
 * Inserts each block with its smoke attributes and waits until its edit
 * chunk has loaded (the lazy spinner is gone).
 */
export async function insertReadyBlocks( editor: Editor, names: string[] ) {
	for ( const name of names ) {
		await editor.insertBlock( {
			name,
			attributes: ATTRIBUTES[ name ] ?? {},
		} );
		const block = editor.canvas.locator( `[data-type="${ name }"]` );
		await expect( block, name ).toBeVisible();
		await expect(
			block.locator( '.components-spinner' ),
			name
		).toHaveCount( 0 );
	}
}

/**
 * The editor half of an every-block smoke test: a new post titled `title`
 * holding the blocks `names` (insertReadyBlocks), published and reloaded,
 * where each is found again, in order, valid and without an error boundary.
 * Gives the post's id.
 */
export async function publishEveryBlock(
	{ admin, editor, page }: { admin: Admin; editor: Editor; page: Page },
	title: string,
	names: string[]
): Promise< number > {
	await admin.createNewPost( { title } );
	await insertReadyBlocks( editor, names );
	const postId = await editor.publishPost();
	expect( postId ).not.toBeNull();

	await page.reload();
	const blocks = await editorBlocks( page );
	expect( blocks.map( ( [ name ] ) => name ) ).toEqual( names );
	expect(
		blocks
			.filter( ( [ , isValid ] ) => ! isValid )
			.map( ( [ name ] ) => name )
	).toEqual( [] );
	await expect(
		editor.canvas.getByText( 'unexpected or invalid content' )
	).toHaveCount( 0 );
	await expect(
		editor.canvas.getByText( 'This block has encountered an error' )
	).toHaveCount( 0 );
	return postId as number;
}
