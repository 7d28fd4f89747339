/**
 * The poster as an image: when the author picks a frame, the browser cuts a
 * still of it (the video element drawn on a canvas, a JPEG) and uploads it
 * to the media library with the editor's own media upload, so visitors get
 * an image poster and the video still starts at 0.
 */

/** The editor's media upload (block editor settings' `mediaUpload`). */
export type MediaUpload = ( options: {
	filesList: File[];
	allowedTypes?: string[];
	onFileChange: ( files: { id?: number; url?: string }[] ) => void;
	onError: ( error: { message?: string } ) => void;
} ) => void;

export interface PosterImage {
	id: number;
	url: string;
}

const JPEG_QUALITY = 0.85;
// The longest side of the still: enough for a full-width player.
const MAX_SIDE = 1920;

/** Waits until the element shows the frame at `seconds`. */
function seekTo( video: HTMLVideoElement, seconds: number ): Promise< void > {
	if ( Math.abs( video.currentTime - seconds ) < 0.05 && ! video.seeking ) {
		return Promise.resolve();
	}
	return new Promise( ( resolve, reject ) => {
		const done = () => {
			video.removeEventListener( 'seeked', done );
			video.removeEventListener( 'error', failed );
			resolve();
		};
		const failed = () => {
			video.removeEventListener( 'seeked', done );
			video.removeEventListener( 'error', failed );
			reject( new Error( 'video error' ) );
		};
		video.addEventListener( 'seeked', done );
		video.addEventListener( 'error', failed );
		video.currentTime = seconds;
	} );
}

/** The still's size: the video's, its longest side at most MAX_SIDE. */
export function stillSize( width: number, height: number ) {
	const scale = Math.min( 1, MAX_SIDE / Math.max( width, height ) );
	return {
		width: Math.max( 1, Math.round( width * scale ) ),
		height: Math.max( 1, Math.round( height * scale ) ),
	};
}

/** A JPEG of the frame at `seconds`. */
export async function cutStill(
	video: HTMLVideoElement,
	seconds: number
): Promise< Blob > {
	await seekTo( video, seconds );
	if ( ! video.videoWidth || ! video.videoHeight ) {
		throw new Error( 'The video has no picture.' );
	}
	const { width, height } = stillSize( video.videoWidth, video.videoHeight );
	const canvas = video.ownerDocument.createElement( 'canvas' );
	canvas.width = width;
	canvas.height = height;
	const context = canvas.getContext( '2d' );
	if ( ! context ) {
		throw new Error( 'No canvas.' );
	}
	context.drawImage( video, 0, 0, width, height );
	return new Promise( ( resolve, reject ) =>
		canvas.toBlob(
			( blob ) =>
				blob ? resolve( blob ) : reject( new Error( 'No still.' ) ),
			'image/jpeg',
			JPEG_QUALITY
		)
	);
}

/** The still's file name: the video's title, made safe, and "-poster.jpg". */
export function stillName( title: string ): string {
	const base = title
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, '-' )
		.replace( /^-+|-+$/g, '' )
		.slice( 0, 60 );
	return `${ base || 'video' }-poster.jpg`;
}

/** Uploads the still through the editor's media upload: its attachment. */
export function uploadStill(
	still: Blob,
	name: string,
	mediaUpload: MediaUpload
): Promise< PosterImage > {
	const file = new File( [ still ], name, { type: 'image/jpeg' } );
	return new Promise( ( resolve, reject ) =>
		mediaUpload( {
			filesList: [ file ],
			allowedTypes: [ 'image' ],
			// Called first with a local preview (no id), then with the
			// attachment.
			onFileChange: ( [ media ] ) => {
				if ( media?.id && media.url ) {
					resolve( { id: media.id, url: media.url } );
				}
			},
			onError: ( error ) =>
				reject( new Error( error?.message || 'Upload failed.' ) ),
		} )
	);
}
