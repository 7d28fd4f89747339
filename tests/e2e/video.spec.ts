/**
 * The video block (spec 3 "Video block", sections 2, 4 and 7; spec 1
 * section 7) as an author uses it, in one journey: insert it, upload a
 * small WebM through the plugin's own resumable-upload server
 * (php-stubs/includes/rest/video-uploads.php: every request a POST, the
 * chunk's PATCH named by X-HTTP-Method-Override), name it and pick a poster
 * frame, add a subtitles track, write chapters in the description, publish,
 * reopen without an invalid-block warning, check what the local provider
 * stored (REST), and watch it on the front end in the HTML5 player with its
 * tracks and the chosen frame.
 *
 * The clip (tests/e2e/fixtures/video/clip.webm, 10 KB, 4 s) was recorded
 * from a canvas with Chromium's MediaRecorder: no encoder is needed here.
 */
import fs from 'fs';
import path from 'path';
import {
	expect,
	test,
	watchProblems,
	screenshotFolder,
	newPostFromInserter,
} from './orbit-blocks';

const SHOTS = screenshotFolder();
const CLIP = path.join( __dirname, 'fixtures/video/clip.webm' );
const SUBTITLES = [
	'WEBVTT',
	'',
	'00:00:00.000 --> 00:00:02.000',
	'Hello from the e2e test',
	'',
].join( '\n' );
const DESCRIPTION = [ 'A short clip.', '0:00 Intro', 'Ending - 0:02' ].join(
	'\n'
);

