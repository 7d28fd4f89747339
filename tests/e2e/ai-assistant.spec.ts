/**
 * The AI Assistant block and the text-block dropdown against the local AI
 * provider's offline responder (issue 4; spec 1 sections 2, 4, 6 and 8),
 * as an author uses them:
 *
 * 1. A prompt streams in (the offline responder's mark shows), Stop keeps
 *    the text so far, Try Again goes back and refills the prompt, a second
 *    answer is accepted as core blocks; Expand on a paragraph streams into
 *    it, is accepted, and one undo brings the original back; published,
 *    reopened valid, and visitors see the text.
 * 2. An unconnected author sees the reconnect banner and connects from it;
 *    a connection dropped mid-stream shows the network error and keeps what
 *    arrived; past the quota the query answers 429 and the upgrade banner
 *    shows, with the prompt disabled.
 *
 * The offline responder's switches ([[offline:…]] in the prompt) slow the
 * stream or drop it; see the provider's README section.
 */
import type { Locator } from '@playwright/test';
import { editorBlocks, expect, test, SHOTS } from './orbit-blocks';
import { insertAssistant, readyForAi } from './ai-assistant-block';
import { disconnectAccount, resetAiRequests, saveSettings } from './site-state';

const NETWORK_ERROR =
	'It was not possible to process your request. Mind trying again?';
const QUOTA = 'You have reached the limit of requests for this site.';

/** The answer's text as the block shows it. */
const answerText = ( block: Locator ) =>
	block.locator( '.ai-assistant__content' ).innerText();

test( 'an author streams, stops, tries again and accepts an answer, expands a paragraph, and visitors see it', async ( {
	admin,
	editor,
	page,
	requestUtils,
	problems: { php, errors },
} ) => {
	await readyForAi( admin, page, requestUtils );
	await admin.createNewPost( { title: 'Hiking' } );
	const { block, prompt } = await insertAssistant( page, editor.canvas );
	const send = block.getByRole( 'button', { name: 'Send' } );
	await expect( send ).toHaveAttribute( 'aria-disabled', 'true' );

	// A slow stream (80 ms a word), stopped mid-way: the text stays.
	await prompt.fill(
		'Write a post about mountain hiking [[offline:delay=80]]'
	);
	await prompt.press( 'Enter' );
	const content = block.locator( '.ai-assistant__content' );
	await expect( content ).toContainText( /\w+ \w+ \w+/, {
		timeout: 30_000,
	} );
	await expect( block.getByText( 'Offline responder' ) ).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/ai-assistant-streaming.png` } );
	await block.getByRole( 'button', { name: 'Stop' } ).click();
	await expect( block.getByRole( 'button', { name: 'Stop' } ) ).toHaveCount(
		0
	);
	const kept = await answerText( block );
	expect( kept.length ).toBeGreaterThan( 5 );
	// Nothing more arrives once stopped: the text is the same a while later.
	// eslint-disable-next-line playwright/no-wait-for-timeout
	await page.waitForTimeout( 500 );
	expect( await answerText( block ) ).toBe( kept );
	const [ [ , , stopped ] ] = await editorBlocks( page );
	expect( String( stopped.content ) ).not.toBe( '' );

	// Try Again: back to no answer, the prompt refilled.
	await editor.clickBlockToolbarButton( 'Try Again' );
	await expect( content ).toHaveCount( 0 );
	await expect( prompt ).toHaveValue( /mountain hiking/ );

	// A whole answer this time.
	await prompt.fill( 'Write a post about mountain hiking' );
	await prompt.press( 'Enter' );
	await expect( block.getByRole( 'button', { name: 'Stop' } ) ).toBeVisible();
	await expect( block.getByRole( 'button', { name: 'Accept' } ) ).toBeVisible(
		{ timeout: 30_000 }
	);
	await expect( content.locator( 'h1, h2, h3' ).first() ).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/ai-assistant-answer.png` } );

	// Accept: the answer becomes core blocks in place of the assistant.
	await block.getByRole( 'button', { name: 'Accept' } ).click();
	await expect( block ).toHaveCount( 0 );
	const accepted = await editorBlocks( page );
	const names = accepted.map( ( [ name ] ) => name );
	expect( names ).not.toContain( 'jetpack/ai-assistant' );
	expect( names ).toContain( 'core/heading' );
	expect( names ).toContain( 'core/paragraph' );
	expect( accepted.every( ( [ , valid ] ) => valid ) ).toBe( true );

	// Expand one paragraph from its toolbar dropdown.
	const paragraph = editor.canvas
		.locator( '[data-type="core/paragraph"]' )
		.first();
	const original = await paragraph.innerText();
	await paragraph.click();
	await editor.clickBlockToolbarButton( 'AI Assistant' );
	await page.getByRole( 'menuitem', { name: 'Expand' } ).click();
	const acceptDraft = page
		.getByRole( 'toolbar', { name: 'Block tools' } )
		.getByRole( 'button', { name: 'Accept' } );
	await expect( acceptDraft ).toBeVisible();
	await expect(
		page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: 'Stop' } )
	).toHaveCount( 0, { timeout: 30_000 } );
	const expanded = await paragraph.innerText();
	expect( expanded ).toContain( original.slice( 0, 20 ) );
	expect( expanded.length ).toBeGreaterThan( original.length );
	await acceptDraft.click();
	await expect( paragraph ).toHaveText( expanded );
	// One undo step brings the original back.
	await page
		.getByRole( 'toolbar', { name: 'Document tools' } )
		.getByRole( 'button', { name: 'Undo' } )
		.click();
	await expect( paragraph ).toHaveText( original );

	const postId = await editor.publishPost();
	await page.reload();
	await expect(
		editor.canvas.locator( '[data-type="core/heading"]' ).first()
	).toBeVisible( { timeout: 60_000 } );
	const reopened = await editorBlocks( page );
	expect( reopened.map( ( [ name, valid ] ) => [ name, valid ] ) ).toEqual(
		accepted.map( ( [ name ] ) => [ name, true ] )
	);
	await expect(
		editor.canvas.getByText( 'unexpected or invalid content' )
	).toHaveCount( 0 );

	// Visitors see the accepted text, without script.
	await page.goto( `/?p=${ postId }` );
	const entry = page.locator( '.entry-content, .wp-block-post-content' );
	await expect( entry.getByText( original.slice( 0, 30 ) ) ).toBeVisible();
	expect( await entry.innerHTML() ).not.toMatch( /<script/i );

	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );

