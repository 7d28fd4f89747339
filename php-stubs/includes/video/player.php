<?php
/**
 * The visitors' player around the <video> of videopress/video
 * (blocks/video/render.php): its control bar, the chapter list's frame, the
 * progress bar colours and the description. The markup carries every label
 * (translated here), so the block's view script (blocks/video/view.ts,
 * loaded only where the block is) stays small and needs no i18n script: it
 * reveals the bar, drops the native controls and fills the chapter list from
 * the video's chapters track.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * The progress bar colours as CSS custom properties: the block's Main,
 * Loaded and Progress colours (six hex digits each, anything else left out),
 * or, with Match video, none: the view script sets the played colour from
 * the poster's (or first frame's) average colour.
 */
function orbit_blocks_video_player_colors( array $attributes ): string {
	if ( $attributes['useAverageColor'] ?? true ) {
		return '';
	}
	$style = '';
	$names = array(
		'seekbarColor'        => '--orbit-video-main',
		'seekbarLoadingColor' => '--orbit-video-loaded',
		'seekbarPlayedColor'  => '--orbit-video-played',
	);
	foreach ( $names as $attribute => $property ) {
		$color = isset( $attributes[ $attribute ] ) ? (string) $attributes[ $attribute ] : '';
		if ( preg_match( '/^#[0-9a-fA-F]{6}$/', $color ) ) {
			$style .= $property . ':' . $color . ';';
		}
	}
	return $style;
}

/** An icon of the control bar (decorative: each button has its own label). */
function orbit_blocks_video_player_icon( string $path ): string {
	return '<svg class="orbit-video-player__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="' . esc_attr( $path ) . '"/></svg>';
}

/**
 * The control bar, hidden until the view script runs (without it, the
 * browser's own controls stay). `$has_captions`: a subtitles or captions
 * track exists, so the captions button is offered.
 */
function orbit_blocks_video_player_controls( bool $has_captions ): string {
	$play       = orbit_blocks_video_player_icon( 'M8 5v14l11-7z' );
	$pause      = orbit_blocks_video_player_icon( 'M6 5h4v14H6zM14 5h4v14h-4z' );
	$volume     = orbit_blocks_video_player_icon( 'M3 9v6h4l5 5V4L7 9H3zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4z' );
	$captions   = orbit_blocks_video_player_icon( 'M19 4H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm-8 7H9.5v-.5h-2v3h2V13H11v1a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v1zm7 0h-1.5v-.5h-2v3h2V13H18v1a1 1 0 0 1-1 1h-3a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v1z' );
	$fullscreen = orbit_blocks_video_player_icon( 'M7 14H5v5h5v-2H7v-3zm-2-4h2V7h3V5H5v5zm12 7h-3v2h5v-5h-2v3zM14 5v2h3v3h2V5h-5z' );
	$html       = '<div class="orbit-video-player__controls" hidden>';
	$html      .= sprintf(
		'<button type="button" class="orbit-video-player__button orbit-video-player__play" aria-label="%1$s" data-label-play="%1$s" data-label-pause="%2$s"><span class="orbit-video-player__when-paused">%3$s</span><span class="orbit-video-player__when-playing">%4$s</span></button>',
		esc_attr__( 'Play', 'orbit-blocks' ),
		esc_attr__( 'Pause', 'orbit-blocks' ),
		$play,
		$pause
	);
	$html .= sprintf(
		'<div class="orbit-video-player__timeline"><div class="orbit-video-player__loaded"></div><div class="orbit-video-player__played"></div><div class="orbit-video-player__marks"></div><input type="range" class="orbit-video-player__seek" min="0" max="0" step="1" value="0" aria-label="%1$s" data-value-text="%2$s" /></div>',
		esc_attr__( 'Seek', 'orbit-blocks' ),
		/* translators: 1: the playback position, 2: the video's length (both m:ss). */
		esc_attr__( '%1$s of %2$s', 'orbit-blocks' )
	);
	$html .= '<span class="orbit-video-player__time" aria-hidden="true">0:00</span>';
	if ( $has_captions ) {
		$html .= sprintf(
			'<button type="button" class="orbit-video-player__button orbit-video-player__captions" aria-pressed="false" aria-label="%1$s">%2$s</button>',
			esc_attr__( 'Captions', 'orbit-blocks' ),
			$captions
		);
	}
	$html .= sprintf(
		'<button type="button" class="orbit-video-player__button orbit-video-player__mute" aria-pressed="false" aria-label="%1$s">%2$s</button>',
		esc_attr__( 'Mute', 'orbit-blocks' ),
		$volume
	);
	$html .= sprintf(
		'<button type="button" class="orbit-video-player__button orbit-video-player__fullscreen" aria-label="%1$s">%2$s</button>',
		esc_attr__( 'Full screen', 'orbit-blocks' ),
		$fullscreen
	);
	return $html . '</div>';
}

/** The chapter list's frame; the view script fills it from the chapters track. */
function orbit_blocks_video_player_chapters(): string {
	return sprintf(
		'<nav class="orbit-video-player__chapters" aria-label="%1$s" hidden><p class="orbit-video-player__chapters-title">%2$s</p><ol class="orbit-video-player__chapter-list"></ol></nav>',
		esc_attr__( 'Chapters', 'orbit-blocks' ),
		esc_html__( 'Chapters', 'orbit-blocks' )
	);
}

/** The video's description, as plain text with its line breaks. */
function orbit_blocks_video_player_description( string $description ): string {
	$description = trim( $description );
	if ( '' === $description ) {
		return '';
	}
	return '<div class="orbit-video-player__description">' . nl2br( esc_html( $description ) ) . '</div>';
}
