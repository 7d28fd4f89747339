<?php
/**
 * Server render of jetpack/button. A button saved in the post
 * (saveInPostContent) is shown as saved; any other is built here from its
 * attributes, with the same classes and style as blocks/button/markup.ts.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/helpers.php';

if ( ! empty( $attributes['saveInPostContent'] ) ) {
	echo $content;
	return;
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
printf( '<div %s>%s</div>', $wrapper, $control );
