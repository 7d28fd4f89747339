<?php
/**
 * Server render of jetpack/button. A button saved in the post
 * (saveInPostContent) is shown as saved; any other is built here from its
 * attributes, with the same classes and style as blocks/button/markup.ts.
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

return static function ( array $attributes, string $content, WP_Block $block ): string {
	if ( ! empty( $attributes['saveInPostContent'] ) ) {
		return $content;
	}
	$element = in_array( $attributes['element'] ?? 'a', array( 'a', 'button', 'input' ), true ) ? ( $attributes['element'] ?? 'a' ) : 'a';
	$text    = wp_kses( (string) ( $attributes['text'] ?? '' ), array( 'strong' => array(), 'em' => array(), 's' => array(), 'b' => array(), 'i' => array() ) );
	$attrs   = sprintf( ' class="%s"', esc_attr( orbit_blocks_button_link_class( $attributes ) ) );
	$style   = orbit_blocks_button_link_style( $attributes );
	if ( $style ) {
		$attrs .= sprintf( ' style="%s"', esc_attr( $style ) );
	}
	if ( ! empty( $attributes['uniqueId'] ) && preg_match( '/^[A-Za-z][\w-]*$/', $attributes['uniqueId'] ) ) {
		$attrs .= sprintf( ' id="%s"', esc_attr( $attributes['uniqueId'] ) );
	}

	if ( 'input' === $element ) {
		$control = sprintf( '<input type="submit"%s value="%s" />', $attrs, esc_attr( wp_strip_all_tags( $text ) ) );
	} elseif ( 'button' === $element ) {
		$control = sprintf( '<button type="submit"%s>%s</button>', $attrs, $text );
	} else {
		$url = esc_url( (string) ( $attributes['url'] ?? '' ), array( 'http', 'https', 'mailto', 'tel' ) );
		if ( $url ) {
			$attrs .= sprintf( ' href="%s"', $url );
		}
		$control = sprintf( '<a%s>%s</a>', $attrs, $text );
	}

	$wrapper = get_block_wrapper_attributes( array( 'class' => 'wp-block-button' ) );
	return sprintf( '<div %s>%s</div>', $wrapper, $control );
};