test( 'an author uploads a video, picks a frame, adds a track and chapters; visitors watch it', async ( {
	admin,
	editor,
	page,
} ) => {
	test.slow();
	const { php, errors } = watchProblems( page );
	const block = await newPostFromInserter(
		{ admin, editor, page },
		'Video journey',
		{
			name: 'videopress/video',
			search: 'Video',
			option: 'Video',
			byName: true,
		}
	);

	// What goes to the upload server, as sent on the wire.
	const uploadRequests: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			/orbit-blocks(%2F|\/)v1(%2F|\/)videos(%2F|\/)uploads/.test(
				request.url()
			)
		) {
			uploadRequests.push(
				`${ request.method() } ${
					request.headers()[ 'x-http-method-override' ] ?? '-'
				}`
			);
		}
	} );

	await expect( block.getByRole( 'button', { name: 'Upload' } ) ).toBeVisible(
		{ timeout: 60_000 }
	);
	await block.locator( 'input[type="file"]' ).setInputFiles( CLIP );

	// The upload editor: title and a frame one second in.
	const title = block.getByRole( 'textbox', { name: 'Video title' } );
	await expect( title ).toHaveValue( 'clip' );
	await title.fill( 'Journey clip' );
	const frame = block.getByRole( 'slider', { name: 'Video frame' } );
	await expect( frame ).toBeVisible();
	await frame.focus();
	await page.keyboard.press( 'Home' );
	for ( let step = 0; step < 10; step++ ) {
		await page.keyboard.press( 'ArrowRight' );
	}
	await expect( frame ).toHaveValue( '1' );
	// Token, creation and the chunk: WordPress answers each (seconds each
	// under Playground on a busy host).
	await expect( block.getByText( 'Upload Complete!' ) ).toBeVisible( {
		timeout: 60_000,
	} );
	// Created, then the one chunk (the clip is smaller than a chunk).
	expect( uploadRequests ).toEqual( [ 'POST -', 'POST PATCH' ] );
	await page.screenshot( { path: `${ SHOTS }/video-upload-complete.png` } );
	// Done waits until the title and frame are sent.
	await block.getByRole( 'button', { name: 'Done' } ).click();
	const preview = block.locator( 'video.orbit-video-preview__video' );
	// The preview waits for the title and frame calls, then the video's:
	// several seconds each on a busy host.
	await expect( preview ).toBeVisible( { timeout: 60_000 } );
	const guid: string = await page.evaluate(
		() =>
			(
				window as unknown as {
					wp: {
						data: {
							select: ( store: string ) => {
								getBlocks: () => {
									attributes: { guid: string };
								}[];
							};
						};
					};
				}
			 ).wp.data
				.select( 'core/block-editor' )
				.getBlocks()[ 0 ].attributes.guid
	);
	expect( guid ).toMatch( /^[A-Za-z0-9]{8}$/ );

	// A subtitles track from the toolbar (defaults: English, en, subtitles).
	await editor.clickBlockToolbarButton( 'Text tracks' );
	const tracks = page.locator( '.orbit-video-tracks' );
	await tracks.getByRole( 'button', { name: 'Upload track' } ).click();
	await tracks.locator( 'input[type="file"]' ).setInputFiles( {
		name: 'subtitles.vtt',
		mimeType: 'text/vtt',
		buffer: Buffer.from( SUBTITLES ),
	} );
	await tracks.getByRole( 'button', { name: 'Upload track' } ).click();
	await expect( tracks.getByText( 'English (en, subtitles)' ) ).toBeVisible();
	await page.keyboard.press( 'Escape' );

	// Details: chapters in the description, sent when the post is saved.
	await editor.selectBlocks( block );
	await editor.openDocumentSettingsSidebar();
	await page.getByRole( 'tab', { name: 'Block' } ).click();
	await page
		.getByRole( 'textbox', { name: 'Description' } )
		.fill( DESCRIPTION );
	const chaptersSaved = page.waitForResponse(
		( response ) =>
			/videos(%2F|\/)[A-Za-z0-9]{8}(%2F|\/)tracks/.test(
				response.url()
			) &&
			response.request().method() === 'POST' &&
			response.ok(),
		// After the post's own save and the title/description call.
		{ timeout: 60_000 }
	);
	await editor.publishPost();
	await chaptersSaved;

	// What the local provider keeps.
	const stored = await (
		await page.request.get(
			`/index.php?rest_route=/rest/v1.1/videos/${ guid }`
		)
	).json();
	expect( stored.title ).toBe( 'Journey clip' );
	expect( stored.description ).toBe( DESCRIPTION );
	expect( stored.poster_time ).toBe( 1000 );
	expect( Object.keys( stored.tracks ).sort() ).toEqual( [
		'chapters',
		'subtitles',
	] );
	const chapters = await (
		await page.request.get( stored.tracks.chapters.en.src )
	).text();
	// The last chapter ends at the video's length when the file gives one,
	// else at 99:59:59.
	expect( chapters ).toMatch(
		/^WEBVTT\n\n1\n00:00:00\.000 --> 00:00:02\.000\nIntro\n\n2\n00:00:02\.001 --> (99:59:59|00:00:0\d)\.000\nEnding\n$/
	);
	// The stored file is the one uploaded, byte for byte.
	const original = await ( await page.request.get( stored.original ) ).body();
	expect( original.equals( fs.readFileSync( CLIP ) ) ).toBe( true );

	// Reopened: valid, same block.
	await page.reload();
	await expect( preview ).toBeVisible( { timeout: 60_000 } );
	await expect(
		editor.canvas.getByText(
			'This block contains unexpected or invalid content'
		)
	).toHaveCount( 0 );

	// Visitors: the HTML5 player, at the chosen frame, with both tracks.
	const postId = await page.evaluate( () =>
		(
			window as unknown as {
				wp: {
					data: {
						select: ( store: string ) => {
							getCurrentPostId: () => number;
						};
					};
				};
			}
		 ).wp.data
			.select( 'core/editor' )
			.getCurrentPostId()
	);
	await page.goto( `/?p=${ postId }` );
	const player = page.locator( 'video.orbit-video-player__video' );
	await expect( player ).toBeVisible();
	await expect( player ).toHaveAttribute( 'src', /\.webm#t=1$/ );
	await expect( player.locator( 'track' ) ).toHaveCount( 2 );
	await expect( player ).toHaveAttribute( 'controlslist', 'nodownload' );
	await player.scrollIntoViewIfNeeded();
	await page.screenshot( { path: `${ SHOTS }/video-front-end.png` } );

	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );
