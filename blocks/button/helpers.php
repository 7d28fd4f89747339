<?php
/**
 * Functions of jetpack/button's visitor markup (render.php beside this file, which
 * loads them once).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

function orbit_blocks_button_slug_class( $slug, string $pattern ): string {
	$clean = is_string( $slug ) ? preg_replace( '/[^a-z0-9-]/', '', strtolower( $slug ) ) : '';
	return $clean ? sprintf( $pattern, $clean ) : '';
}

function orbit_blocks_button_link_class( array $a ): string {
	$has_text       = ! empty( $a['textColor'] ) || orbit_blocks_is_valid_color( $a['customTextColor'] ?? null );
	$has_gradient   = ! empty( $a['gradient'] ) || orbit_blocks_is_valid_gradient( $a['customGradient'] ?? null );
	$has_background = ! empty( $a['backgroundColor'] ) || orbit_blocks_is_valid_color( $a['customBackgroundColor'] ?? null ) || $has_gradient;
	$classes        = array(
		'wp-block-button__link',
		'wp-element-button',
		$has_text ? 'has-text-color' : '',
		orbit_blocks_button_slug_class( $a['textColor'] ?? null, 'has-%s-color' ),
		$has_background ? 'has-background' : '',
		orbit_blocks_button_slug_class( $a['backgroundColor'] ?? null, 'has-%s-background-color' ),
		$has_gradient ? 'has-gradient-background' : '',
		orbit_blocks_button_slug_class( $a['gradient'] ?? null, 'has-%s-gradient-background' ),
		isset( $a['borderRadius'] ) && 0 === $a['borderRadius'] ? 'no-border-radius' : '',
	);
	return implode( ' ', array_filter( $classes ) );
}

function orbit_blocks_button_link_style( array $a ): string {
	$style = array();
	if ( empty( $a['textColor'] ) && orbit_blocks_is_valid_color( $a['customTextColor'] ?? null ) ) {
		$style[] = 'color:' . trim( $a['customTextColor'] );
	}
	if ( empty( $a['gradient'] ) && orbit_blocks_is_valid_gradient( $a['customGradient'] ?? null ) ) {
		$style[] = 'background:' . trim( $a['customGradient'] );
	} elseif ( empty( $a['backgroundColor'] ) && empty( $a['gradient'] ) && orbit_blocks_is_valid_color( $a['customBackgroundColor'] ?? null ) ) {
		$style[] = 'background-color:' . trim( $a['customBackgroundColor'] );
	}
	if ( isset( $a['borderRadius'] ) && is_numeric( $a['borderRadius'] ) && $a['borderRadius'] >= 0 && $a['borderRadius'] <= 50 ) {
		$style[] = 'border-radius:' . ( 0 + $a['borderRadius'] ) . 'px';
	}
	if ( isset( $a['width'] ) && is_string( $a['width'] ) && preg_match( '/^\d+(\.\d+)?(%|px|em)$/', $a['width'] ) ) {
		$style[] = 'width:' . $a['width'];
	}
	return implode( ';', $style );
}
