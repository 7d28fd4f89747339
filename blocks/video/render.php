<?php
/**
 * Server render of videopress/video: the saved markup holds the hosted
 * player's address (the incumbent plugin's form, blocks/video/save.tsx);
 * visitors of this site get an HTML5 player instead, from the attachment the
 * local provider keeps for the guid (includes/rest/video.php): the file
 * (played from 0), the poster image (a chosen image or the still the editor
 * cut from the chosen frame), the text tracks, the block's playback
 * settings, its caption, and the player around it (includes/video/player.php):
 * a control bar with the progress bar colours and chapter marks, a chapter
 * list that seeks, captions, and the description. The block's view script
 * (blocks/video/view.ts, registered by block.json) runs it. A guid this site
 * does not know keeps the saved markup.
 *
 * Private videos (privacy 1) play for those who may watch them
 * (orbit_blocks_video_can_view, includes/video/private.php: the uploader,
 * editors and administrators), from the file handler's address; others see
 * a short note. Without "allow download" the player hides its download item.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once ORBIT_BLOCKS_DIR . '/includes/video/player.php';

$guid = isset( $attributes['guid'] ) ? (string) $attributes['guid'] : '';
$id   = preg_match( '/^[A-Za-z0-9]{8}$/', $guid ) ? orbit_blocks_attachment_by_guid( $guid ) : 0;
if ( ! $id ) {
	echo $content;
	return;
}
$fields  = orbit_blocks_video_fields( $id );
$caption = preg_match( '#<figcaption[^>]*>.*?</figcaption>#s', $content, $match ) ? $match[0] : '';
// The block supports add the alignment, anchor and custom classes.
$wrapper = get_block_wrapper_attributes( array( 'class' => 'orbit-video-player' ) );
if ( ! orbit_blocks_video_can_view( $id ) ) {
	printf(
		'<figure %1$s><p class="orbit-video-player__private">%2$s</p></figure>',
		$wrapper,
		esc_html__( 'This video is private.', 'orbit-blocks' )
	);
	return;
}
// A private video's address is its handler's (includes/video/private.php).
$src    = (string) wp_get_attachment_url( $id );
// Only an image: a frame kept as a time is never a media fragment, which
// would start playback there.
$poster = orbit_blocks_video_poster( $id );
$preload = in_array( $attributes['preload'] ?? 'metadata', array( 'auto', 'metadata', 'none' ), true ) ? $attributes['preload'] ?? 'metadata' : 'metadata';
$flags   = '';
foreach ( array( 'autoplay', 'loop', 'muted', 'playsinline' ) as $flag ) {
	if ( ! empty( $attributes[ $flag ] ) ) {
		$flags .= ' ' . $flag;
	}
}
$controls = (bool) ( $attributes['controls'] ?? true );
if ( $controls ) {
	$flags .= ' controls';
}
if ( ! $fields['allow_download'] ) {
	$flags .= ' controlslist="nodownload"';
}
$tracks       = '';
$has_captions = false;
foreach ( orbit_blocks_video_public_tracks( $id ) as $kind => $languages ) {
	$has_captions = $has_captions || in_array( $kind, array( 'subtitles', 'captions' ), true );
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
$max_width = isset( $attributes['maxWidth'] ) && preg_match( '/^\d+(\.\d+)?(px|%|em)$/', (string) $attributes['maxWidth'] ) ? $attributes['maxWidth'] : '100%';
$meta      = wp_get_attachment_metadata( $id );
// The file's length, for files whose header has none (recorded WebM).
$duration = isset( $meta['length'] ) ? (int) $meta['length'] : 0;
printf(
	'<figure %1$s data-duration="%2$s"%3$s><div class="orbit-video-player__wrapper" style="%4$s"><video class="orbit-video-player__video" src="%5$s"%6$s preload="%7$s"%8$s>%9$s</video>%10$s</div>%11$s%12$s%13$s</figure>',
	$wrapper,
	esc_attr( (string) $duration ),
	( $attributes['useAverageColor'] ?? true ) ? ' data-match-video' : '',
	esc_attr( 'max-width:' . $max_width . ';' . orbit_blocks_video_player_colors( $attributes ) ),
	esc_url( $src ),
	$poster['poster'] ? ' poster="' . esc_url( $poster['poster'] ) . '"' : '',
	esc_attr( $preload ),
	$flags,
	$tracks,
	$controls ? orbit_blocks_video_player_controls( $has_captions ) : '',
	orbit_blocks_video_player_chapters(),
	orbit_blocks_video_player_description( $fields['description'] ),
	wp_kses_post( $caption )
);
