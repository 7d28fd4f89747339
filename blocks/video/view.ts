/**
 * The visitors' player of videopress/video (block.json "viewScript", so it
 * loads only on pages with the block). The server renders everything with
 * its labels (php-stubs/includes/video/player.php); this script:
 * - swaps the browser's controls for the block's bar: play/pause, a seek
 *   slider over the loaded and played parts in the block's progress colours
 *   (or the poster's average colour with Match video), chapter marks, the
 *   time, captions, mute and full screen — native buttons and a range
 *   input, so every control works from the keyboard;
 * - fills the chapter list from the video's chapters track: one button a
 *   chapter that seeks there, the playing one marked aria-current.
 * Without this script the video keeps the browser's own controls.
 */
import {
	averageColor,
	chapterAt,
	chaptersFromCues,
	clock,
	share,
	type PlayerChapter,
} from './lib/player';

const PREFIX = 'orbit-video-player';

const part = < T extends Element = HTMLElement >(
	root: ParentNode,
	name: string
) => root.querySelector< T >( `.${ PREFIX }__${ name }` );

/** Starts playback; a refused play (autoplay rules) leaves it paused. */
const play = ( video: HTMLVideoElement ) => {
	const started = video.play();
	if ( started ) {
		started.catch( () => undefined );
	}
};

/** The played colour from the poster's average colour (or the first frame's). */
function matchVideoColor( wrapper: HTMLElement, video: HTMLVideoElement ) {
	const paint = ( source: CanvasImageSource ) => {
		const canvas = document.createElement( 'canvas' );
		canvas.width = 16;
		canvas.height = 16;
		const context = canvas.getContext( '2d' );
		if ( ! context ) {
			return;
		}
		try {
			context.drawImage( source, 0, 0, 16, 16 );
			const color = averageColor(
				context.getImageData( 0, 0, 16, 16 ).data
			);
			if ( color ) {
				wrapper.style.setProperty( '--orbit-video-played', color );
			}
		} catch {
			// A picture from another origin cannot be read: default colours.
		}
	};
	if ( video.poster ) {
		const image = new Image();
		image.addEventListener( 'load', () => paint( image ) );
		image.src = video.poster;
	} else {
		video.addEventListener( 'loadeddata', () => paint( video ), {
			once: true,
		} );
	}
}

/** The chapters track's cues, once loaded. */
function loadChapters(
	video: HTMLVideoElement,
	onLoad: ( chapters: PlayerChapter[] ) => void
) {
	const element = video.querySelector< HTMLTrackElement >(
		'track[kind="chapters"]'
	);
	if ( ! element ) {
		return;
	}
	const read = () => onLoad( chaptersFromCues( element.track.cues ?? [] ) );
	// Hidden: the cues load without being shown.
	element.track.mode = 'hidden';
	if ( element.readyState === 2 /* LOADED */ ) {
		read();
	} else {
		element.addEventListener( 'load', read, { once: true } );
	}
}

