/**
 * Component tests of the video block's states (spec 3 sections 2, 4, 5 and
 * 8): the upload editor (progress, Pause/Resume, errors with Try again and
 * Cancel, Invalid Mime, Upload Complete! and Done, the frame slider and the
 * poster image controls), the text tracks editor (duplicate, Deleting…,
 * Error: …), the file settings (applied at once, reverted on failure), the
 * preview (Generating preview…, the overlay reset on deselect), and the
 * details (rows, what a save sends). api-fetch is a jest double.
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import { apiFetchDouble as api } from '../../../tests/setup/api-fetch-double';
import Uploader from '../components/uploader';
import TracksEditor, {
	TrackForm,
	TracksList,
} from '../components/tracks-editor';
import {
	ProgressBarColorsPanel,
	VideoFileSettingsPanel,
	VideoSettingsPanel,
} from '../components/settings-panels';
import Preview from '../components/preview';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { DetailsPanel, syncDetails } from '../components/details-panel';
import type { UploadCallbacks } from '../lib/upload-client';
import type { VideoAttributes } from '../types';
import metadata from '../block.json';
import { createReduxStore, dispatch, register, select } from '@wordpress/data';
import {
	store as mediaPlayer,
	type MediaSource,
} from '../../../store/media-player';
import { attributeDefaults } from '../../../tests/setup/attribute-defaults';
import { heldAnswer } from '../../../tests/setup/held-answer';

const sourceOf = ( element: Element ) =>
	(
		select( mediaPlayer ) as unknown as {
			getMediaSource: ( id: string ) => MediaSource | null;
		}
	 ).getMediaSource( element.id );

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '@wordpress/block-editor', () =>
	jest
		.requireActual( '../../../tests/setup/plain-rich-text' )
		.blockEditorWithPlainRichText( {
			MediaUpload: ( {
				render: show,
			}: {
				render: ( a: { open: () => void } ) => unknown;
			} ) => show( { open: () => undefined } ),
		} )
);

// jsdom's Blob has no text().
const readBlob = ( blob: Blob ) =>
	new Promise< string >( ( resolve ) => {
		const reader = new FileReader();
		reader.onload = () => resolve( String( reader.result ) );
		reader.readAsText( blob );
	} );
beforeEach( () => api.mockReset() );

const defaults = attributeDefaults< VideoAttributes >( metadata );

function controlledStart() {
	const handle = {
		pause: jest.fn(),
		resume: jest.fn(),
		cancel: jest.fn( async () => undefined ),
	};
	let callbacks: UploadCallbacks | null = null;
	const start = jest.fn( async ( _file: File, given: UploadCallbacks ) => {
		callbacks = given;
		return handle;
	} );
	return {
		start,
		handle,
		callbacks: () => callbacks as unknown as UploadCallbacks,
	};
}

const clip = () =>
	new File( [ 'x'.repeat( 100 ) ], 'holiday.webm', { type: 'video/webm' } );

/** The upload editor of a clip, by an author who may upload, but for `props`. */
const uploader = ( props: Partial< ComponentProps< typeof Uploader > > ) => (
	<Uploader
		file={ clip() }
		canUpload
		onComplete={ jest.fn() }
		onDone={ jest.fn() }
		onCancel={ jest.fn() }
		{ ...props }
	/>
);

