<?php
/**
 * A field's settings from its inner blocks, in the shape the incumbent saves
 * its forms in since 2025 (blocks/contact-form/inner/): the label of its
 * jetpack/label block, the placeholder of its jetpack/input or
 * jetpack/phone-input, and the options of a radio or checkbox-multiple field
 * from its jetpack/field-option-radio / -checkbox blocks. They win over the
 * field's own attributes, as they do in the editor; a field without inner
 * blocks keeps its attributes as they are.
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
	foreach ( (array) ( $block['innerBlocks'] ?? array() ) as $inner ) {
		$name  = (string) ( $inner['blockName'] ?? '' );
		$inner = is_array( $inner['attrs'] ?? null ) ? $inner['attrs'] : array();
		if ( 'jetpack/label' === $name && '' !== orbit_blocks_contact_form_plain( $inner['label'] ?? '' ) ) {
			$attrs['label'] = $inner['label'];
		} elseif ( in_array( $name, array( 'jetpack/input', 'jetpack/phone-input' ), true ) && '' !== orbit_blocks_contact_form_plain( $inner['placeholder'] ?? '' ) ) {
			$attrs['placeholder'] = $inner['placeholder'];
		} elseif ( in_array( $name, array( 'jetpack/field-option-radio', 'jetpack/field-option-checkbox' ), true ) ) {
			$options[] = is_string( $inner['label'] ?? null ) ? $inner['label'] : '';
		}
	}
	if ( $options ) {
		$attrs['options'] = $options;
	}
	return $attrs;
}