export function initPlayer( figure: HTMLElement ): void {
	const video = part< HTMLVideoElement >( figure, 'video' );
	const wrapper = part( figure, 'wrapper' );
	if ( ! video || ! wrapper || figure.dataset.player ) {
		return;
	}
	figure.dataset.player = 'ready';
	const knownLength = Number( figure.dataset.duration ) || 0;
	const length = () =>
		Number.isFinite( video.duration ) && video.duration > 0
			? video.duration
			: knownLength;
	let chapters: PlayerChapter[] = [];

	const bar = part( figure, 'controls' );
	const playButton = bar && part< HTMLButtonElement >( bar, 'play' );
	const seek = bar && part< HTMLInputElement >( bar, 'seek' );
	const played = bar && part( bar, 'played' );
	const loaded = bar && part( bar, 'loaded' );
	const marks = bar && part( bar, 'marks' );
	const time = bar && part( bar, 'time' );
	const list = part( figure, 'chapter-list' );

	const showTime = () => {
		const now = video.currentTime;
		const total = length();
		if ( seek ) {
			seek.max = String( Math.floor( total ) );
			seek.value = String( now );
			seek.setAttribute(
				'aria-valuetext',
				( seek.dataset.valueText ?? '%1$s / %2$s' )
					.replace( '%1$s', clock( now ) )
					.replace( '%2$s', clock( total ) )
			);
		}
		if ( played ) {
			played.style.width = `${ share( now, total ) }%`;
		}
		if ( time ) {
			time.textContent = `${ clock( now ) } / ${ clock( total ) }`;
		}
		const current = chapterAt( chapters, now );
		list?.querySelectorAll( 'button' ).forEach( ( button, index ) => {
			if ( index === current ) {
				button.setAttribute( 'aria-current', 'true' );
			} else {
				button.removeAttribute( 'aria-current' );
			}
		} );
	};

	const showMarks = () => {
		if ( ! marks ) {
			return;
		}
		const total = length();
		marks.replaceChildren(
			...chapters
				.filter( ( chapter ) => chapter.start > 0 && total > 0 )
				.map( ( chapter ) => {
					const mark = document.createElement( 'span' );
					mark.className = `${ PREFIX }__mark`;
					mark.style.left = `${ share( chapter.start, total ) }%`;
					mark.title = chapter.title;
					return mark;
				} )
		);
	};

	if ( bar && playButton && seek ) {
		bar.hidden = false;
		video.controls = false;
		const toggle = () => ( video.paused ? play( video ) : video.pause() );
		playButton.addEventListener( 'click', toggle );
		video.addEventListener( 'click', toggle );
		const showState = () => {
			figure.classList.toggle( 'is-playing', ! video.paused );
			playButton.setAttribute(
				'aria-label',
				( video.paused
					? playButton.dataset.labelPlay
					: playButton.dataset.labelPause ) ?? ''
			);
		};
		video.addEventListener( 'play', showState );
		video.addEventListener( 'pause', showState );
		video.addEventListener( 'ended', showState );
		seek.addEventListener( 'input', () => {
			video.currentTime = Number( seek.value );
		} );
		video.addEventListener( 'progress', () => {
			const { buffered } = video;
			if ( loaded && buffered.length ) {
				loaded.style.width = `${ share(
					buffered.end( buffered.length - 1 ),
					length()
				) }%`;
			}
		} );
		const mute = part< HTMLButtonElement >( bar, 'mute' );
		const showMuted = () =>
			mute?.setAttribute( 'aria-pressed', String( video.muted ) );
		mute?.addEventListener( 'click', () => {
			video.muted = ! video.muted;
		} );
		video.addEventListener( 'volumechange', showMuted );
		showMuted();
		const captions = part< HTMLButtonElement >( bar, 'captions' );
		captions?.addEventListener( 'click', () => {
			const track = Array.from( video.textTracks ).find(
				( text ) =>
					text.kind === 'subtitles' || text.kind === 'captions'
			);
			if ( track ) {
				const on = track.mode !== 'showing';
				track.mode = on ? 'showing' : 'disabled';
				captions.setAttribute( 'aria-pressed', String( on ) );
			}
		} );
		part( bar, 'fullscreen' )?.addEventListener( 'click', () => {
			if ( document.fullscreenElement ) {
				document.exitFullscreen().catch( () => undefined );
			} else {
				wrapper.requestFullscreen?.().catch( () => undefined );
			}
		} );
		if ( figure.hasAttribute( 'data-match-video' ) ) {
			matchVideoColor( wrapper, video );
		}
	}

	video.addEventListener( 'timeupdate', showTime );
	video.addEventListener( 'seeked', showTime );
	for ( const event of [ 'loadedmetadata', 'durationchange' ] ) {
		video.addEventListener( event, () => {
			showTime();
			showMarks();
		} );
	}

	loadChapters( video, ( found ) => {
		chapters = found;
		const nav = part( figure, 'chapters' );
		if ( ! list || ! nav || ! chapters.length ) {
			return;
		}
		list.replaceChildren(
			...chapters.map( ( chapter ) => {
				const item = document.createElement( 'li' );
				const button = document.createElement( 'button' );
				button.type = 'button';
				button.className = `${ PREFIX }__chapter`;
				const start = document.createElement( 'span' );
				start.className = `${ PREFIX }__chapter-time`;
				start.textContent = clock( chapter.start );
				// Text, never markup: titles come from the track file.
				button.append( start, ` ${ chapter.title }` );
				button.addEventListener( 'click', () => {
					video.currentTime = chapter.start;
					play( video );
				} );
				item.append( button );
				return item;
			} )
		);
		nav.hidden = false;
		showMarks();
		showTime();
	} );
	showTime();
}

const start = () =>
	document
		.querySelectorAll< HTMLElement >( `figure.${ PREFIX }` )
		.forEach( initPlayer );

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}