describe( 'upload editor', () => {
	beforeAll( () => {
		URL.createObjectURL = jest.fn( () => 'blob:clip' );
		URL.revokeObjectURL = jest.fn();
	} );

	it( 'shows progress, pauses and resumes', async () => {
		const { start, handle, callbacks } = controlledStart();
		render( uploader( { start } ) );
		await waitFor( () => expect( start ).toHaveBeenCalled() );
		expect(
			screen.getByRole( 'textbox', { name: 'Video title' } )
		).toHaveValue( 'holiday' );
		expect( screen.getByText( 'Uploading…' ) ).toBeInTheDocument();
		act( () => callbacks().onProgress( 25, 100 ) );
		expect( screen.getByRole( 'progressbar' ) ).toHaveAttribute(
			'aria-valuenow',
			'25'
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Pause' } ) );
		expect( handle.pause ).toHaveBeenCalled();
		fireEvent.click( screen.getByRole( 'button', { name: 'Resume' } ) );
		expect( handle.resume ).toHaveBeenCalled();
		expect(
			screen.getByRole( 'button', { name: 'Pause' } )
		).toBeInTheDocument();
	} );

	it( 'shows the network error with Try again and Cancel', async () => {
		const { start, handle, callbacks } = controlledStart();
		const onCancel = jest.fn();
		render( uploader( { start, onCancel } ) );
		await waitFor( () => expect( start ).toHaveBeenCalled() );
		act( () =>
			callbacks().onError(
				new Error(
					'tus: failed to upload chunk at offset 0, caused by [object ProgressEvent]'
				)
			)
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'An error was encountered during the upload. Check your network connection.'
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect( handle.resume ).toHaveBeenCalled();
		act( () =>
			callbacks().onError(
				new Error(
					'tus: failed to upload chunk at offset 0, caused by x'
				)
			)
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Cancel' } ) );
		await waitFor( () => expect( onCancel ).toHaveBeenCalled() );
		expect( handle.cancel ).toHaveBeenCalled();
	} );

	it( 'Try again after a failed start starts a new upload', async () => {
		const handle = {
			pause: jest.fn(),
			resume: jest.fn(),
			cancel: jest.fn( async () => undefined ),
		};
		let callbacks: UploadCallbacks | null = null;
		// The token request fails the first time: no upload exists.
		const start = jest
			.fn()
			.mockRejectedValueOnce(
				new Error( 'The upload could not be authorised.' )
			)
			.mockImplementation(
				async ( _file: File, given: UploadCallbacks ) => {
					callbacks = given;
					return handle;
				}
			);
		render( uploader( { start } ) );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'The upload could not be authorised.'
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		await waitFor( () => expect( start ).toHaveBeenCalledTimes( 2 ) );
		expect( handle.resume ).not.toHaveBeenCalled();
		expect( screen.getByText( 'Uploading…' ) ).toBeInTheDocument();
		act( () =>
			( callbacks as unknown as UploadCallbacks ).onProgress( 40, 100 )
		);
		expect( screen.getByRole( 'progressbar' ) ).toHaveAttribute(
			'aria-valuenow',
			'40'
		);
	} );

	it( 'says when the format is not supported, with the settings link', async () => {
		const { start, callbacks } = controlledStart();
		render( uploader( { start } ) );
		await waitFor( () => expect( start ).toHaveBeenCalled() );
		act( () =>
			callbacks().onError(
				Object.assign(
					new Error(
						'tus: unexpected response while creating upload'
					),
					{
						originalResponse: { getBody: () => 'Invalid Mime' },
					}
				)
			)
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'The format of the video you uploaded is not supported'
		);
		// What to upload instead, said here (no link to a hosted service).
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Recommended: an MP4 file (H.264 video, AAC audio) or a WebM file.'
		);
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Try again' } )
		).toBeInTheDocument();
	} );

	it( 'completes: sends the title, then Upload Complete! and Done', async () => {
		const { start, callbacks } = controlledStart();
		const onComplete = jest.fn();
		const onDone = jest.fn();
		api.mockResolvedValue( { data: 200 } );
		render( uploader( { start, onComplete, onDone } ) );
		await waitFor( () => expect( start ).toHaveBeenCalled() );
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Video title' } ),
			{
				target: { value: 'Summer' },
			}
		);
		await act( async () =>
			callbacks().onSuccess( {
				guid: 'AbCd1234',
				mediaId: 9,
				src: 'http://x/v.webm',
			} )
		);
		expect( screen.getByText( 'Upload Complete!' ) ).toBeInTheDocument();
		expect( api ).toHaveBeenCalledWith( {
			path: '/wpcom/v2/videopress/meta',
			method: 'POST',
			data: { id: 9, title: 'Summer' },
		} );
		// The block keeps the video at once, before the choices are sent.
		expect( onComplete ).toHaveBeenCalledWith(
			{ guid: 'AbCd1234', mediaId: 9, src: 'http://x/v.webm' },
			'Summer'
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Done' } ) );
		await waitFor( () => expect( onDone ).toHaveBeenCalled() );
	} );

	it( 'offers a frame slider (0.1 s steps, half the duration); without the editor’s media upload the frame goes as a time in ms', async () => {
		const { start, callbacks } = controlledStart();
		api.mockResolvedValue( { generating: false, poster: '', data: 200 } );
		const { container } = render( uploader( { start } ) );
		await waitFor( () => expect( start ).toHaveBeenCalled() );
		const video = container.querySelector( 'video' ) as HTMLVideoElement;
		Object.defineProperty( video, 'duration', {
			value: 8,
			configurable: true,
		} );
		fireEvent( video, new Event( 'durationchange' ) );
		const slider = screen.getByRole( 'slider', { name: 'Video frame' } );
		expect( slider ).toHaveValue( '4' );
		expect( slider ).toHaveAttribute( 'step', '0.1' );
		// The frame picker is a media player source: duration and frame there.
		expect( sourceOf( video ) ).toMatchObject( {
			duration: 8,
			currentTime: 4,
			domId: video.id,
		} );
		fireEvent.change( slider, { target: { value: '2.5' } } );
		expect( sourceOf( video )?.currentTime ).toBe( 2.5 );
		await act( async () =>
			callbacks().onSuccess( { guid: 'AbCd1234', mediaId: 9, src: 'x' } )
		);
		expect( api ).toHaveBeenCalledWith( {
			path: '/rest/v1.1/videos/AbCd1234/poster',
			method: 'POST',
			data: { at_time: 2500, is_millisec: true },
		} );
	} );

	it( 'makes the chosen frame an image: a JPEG still uploaded with the editor’s media upload, the video’s poster', async () => {
		const { start, callbacks } = controlledStart();
		api.mockResolvedValue( { generating: false, poster: '', data: 200 } );
		const uploaded: File[] = [];
		const mediaUpload = jest.fn(
			( options: {
				filesList: File[];
				onFileChange: ( f: { id?: number; url?: string }[] ) => void;
			} ) => {
				uploaded.push( ...options.filesList );
				// As the editor does: a local preview first, then the attachment.
				options.onFileChange( [ { url: 'blob:local' } ] );
				options.onFileChange( [
					{ id: 77, url: 'http://x/summer-poster.jpg' },
				] );
			}
		);
		(
			dispatch( 'core/block-editor' ) as unknown as {
				updateSettings: ( s: object ) => void;
			}
		 ).updateSettings( { mediaUpload } );
		// jsdom has no canvas: the drawing and the JPEG are stand-ins.
		const drawImage = jest.fn();
		const getContext = jest
			.spyOn( HTMLCanvasElement.prototype, 'getContext' )
			.mockReturnValue( { drawImage } as never );
		const toBlob = jest
			.spyOn( HTMLCanvasElement.prototype, 'toBlob' )
			.mockImplementation( function ( this: HTMLCanvasElement, done ) {
				done( new Blob( [ 'jpeg' ], { type: 'image/jpeg' } ) );
			} );
		const onComplete = jest.fn();
		try {
			const { container } = render( uploader( { start, onComplete } ) );
			await waitFor( () => expect( start ).toHaveBeenCalled() );
			fireEvent.change(
				screen.getByRole( 'textbox', { name: 'Video title' } ),
				{ target: { value: 'Summer' } }
			);
			const video = container.querySelector(
				'video'
			) as HTMLVideoElement;
			let time = 0;
			Object.defineProperties( video, {
				duration: { value: 8, configurable: true },
				videoWidth: { value: 640, configurable: true },
				videoHeight: { value: 360, configurable: true },
				currentTime: {
					configurable: true,
					get: () => time,
					set: ( value: number ) => {
						time = value;
						setTimeout( () =>
							video.dispatchEvent( new Event( 'seeked' ) )
						);
					},
				},
			} );
			fireEvent( video, new Event( 'durationchange' ) );
			fireEvent.change(
				screen.getByRole( 'slider', { name: 'Video frame' } ),
				{ target: { value: '2.5' } }
			);
			await act( async () =>
				callbacks().onSuccess( {
					guid: 'AbCd1234',
					mediaId: 9,
					src: 'x',
				} )
			);
			await waitFor( () =>
				expect( api ).toHaveBeenCalledWith( {
					path: '/rest/v1.1/videos/AbCd1234/poster',
					method: 'POST',
					data: { poster_attachment_id: 77 },
				} )
			);
			expect( time ).toBe( 2.5 );
			expect( drawImage ).toHaveBeenCalledWith( video, 0, 0, 640, 360 );
			expect( toBlob.mock.calls[ 0 ][ 1 ] ).toBe( 'image/jpeg' );
			expect( uploaded ).toHaveLength( 1 );
			expect( uploaded[ 0 ].name ).toBe( 'summer-poster.jpg' );
			expect( uploaded[ 0 ].type ).toBe( 'image/jpeg' );
			// No frame time goes to the provider: the player starts at 0.
			expect(
				api.mock.calls.some(
					( [ call ] ) => call.data?.at_time !== undefined
				)
			).toBe( false );
			expect( onComplete ).toHaveBeenLastCalledWith(
				{ guid: 'AbCd1234', mediaId: 9, src: 'x' },
				'Summer',
				{ id: 77, url: 'http://x/summer-poster.jpg' }
			);
		} finally {
			getContext.mockRestore();
			toBlob.mockRestore();
			act( () => {
				(
					dispatch( 'core/block-editor' ) as unknown as {
						updateSettings: ( s: object ) => void;
					}
				 ).updateSettings( { mediaUpload: undefined } );
			} );
		}
	} );

	it( 'hides the frame scrubber when the video cannot load, and the image pick without upload permission', async () => {
		const { start } = controlledStart();
		const { container, rerender } = render( uploader( { start } ) );
		await waitFor( () => expect( start ).toHaveBeenCalled() );
		expect(
			screen.getByRole( 'button', { name: 'Select Poster Image' } )
		).toBeInTheDocument();
		fireEvent.error(
			container.querySelector( 'video' ) as HTMLVideoElement
		);
		expect( screen.queryByRole( 'slider' ) ).toBeNull();
		expect( container.querySelector( 'video' ) ).toBeNull();
		rerender( uploader( { canUpload: false, start } ) );
		expect(
			screen.queryByRole( 'button', { name: 'Select Poster Image' } )
		).toBeNull();
	} );
} );

describe( 'text tracks', () => {
	const existing = [
		{
			kind: 'subtitles' as const,
			srcLang: 'en',
			label: 'English',
			src: 'x',
		},
	];
	/** The add-a-track form beside an English subtitles track, but for `props`. */
	const trackForm = (
		props: Partial< ComponentProps< typeof TrackForm > > = {}
	) => (
		<TrackForm
			guid="AbCd1234"
			tracks={ existing }
			onChange={ jest.fn() }
			onClose={ jest.fn() }
			{ ...props }
		/>
	);

	it( 'refuses a second track for the same language and kind', async () => {
		const { container } = render( trackForm() );
		const save = screen.getByRole( 'button', { name: 'Upload track' } );
		// Still focusable (the dropdown closes when focus drops), not usable.
		expect( save ).toHaveAttribute( 'aria-disabled', 'true' );
		const input = container.querySelector(
			'input[type="file"]'
		) as HTMLInputElement;
		fireEvent.change( input, {
			target: {
				files: [
					new File( [ 'WEBVTT' ], 'en.vtt', { type: 'text/vtt' } ),
				],
			},
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Upload track' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'A track already exists for that language and kind.'
		);
		expect( api ).not.toHaveBeenCalled();
	} );

	it( 'refuses a second track whose language differs only in case, before sending anything', async () => {
		const { container } = render( trackForm() );
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Source language' } ),
			{ target: { value: 'EN' } }
		);
		fireEvent.change(
			container.querySelector( 'input[type="file"]' ) as HTMLInputElement,
			{
				target: {
					files: [
						new File( [ 'WEBVTT' ], 'EN.vtt', {
							type: 'text/vtt',
						} ),
					],
				},
			}
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Upload track' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'A track already exists for that language and kind.'
		);
		expect( api ).not.toHaveBeenCalled();
	} );

	it( 'uploads with the defaults, and shows Error: and the message on failure', async () => {
		const onChange = jest.fn();
		api.mockRejectedValueOnce( {
			message: 'Too large',
		} ).mockResolvedValueOnce( { src: 'x' } );
		const { container } = render( trackForm( { tracks: [], onChange } ) );
		fireEvent.change(
			container.querySelector( 'input[type="file"]' ) as HTMLInputElement,
			{
				target: {
					files: [ new File( [ 'WEBVTT' ], 'en.vtt', { type: '' } ) ],
				},
			}
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Upload track' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Error: Too large'
		);
		const body = api.mock.calls[ 0 ][ 0 ].body as FormData;
		expect( api.mock.calls[ 0 ][ 0 ].path ).toBe(
			'/rest/v1.1/videos/AbCd1234/tracks'
		);
		expect( [
			body.get( 'label' ),
			body.get( 'srclang' ),
			body.get( 'kind' ),
		] ).toEqual( [ 'English', 'en', 'subtitles' ] );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Upload track' } )
		);
		await waitFor( () => expect( onChange ).toHaveBeenCalled() );
	} );

	it( 'shows Deleting… until the track is deleted', async () => {
		let finish: ( value: unknown ) => void = () => undefined;
		api.mockReturnValueOnce(
			new Promise( ( resolve ) => ( finish = resolve ) )
		);
		const onChange = jest.fn();
		render(
			<TracksList
				guid="AbCd1234"
				tracks={ existing }
				onChange={ onChange }
			/>
		);
		expect(
			screen.getByText( 'English (en, Subtitles)' )
		).toBeInTheDocument();
		fireEvent.click( screen.getByRole( 'button', { name: 'Delete' } ) );
		expect(
			screen.getByRole( 'button', { name: 'Deleting…' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect( api.mock.calls[ 0 ][ 0 ].path ).toBe(
			'/rest/v1.1/videos/AbCd1234/tracks/delete'
		);
		await act( async () => finish( { deleted: true } ) );
		expect( onChange ).toHaveBeenCalledWith( existing[ 0 ], true );
		expect(
			screen.getByRole( 'button', { name: 'Delete' } )
		).toBeEnabled();
	} );

	// The e2e regression: after an upload the dropdown closed and the list
	// was never seen. Chromium fires focusout when the focused button is
	// disabled (busy) or removed (the form gives way to the list), and the
	// Dropdown closes when focus leaves it. Focus must stay inside, and the
	// new track must show before the preview's refetch brings it.
	it( 'keeps the dropdown open and focused through an upload, and lists the new track at once', async () => {
		const upload = heldAnswer();
		api.mockReturnValueOnce( upload.answer() );
		const onChange = jest.fn();
		render(
			<TracksEditor guid="AbCd1234" tracks={ [] } onChange={ onChange } />
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Text tracks' } )
		);
		const box = () =>
			document.querySelector( '.orbit-video-tracks' ) as HTMLElement;
		const inside = () =>
			box()?.contains( box().ownerDocument.activeElement );
		const open = screen.getByRole( 'button', { name: 'Upload track' } );
		open.focus();
		fireEvent.click( open );
		// The form: focus on its first field, not lost with the button.
		await waitFor( () =>
			expect(
				screen.getByRole( 'textbox', { name: 'Label' } )
			).toHaveFocus()
		);
		fireEvent.change(
			box().querySelector( 'input[type="file"]' ) as HTMLInputElement,
			{
				target: {
					files: [
						new File( [ 'WEBVTT' ], 'en.vtt', {
							type: 'text/vtt',
						} ),
					],
				},
			}
		);
		const submit = screen.getByRole( 'button', { name: 'Upload track' } );
		submit.focus();
		fireEvent.click( submit );
		// Busy: still the focused element (a disabled one would lose focus).
		const busy = screen.getByRole( 'button', { name: 'Uploading…' } );
		expect( busy ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( busy ).not.toHaveAttribute( 'disabled' );
		expect( busy ).toHaveFocus();
		await act( async () =>
			upload.release( { src: 'https://example.test/en.vtt' } )
		);
		// The list, with the new track, in the open dropdown, focus inside.
		expect(
			await screen.findByText( 'English (en, Subtitles)' )
		).toBeInTheDocument();
		expect( box() ).toBeInTheDocument();
		expect( inside() ).toBe( true );
		expect(
			screen.getByRole( 'button', { name: 'Upload track' } )
		).toHaveFocus();
		expect( onChange.mock.calls[ 0 ][ 0 ] ).toEqual( {
			kind: 'subtitles',
			srcLang: 'en',
			label: 'English',
			src: 'https://example.test/en.vtt',
		} );
	} );
} );

describe( 'video settings', () => {
	it( 'toggles playback options, and picks, shows and removes a poster image', async () => {
		api.mockResolvedValue( { generating: false, poster: '' } );
		const setAttributes = jest.fn();
		const onPosterChange = jest.fn();
		const props = {
			setAttributes,
			canUpload: true,
			media: null,
			onPosterChange,
		};
		const { rerender } = render(
			<VideoSettingsPanel
				{ ...props }
				attributes={ { ...defaults, guid: 'AbCd1234' } }
			/>
		);
		fireEvent.click( screen.getByRole( 'checkbox', { name: 'Loop' } ) );
		expect( setAttributes ).toHaveBeenCalledWith( { loop: true } );
		expect(
			screen.getByRole( 'checkbox', { name: 'Playback Controls' } )
		).toBeChecked();
		expect( screen.getByText( 'No Poster Selected' ) ).toBeInTheDocument();
		rerender(
			<VideoSettingsPanel
				{ ...props }
				attributes={ {
					...defaults,
					guid: 'AbCd1234',
					poster: 'https://example.test/p.jpg',
				} }
			/>
		);
		expect(
			screen.getByRole( 'img', { name: 'Poster image' } )
		).toHaveAttribute( 'src', 'https://example.test/p.jpg' );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove Poster Image' } )
		);
		expect( setAttributes ).toHaveBeenCalledWith( { poster: '' } );
		await waitFor( () => expect( onPosterChange ).toHaveBeenCalled() );
		expect( api.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			path: '/rest/v1.1/videos/AbCd1234/poster',
			method: 'POST',
		} );
	} );

	it( 'hides the poster image controls without upload permission', () => {
		render(
			<VideoSettingsPanel
				attributes={ defaults }
				setAttributes={ jest.fn() }
				canUpload={ false }
				media={ null }
			/>
		);
		expect(
			screen.queryByRole( 'button', { name: /Poster Image/ } )
		).toBeNull();
	} );
} );

describe( 'progress bar colors', () => {
	it( 'matches the video by default; otherwise saves valid colours only', () => {
		const setAttributes = jest.fn();
		const { rerender } = render(
			<ProgressBarColorsPanel
				attributes={ defaults }
				setAttributes={ setAttributes }
				canUpload
				media={ null }
			/>
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Progress Bar Colors' } )
		);
		const match = screen.getByRole( 'checkbox', { name: 'Match video' } );
		expect( match ).toBeChecked();
		expect(
			screen.queryByRole( 'button', { name: 'Save colors' } )
		).toBeNull();
		fireEvent.click( match );
		expect( setAttributes ).toHaveBeenCalledWith( {
			useAverageColor: false,
		} );
		rerender(
			<ProgressBarColorsPanel
				attributes={ { ...defaults, useAverageColor: false } }
				setAttributes={ setAttributes }
				canUpload
				media={ null }
			/>
		);
		fireEvent.change( screen.getByRole( 'textbox', { name: 'Main' } ), {
			target: { value: 'red' },
		} );
		expect(
			screen.getByText( 'Use six hex digits, like #1e73be.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Save colors' } )
		).toBeDisabled();
		fireEvent.change( screen.getByRole( 'textbox', { name: 'Main' } ), {
			target: { value: '#1E73BE' },
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Save colors' } )
		);
		expect( setAttributes ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				seekbarColor: expect.stringMatching( /^#1e73be$/i ),
			} )
		);
	} );
} );

describe( 'video file settings', () => {
	const media = {
		id: 5,
		guid: 'AbCd1234',
		title: '',
		description: '',
		rating: 'X-18',
		allow_download: 0,
		privacy_setting: 2,
	};
	const props = {
		attributes: defaults,
		setAttributes: jest.fn(),
		canUpload: true,
		media,
	};

	it( 'reads X-18 as R-17 and applies a change at once', async () => {
		api.mockResolvedValue( { code: 'success', data: 200 } );
		render( <VideoFileSettingsPanel { ...props } /> );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Video File Settings' } )
		);
		const rating = screen.getByRole( 'combobox', { name: 'Rating' } );
		expect( rating ).toHaveValue( 'R-17' );
		fireEvent.change( rating, { target: { value: 'PG-13' } } );
		expect( rating ).toHaveValue( 'PG-13' );
		await waitFor( () =>
			expect( api ).toHaveBeenCalledWith( {
				path: '/wpcom/v2/videopress/meta',
				method: 'POST',
				data: { id: 5, rating: 'PG-13' },
			} )
		);
		expect( rating ).toHaveValue( 'PG-13' );
	} );

	it( 'reverts privacy and download when the call fails', async () => {
		api.mockRejectedValue( new Error( 'offline' ) );
		render( <VideoFileSettingsPanel { ...props } /> );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Video File Settings' } )
		);
		const privacy = screen.getByRole( 'combobox', {
			name: 'Video Privacy',
		} );
		fireEvent.change( privacy, { target: { value: '1' } } );
		expect( privacy ).toHaveValue( '1' );
		await waitFor( () => expect( privacy ).toHaveValue( '2' ) );
		const download = screen.getByRole( 'checkbox', {
			name: 'Allow download',
		} );
		fireEvent.click( download );
		await waitFor( () => expect( download ).not.toBeChecked() );
		expect( api ).toHaveBeenCalledTimes( 2 );
	} );
} );