test( 'the reconnect banner connects the author; a dropped stream keeps its text; past the quota the upgrade banner shows', async ( {
	admin,
	editor,
	page,
	requestUtils,
	problems: { php, errors },
} ) => {
	await disconnectAccount( requestUtils );
	await resetAiRequests( requestUtils );
	try {
		await admin.createNewPost( { title: 'Rivers' } );
		let { block, prompt } = await insertAssistant( page, editor.canvas );

		// Not connected: the reconnect banner; Reconnect goes through the
		// authorization page and back to this post.
		await expect(
			block.getByText( 'Your account is not connected at the moment.' )
		).toBeVisible();
		await block.getByRole( 'button', { name: 'Reconnect' } ).click();
		await page.waitForURL(
			/admin-post\.php\?action=orbit_blocks_authorize/
		);
		await page.getByRole( 'button', { name: 'Approve' } ).click();
		await page.waitForURL( /post\.php\?post=\d+&action=edit/ );
		block = editor.canvas.locator( '[data-type="jetpack/ai-assistant"]' );
		prompt = block.getByRole( 'textbox', { name: 'AI prompt' } );
		await expect( prompt ).toBeVisible( { timeout: 60_000 } );
		await expect(
			block.getByText( 'Your account is not connected at the moment.' )
		).toHaveCount( 0 );

		// The connection drops after 6 chunks: the network error, the text
		// that arrived kept, and Retry offered.
		await prompt.fill(
			'Write a post about rivers [[offline:drop-after=6]]'
		);
		await prompt.press( 'Enter' );
		await expect(
			block.locator( '.components-notice' ).getByText( NETWORK_ERROR )
		).toBeVisible( { timeout: 30_000 } );
		expect( ( await answerText( block ) ).trim().length ).toBeGreaterThan(
			3
		);
		const [ [ , , dropped ] ] = await editorBlocks( page );
		expect( String( dropped.content ).trim() ).not.toBe( '' );
		await expect(
			block
				.locator( '.components-notice' )
				.getByRole( 'button', { name: 'Retry' } )
		).toBeVisible();

		// The owner's monthly limit (3 a user, with an AI server: the
		// offline responder's answers never count) is spent: the query
		// answers 429 before the server is asked (nothing listens at port 9).
		await saveSettings( requestUtils, {
			ai_base_url: 'http://127.0.0.1:9/v1',
			ai_limit_user: '3',
		} );
		await requestUtils.rest( {
			method: 'POST',
			path: '/wpcom/v2/ai/ai-assistant-feature',
			data: { 'requests-count': 3 },
		} );
		const quota = page.waitForResponse(
			( response ) =>
				/jetpack-ai-query/.test( response.url() ) &&
				response.request().method() === 'POST'
		);
		await prompt.fill( 'Write a post about lakes' );
		await prompt.press( 'Enter' );
		expect( ( await quota ).status() ).toBe( 429 );
		await expect( block.getByText( QUOTA ) ).toBeVisible();
		// An administrator is led to the limit's setting, not to a checkout.
		await expect(
			block.getByRole( 'link', { name: 'Change the limit' } )
		).toHaveAttribute(
			'href',
			/options-general\.php\?page=orbit-blocks#orbit-blocks-settings-ai$/
		);
		await expect(
			block.getByText( /AI is available again on / ).first()
		).toBeVisible();
		await expect( prompt ).toBeDisabled();
		await page.screenshot( { path: `${ SHOTS }/ai-assistant-quota.png` } );

		// The browser logs the 429 it was meant to get; nothing else.
		expect(
			errors.filter(
				( line ) => ! /status of 429 \(Too Many Requests\)/.test( line )
			)
		).toEqual( [] );
		expect( php.read() ).toEqual( [] );
	} finally {
		await saveSettings( requestUtils, {
			ai_base_url: '',
			ai_limit_user: '',
		} );
		await resetAiRequests( requestUtils );
		await disconnectAccount( requestUtils );
	}
} );
