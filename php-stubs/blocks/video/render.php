<?php
/**
 * Server render of videopress/video: the saved markup holds the hosted
 * player's address (the incumbent plugin's form, blocks/video/save.tsx);
 * visitors of this site get an HTML5 player instead, from the attachment the
 * local provider keeps for the guid (includes/rest/video.php): the file, the
 * poster (a chosen image, or the chosen frame through a media fragment
 * #t=<seconds>), the text tracks, the block's playback settings and its
 * caption. A guid this site does not know keeps the saved markup.
 *
 * Private videos (privacy 1) play for those who may watch them
 * (orbit_blocks_video_can_view, includes/video/private.php: the uploader,
 * editors and administrators), from the file handler's address; others see
 * a short note. Without "allow download" the player hides its download item.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

return static function ( array $attributes, string $content ): string {
	$guid = isset( $attributes['guid'] ) ? (string) $attributes['guid'] : '';
	$id   = preg_match( '/^[A-Za-z0-9]{8}$/', $guid ) ? orbit_blocks_attachment_by_guid( $guid ) : 0;
	if ( ! $id ) {
		return $content;
	}
	$fields  = orbit_blocks_video_fields( $id );
	$caption = preg_match( '#<figcaption[^>]*>.*?</figcaption>#s', $content, $match ) ? $match[0] : '';
	// The block supports add the alignment, anchor and custom classes.
	$wrapper = get_block_wrapper_attributes( array( 'class' => 'orbit-video-player' ) );
	if ( ! orbit_blocks_video_can_view( $id ) ) {
		return sprintf(
			'<figure %1$s><p class="orbit-video-player__private">%2$s</p></figure>',
			$wrapper,
			esc_html__( 'This video is private.', 'orbit-blocks' )
		);
	}
	// A private video's address is its handler's (includes/video/private.php).
	$src    = (string) wp_get_attachment_url( $id );
	$poster = orbit_blocks_video_poster( $id );
	if ( null !== $poster['at_time'] && '' === $poster['poster'] ) {
		$src .= '#t=' . rtrim( rtrim( number_format( $poster['at_time'] / 1000, 3, '.', '' ), '0' ), '.' );
	}
	$preload = in_array( $attributes['preload'] ?? 'metadata', array( 'auto', 'metadata', 'none' ), true ) ? $attributes['preload'] ?? 'metadata' : 'metadata';
	$flags   = '';
	foreach ( array( 'autoplay', 'loop', 'muted', 'playsinline' ) as $flag ) {
		if ( ! empty( $attributes[ $flag ] ) ) {
			$flags .= ' ' . $flag;
		}
	}
	if ( $attributes['controls'] ?? true ) {
		$flags .= ' controls';
	}
	if ( ! $fields['allow_download'] ) {
		$flags .= ' controlslist="nodownload"';
	}
	$tracks = '';
	foreach ( orbit_blocks_video_public_tracks( $id ) as $kind => $languages ) {
		foreach ( $languages as $lang => $track ) {
			$tracks .= sprintf(
				'<track kind="%1$s" srclang="%2$s" label="%3$s" src="%4$s" />',
				esc_attr( $kind ),
				esc_attr( $lang ),
				esc_attr( $track['label'] ),
				esc_url( $track['src'] )
			);
		}
	}
	$max_width = isset( $attributes['maxWidth'] ) && preg_match( '/^\d+(\.\d+)?(px|%)$/', (string) $attributes['maxWidth'] ) ? $attributes['maxWidth'] : '100%';
	return sprintf(
		'<figure %1$s><div class="orbit-video-player__wrapper" style="max-width:%2$s"><video class="orbit-video-player__video" src="%3$s"%4$s preload="%5$s"%6$s>%7$s</video></div>%8$s</figure>',
		$wrapper,
		esc_attr( $max_width ),
		esc_url( $src ),
		$poster['poster'] ? ' poster="' . esc_url( $poster['poster'] ) . '"' : '',
		esc_attr( $preload ),
		$flags,
		$tracks,
		wp_kses_post( $caption )
	);
};
