<?php
/**
 * Server render of jetpack/wordads: the ad slot of the chosen format, for an
 * ad network to fill (the block saves no markup). Same formats as
 * blocks/wordads/formats.ts. hideMobile is coerced to a boolean, as older
 * content stored it as a string.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

$formats = array(
	'mrec'               => array( 300, 250 ),
	'leaderboard'        => array( 728, 90 ),
	'mobile_leaderboard' => array( 320, 50 ),
	'wideskyscraper'     => array( 160, 600 ),
);
$format  = isset( $attributes['format'] ) && is_string( $attributes['format'] ) && isset( $formats[ $attributes['format'] ] )
	? $attributes['format']
	: 'mrec';
$hide    = filter_var( $attributes['hideMobile'] ?? false, FILTER_VALIDATE_BOOLEAN );
list( $width, $height ) = $formats[ $format ];

$classes = 'orbit-ad--' . $format . ( $hide ? ' orbit-ad--hide-mobile' : '' );
printf(
	'<div %1$s><div class="orbit-ad__slot" data-ad-format="%2$s" style="width:%3$dpx;aspect-ratio:%3$d / %4$d"><span class="orbit-ad__label">%5$s</span></div></div>',
	get_block_wrapper_attributes( array( 'class' => $classes ) ),
	esc_attr( $format ),
	$width,
	$height,
	esc_html__( 'Advertisement', 'orbit-blocks' )
);