describe( 'preview', () => {
	const video = {
		guid: 'AbCd1234',
		original: 'http://x/v.webm',
		poster: '',
		poster_time: 1500,
		width: 1920,
		height: 1080,
		tracks: [
			{
				kind: 'subtitles' as const,
				srcLang: 'en',
				label: 'English',
				src: 'http://x/en.vtt',
			},
		],
	};
	/** The ready preview of `video`, selected, but for `props`. */
	const preview = (
		props: Partial< ComponentProps< typeof Preview > > = {}
	) => (
		<Preview
			attributes={ defaults }
			setAttributes={ jest.fn() }
			isSelected
			video={ video }
			status="ready"
			{ ...props }
		/>
	);

	it( 'says Generating preview… while loading', () => {
		render( preview( { video: null, status: 'loading' } ) );
		expect( screen.getByText( 'Generating preview…' ) ).toBeInTheDocument();
	} );

	it( 'plays at the chosen frame with tracks, the ratio class, and an overlay reset on deselect', () => {
		const { container, rerender } = render( preview() );
		const player = container.querySelector( 'video' ) as HTMLVideoElement;
		expect( player.getAttribute( 'src' ) ).toBe( 'http://x/v.webm#t=1.5' );
		expect( container.querySelectorAll( 'track' ) ).toHaveLength( 1 );
		expect(
			container.querySelector( '.wp-embed-aspect-16-9' )
		).not.toBeNull();
		fireEvent.mouseUp( screen.getByTestId( 'video-overlay' ) );
		expect( screen.queryByTestId( 'video-overlay' ) ).toBeNull();
		rerender( preview( { isSelected: false } ) );
		expect( screen.getByTestId( 'video-overlay' ) ).toBeInTheDocument();
	} );

	it( 'becomes interactive from the keyboard: Enter or Space on the overlay, focus on the player', async () => {
		for ( const key of [ '{Enter}', ' ' ] ) {
			const { container, unmount } = render( preview() );
			// First in the tab order, named for what it does.
			await userEvent.tab();
			const overlay = screen.getByRole( 'button', {
				name: 'Use the video player',
			} );
			expect( overlay ).toHaveFocus();
			await userEvent.keyboard( key );
			expect(
				screen.queryByRole( 'button', { name: 'Use the video player' } )
			).toBeNull();
			expect( container.querySelector( 'video' ) ).toHaveFocus();
			unmount();
		}
	} );

	it( 'becomes interactive when the keyboard reaches the player’s controls', () => {
		const { container } = render( preview() );
		fireEvent.focus( container.querySelector( 'video' ) as HTMLElement );
		expect( screen.queryByTestId( 'video-overlay' ) ).toBeNull();
	} );

	it( 'keeps its playing state in the media player store, and follows it', () => {
		const { container, unmount } = render( preview() );
		const player = container.querySelector( 'video' ) as HTMLVideoElement;
		const wrapper = player.parentElement as HTMLElement;
		expect( sourceOf( player )?.state ).toBe( 'is-paused' );
		expect( wrapper ).toHaveClass( 'is-paused' );
		// The author plays it (the element is then not paused).
		const play = jest
			.spyOn( player, 'play' )
			.mockImplementation( async () => undefined );
		Object.defineProperty( player, 'paused', {
			value: false,
			configurable: true,
		} );
		fireEvent.play( player );
		expect( play ).not.toHaveBeenCalled();
		expect( sourceOf( player )?.state ).toBe( 'is-playing' );
		expect( wrapper ).toHaveClass( 'is-playing' );
		Object.defineProperty( player, 'currentTime', {
			value: 3,
			configurable: true,
		} );
		fireEvent.timeUpdate( player );
		expect( sourceOf( player )?.currentTime ).toBe( 3 );
		// Another block pauses it through the store: the element follows.
		const pause = jest
			.spyOn( player, 'pause' )
			.mockImplementation( () => undefined );
		act( () => {
			(
				dispatch( mediaPlayer ) as unknown as {
					pauseMediaSource: ( id: string ) => void;
				}
			 ).pauseMediaSource( player.id );
		} );
		expect( pause ).toHaveBeenCalled();
		const id = player.id;
		unmount();
		expect(
			(
				select( mediaPlayer ) as unknown as {
					getMediaSource: ( id: string ) => MediaSource | null;
				}
			 ).getMediaSource( id )
		).toBeNull();
	} );
} );

