/**
 * The video block (spec 3 "Video block", sections 2, 4 and 7; spec 1
 * section 7) as an author uses it, in one journey: insert it, upload a
 * small WebM through the plugin's own resumable-upload server
 * (php-stubs/includes/rest/video-uploads.php: every request a POST, the
 * chunk's PATCH named by X-HTTP-Method-Override), name it and pick a poster
 * frame, add a subtitles track, write chapters in the description, publish,
 * reopen without an invalid-block warning, check what the local provider
 * stored (REST), and watch it on the front end: the HTML5 player starts at
 * 0 with the chosen frame as an image poster (a JPEG still the editor cut
 * and uploaded), the block's progress colours, chapter marks, a chapter list
 * that seeks (from the keyboard too), captions and the description.
 *
 * The clip (tests/e2e/fixtures/video/clip.webm, 10 KB, 4 s) was recorded
 * from a canvas with Chromium's MediaRecorder: no encoder is needed here.
 */
import fs from 'fs';
import path from 'path';
import { expect, test, SHOTS, editorBlocks } from './orbit-blocks';

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

test.use( { newPost: { title: 'Video journey', name: 'videopress/video' } } );

test( 'an author uploads a video, picks a frame, adds a track and chapters; visitors watch it', async ( {
	block,
	editor,
	page,
	problems: { php, errors },
} ) => {
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
	const [ [ , , { guid } ] ] = await editorBlocks( page );
	expect( guid ).toMatch( /^[A-Za-z0-9]{8}$/ );
	// The frame became an image in the media library, kept by the block.
	await expect
		.poll(
			async () => ( await editorBlocks( page ) )[ 0 ][ 2 ].posterId ?? 0
		)
		.toBeGreaterThan( 0 );

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
	await expect( tracks.getByText( 'English (en, Subtitles)' ) ).toBeVisible();
	await page.keyboard.press( 'Escape' );

	// Details: chapters in the description, sent when the post is saved.
	await editor.selectBlocks( block );
	await editor.openDocumentSettingsSidebar();
	await page.getByRole( 'tab', { name: 'Block' } ).click();
	await page
		.getByRole( 'textbox', { name: 'Description' } )
		.fill( DESCRIPTION );
	// Progress Bar Colors: the block's own instead of Match video.
	await page.evaluate( () => {
		const { data } = (
			window as unknown as {
				wp: {
					data: {
						select: ( store: string ) => {
							getBlocks: () => { clientId: string }[];
						};
						dispatch: ( store: string ) => {
							updateBlockAttributes: (
								id: string,
								attributes: object
							) => void;
						};
					};
				};
			}
		 ).wp;
		data.dispatch( 'core/block-editor' ).updateBlockAttributes(
			data.select( 'core/block-editor' ).getBlocks()[ 0 ].clientId,
			{
				useAverageColor: false,
				seekbarColor: '#333333',
				seekbarLoadingColor: '#777777',
				seekbarPlayedColor: '#ff0000',
			}
		);
	} );
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
	// The poster is the still (a JPEG attachment), not a time to start at.
	expect( stored.poster ).toMatch( /\.jpe?g$/ );
	expect( stored.poster_time ).toBeNull();
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
	const figure = page.locator( 'figure.orbit-video-player' );
	const player = figure.locator( 'video.orbit-video-player__video' );
	await expect( player ).toBeVisible();
	// Playback starts at 0: no media fragment, and the poster is an image.
	await expect( player ).toHaveAttribute( 'src', /\.webm$/ );
	const poster = ( await player.getAttribute( 'poster' ) ) ?? '';
	expect( poster ).toBe( stored.poster );
	const posterFile = await page.request.get( poster );
	expect( posterFile.headers()[ 'content-type' ] ).toBe( 'image/jpeg' );
	await expect( player.locator( 'track' ) ).toHaveCount( 2 );
	await expect( player ).toHaveAttribute( 'controlslist', 'nodownload' );
	await player.evaluate(
		( video: HTMLVideoElement ) =>
			video.readyState >= 1 ||
			new Promise( ( resolve ) =>
				video.addEventListener( 'loadedmetadata', resolve, {
					once: true,
				} )
			)
	);
	expect(
		await player.evaluate(
			( video: HTMLVideoElement ) => video.currentTime
		)
	).toBe( 0 );

	// The block's player: its bar instead of the browser's controls.
	const bar = figure.locator( '.orbit-video-player__controls' );
	await expect( bar ).toBeVisible();
	expect(
		await player.evaluate( ( video: HTMLVideoElement ) => video.controls )
	).toBe( false );
	// The progress colours chosen in the editor.
	await expect( bar.locator( '.orbit-video-player__played' ) ).toHaveCSS(
		'background-color',
		'rgb(255, 0, 0)'
	);
	await expect( bar.locator( '.orbit-video-player__loaded' ) ).toHaveCSS(
		'background-color',
		'rgb(119, 119, 119)'
	);
	// Chapters: a list of buttons, and a mark on the timeline where the
	// second starts.
	const chapterList = page.getByRole( 'navigation', { name: 'Chapters' } );
	await expect( chapterList.getByRole( 'button' ) ).toHaveText( [
		'0:00 Intro',
		'0:02 Ending',
	] );
	await expect( bar.locator( '.orbit-video-player__mark' ) ).toHaveCount( 1 );
	await expect(
		figure.locator( '.orbit-video-player__description' )
	).toContainText( 'A short clip.' );

	// Play starts at 0.
	const firstPlaying = player.evaluate(
		( video: HTMLVideoElement ) =>
			new Promise< number >( ( resolve ) =>
				video.addEventListener(
					'playing',
					() => resolve( video.currentTime ),
					{ once: true }
				)
			)
	);
	await bar.getByRole( 'button', { name: 'Play' } ).click();
	expect( await firstPlaying ).toBeLessThan( 0.5 );
	await bar.getByRole( 'button', { name: 'Pause' } ).click();

	// A chapter from the keyboard: the video goes there.
	const ending = chapterList.getByRole( 'button', { name: '0:02 Ending' } );
	await ending.focus();
	await page.keyboard.press( 'Enter' );
	await expect
		.poll( () =>
			player.evaluate( ( video: HTMLVideoElement ) => video.currentTime )
		)
		.toBeGreaterThanOrEqual( 2 );
	await expect( ending ).toHaveAttribute( 'aria-current', 'true' );
	await bar.getByRole( 'button', { name: 'Pause' } ).click();

	// Captions: the subtitles track shows.
	const captions = bar.getByRole( 'button', { name: 'Captions' } );
	await captions.click();
	await expect( captions ).toHaveAttribute( 'aria-pressed', 'true' );
	expect(
		await player.evaluate(
			( video: HTMLVideoElement ) =>
				Array.from( video.textTracks ).find(
					( track ) => track.kind === 'subtitles'
				)?.mode
		)
	).toBe( 'showing' );

	// What a visitor sees before pressing Play: the poster, the bar, the
	// chapters.
	await page.goto( `/?p=${ postId }` );
	await expect( chapterList.getByRole( 'button' ) ).toHaveCount( 2 );
	await figure.scrollIntoViewIfNeeded();
	await page.screenshot( {
		path: `${ SHOTS }/video-front-end.png`,
		fullPage: true,
	} );

	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );
