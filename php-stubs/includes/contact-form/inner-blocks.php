<?php
/**
 * A field's settings from its inner blocks, in the shape the incumbent saves
 * its forms in since 2025 (blocks/contact-form/inner/): the label of its
 * jetpack/label block, the placeholder of its jetpack/input or
 * jetpack/phone-input, and the options of a radio or checkbox-multiple field
 * from its jetpack/field-option-radio / -checkbox blocks. They win over the
 * field's own attributes, as they do in the editor; a field without inner
 * blocks keeps its attributes as they are. The label's and the input's
 * colours, border and type settings (and each option's) become their classes
 * and inline style.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * The attributes of a parsed field block, completed from its inner blocks.
 *
 * @param array<string, mixed> $block A parsed jetpack/field-* block.
 * @return array<string, mixed>
 */
function orbit_blocks_contact_form_inner_attrs( array $block ): array {
	$attrs   = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
	$options = array();
	$looks   = array();
	foreach ( (array) ( $block['innerBlocks'] ?? array() ) as $inner ) {
		$name  = (string) ( $inner['blockName'] ?? '' );
		$inner = is_array( $inner['attrs'] ?? null ) ? $inner['attrs'] : array();
		if ( 'jetpack/label' === $name ) {
			if ( '' !== orbit_blocks_contact_form_plain( $inner['label'] ?? '' ) ) {
				$attrs['label'] = $inner['label'];
			}
			$attrs['labelStyle'] = orbit_blocks_contact_form_inner_style( $inner );
		} elseif ( in_array( $name, array( 'jetpack/input', 'jetpack/phone-input' ), true ) ) {
			if ( '' !== orbit_blocks_contact_form_plain( $inner['placeholder'] ?? '' ) ) {
				$attrs['placeholder'] = $inner['placeholder'];
			}
			$attrs['inputStyle'] = orbit_blocks_contact_form_inner_style( $inner );
		} elseif ( in_array( $name, array( 'jetpack/field-option-radio', 'jetpack/field-option-checkbox' ), true ) ) {
			$options[] = is_string( $inner['label'] ?? null ) ? $inner['label'] : '';
			$looks[]   = orbit_blocks_contact_form_inner_style( $inner );
		}
	}
	if ( $options ) {
		$attrs['options']      = $options;
		$attrs['optionStyles'] = $looks;
	}
	return $attrs;
}

/**
 * An inner label's or input's colours, border and type, as WordPress prints a
 * block's: the presets as has-* classes, the custom values as inline CSS
 * through the style engine (which keeps only safe declarations).
 *
 * @param array<string, mixed> $attrs The inner block's attributes.
 * @return array{class: string, style: string}
 */
function orbit_blocks_contact_form_inner_style( array $attrs ): array {
	$classes = array();
	$presets = array(
		'textColor'       => array( 'has-%s-color', 'has-text-color' ),
		'backgroundColor' => array( 'has-%s-background-color', 'has-background' ),
		'borderColor'     => array( 'has-%s-border-color', 'has-border-color' ),
		'fontSize'        => array( 'has-%s-font-size', '' ),
	);
	foreach ( $presets as $attribute => list( $pattern, $marker ) ) {
		$slug = is_string( $attrs[ $attribute ] ?? null ) ? sanitize_html_class( _wp_to_kebab_case( $attrs[ $attribute ] ) ) : '';
		if ( '' !== $slug ) {
			$classes[] = sprintf( $pattern, $slug );
			if ( '' !== $marker ) {
				$classes[] = $marker;
			}
		}
	}
	$style = '';
	if ( is_array( $attrs['style'] ?? null ) && function_exists( 'wp_style_engine_get_styles' ) ) {
		$css   = wp_style_engine_get_styles(
			array_intersect_key( $attrs['style'], array_flip( array( 'color', 'border', 'typography' ) ) )
		);
		$style = is_string( $css['css'] ?? null ) ? $css['css'] : '';
	}
	return array(
		'class' => implode( ' ', array_unique( $classes ) ),
		'style' => $style,
	);
}