/*
 * The editor's core-data store ('core') is not a dependency of the tests:
 * this one answers getEntityRecord( 'root', 'media', id ) the way core-data
 * does, by resolving it through api-fetch at /wp/v2/media/<id>?context=edit.
 */
register(
	createReduxStore( 'core', {
		reducer: (
			state: Record< number, unknown > = {},
			action: { type: string; id: number; record: unknown }
		) =>
			action.type === 'RECEIVE_MEDIA'
				? { ...state, [ action.id ]: action.record }
				: state,
		actions: {
			receiveMedia: ( id: number, record: unknown ) => ( {
				type: 'RECEIVE_MEDIA',
				id,
				record,
			} ),
		},
		selectors: {
			getEntityRecord: (
				state: Record< number, unknown >,
				_kind: string,
				_name: string,
				id: number
			) => state[ id ],
		},
		resolvers: {
			getEntityRecord:
				( _kind: string, _name: string, id: number ) =>
				async ( {
					dispatch: actions,
				}: {
					dispatch: {
						receiveMedia: ( i: number, r: unknown ) => void;
					};
				} ) =>
					actions.receiveMedia(
						id,
						await apiFetch( {
							path: `/wp/v2/media/${ id }?context=edit`,
						} )
					),
		},
	} )
);

describe( 'details', () => {
	it( 'starts with the title and description the library holds for the video', async () => {
		api.mockImplementation( async ( { path }: { path: string } ) =>
			path === '/wp/v2/media/41?context=edit'
				? {
						id: 41,
						jetpack_videopress: {
							guid: 'AbCd1234',
							title: 'Stored title',
							description: 'Stored description\n0:00 Intro',
						},
				  }
				: Promise.reject( new Error( path ) )
		);
		const setAttributes = jest.fn();
		render(
			<DetailsPanel
				attributes={ { ...defaults, id: 41, guid: 'AbCd1234' } }
				setAttributes={ setAttributes }
			/>
		);
		await waitFor( () =>
			expect(
				screen.getByRole( 'textbox', { name: 'Title' } )
			).toHaveValue( 'Stored title' )
		);
		expect(
			screen.getByRole( 'textbox', { name: 'Description' } )
		).toHaveValue( 'Stored description\n0:00 Intro' );
		// Shown, not written: opening the post leaves it unchanged.
		expect( setAttributes ).not.toHaveBeenCalled();
	} );

	it( 'shows the block’s own title over the stored one', async () => {
		api.mockResolvedValue( {
			id: 42,
			jetpack_videopress: { title: 'Stored', description: 'Stored' },
		} );
		render(
			<DetailsPanel
				attributes={ {
					...defaults,
					id: 42,
					title: 'Edited',
					description: '',
				} }
				setAttributes={ jest.fn() }
			/>
		);
		await waitFor( () => expect( api ).toHaveBeenCalled() );
		expect( screen.getByRole( 'textbox', { name: 'Title' } ) ).toHaveValue(
			'Edited'
		);
		expect(
			screen.getByRole( 'textbox', { name: 'Description' } )
		).toHaveValue( '' );
	} );

	it( 'sizes the description from its length', () => {
		const { rerender } = render(
			<DetailsPanel
				attributes={ { ...defaults, description: '' } }
				setAttributes={ jest.fn() }
			/>
		);
		expect(
			screen.getByRole( 'textbox', { name: 'Description' } )
		).toHaveAttribute( 'rows', '4' );
		rerender(
			<DetailsPanel
				attributes={ {
					...defaults,
					description: 'line\n'.repeat( 20 ),
				} }
				setAttributes={ jest.fn() }
			/>
		);
		expect(
			screen.getByRole( 'textbox', { name: 'Description' } )
		).toHaveAttribute( 'rows', '12' );
	} );

	/** Video 5's details saved after its description went from `before` to `description`. */
	const syncDescription = ( description: string, before: string ) => {
		api.mockResolvedValue( { data: 200 } );
		return syncDetails(
			{ id: 5, guid: 'AbCd1234', title: 'T', description },
			{ title: 'T', description: before }
		);
	};

	it( 'sends a changed description and uploads its chapters', async () => {
		const result = await syncDescription( 'Intro 0:00\n1:00 - Next', '' );
		expect( result.chapters ).toBe( true );
		expect( api.mock.calls[ 0 ][ 0 ] ).toEqual( {
			path: '/wpcom/v2/videopress/meta',
			method: 'POST',
			data: { id: 5, description: 'Intro 0:00\n1:00 - Next' },
		} );
		const body = api.mock.calls[ 1 ][ 0 ].body as FormData;
		expect( [
			body.get( 'kind' ),
			body.get( 'srclang' ),
			body.get( 'label' ),
		] ).toEqual( [ 'chapters', 'en', 'English' ] );
		expect( await readBlob( body.get( 'vtt' ) as Blob ) ).toBe(
			'WEBVTT\n\n1\n00:00:00.000 --> 00:01:00.000\nIntro\n\n2\n00:01:00.001 --> 99:59:59.000\nNext\n'
		);
	} );

	it( 'deletes the chapters track when the chapters are removed from the description', async () => {
		const result = await syncDescription(
			'No chapters any more',
			'0:00 Intro\n1:00 Next'
		);
		expect( result.chapters ).toBe( true );
		expect( api ).toHaveBeenCalledTimes( 2 );
		expect( api.mock.calls[ 0 ][ 0 ].data ).toEqual( {
			id: 5,
			description: 'No chapters any more',
		} );
		const request = api.mock.calls[ 1 ][ 0 ];
		expect( request.path ).toMatch( /\/videos\/AbCd1234\/tracks\/delete$/ );
		expect( request.method ).toBe( 'POST' );
		const body = request.body as FormData;
		expect( [ body.get( 'kind' ), body.get( 'srclang' ) ] ).toEqual( [
			'chapters',
			'en',
		] );
	} );

	it( 'counts a chapters track already gone (404) as deleted', async () => {
		api.mockResolvedValueOnce( { data: 200 } ).mockRejectedValueOnce( {
			code: 'not_found',
			message: 'Track not found.',
			data: { status: 404 },
		} );
		const result = await syncDetails(
			{ id: 5, guid: 'AbCd1234', description: '' },
			{ description: '0:00 Intro' }
		);
		expect( result ).toEqual( {
			description: '',
			title: undefined,
			chapters: true,
		} );
	} );

	it( 'leaves the tracks alone when the description never had chapters', async () => {
		api.mockResolvedValue( { data: 200 } );
		const result = await syncDetails(
			{ id: 5, guid: 'AbCd1234', description: 'Still none' },
			{ description: 'None' }
		);
		expect( result.chapters ).toBe( false );
		expect( api ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'sends nothing when nothing changed', async () => {
		await syncDetails(
			{ id: 5, guid: 'AbCd1234', title: 'T' },
			{ title: 'T' }
		);
		expect( api ).not.toHaveBeenCalled();
	} );
} );
