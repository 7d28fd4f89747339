<?php
/**
 * The shared colour validator on the server: the same rules as
 * shared/color.ts, so that a custom colour or gradient reaches an inline
 * style only in a plain CSS form.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

function orbit_blocks_is_valid_color( $value ): bool {
	if ( ! is_string( $value ) ) {
		return false;
	}
	$color  = trim( $value );
	$number = '[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?';
	$arg    = $number . '(?:%|deg|rad|grad|turn)?';
	$sep    = '(?:\s*,\s*|\s+)';
	return (bool) (
		preg_match( '/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i', $color )
		|| preg_match( '/^(?:rgba?|hsla?)\(\s*' . $arg . $sep . $arg . $sep . $arg . '(?:\s*(?:,|\/)\s*' . $arg . ')?\s*\)$/i', $color )
		|| preg_match( '/^var\(--wp--preset--color--[a-z0-9-]+\)$/', $color )
		|| preg_match( '/^(?:[a-z]{3,20}|transparent|currentcolor)$/i', $color )
	);
}

function orbit_blocks_is_valid_gradient( $value ): bool {
	if ( ! is_string( $value ) ) {
		return false;
	}
	$gradient = trim( $value );
	return (bool) preg_match( '/^(?:repeating-)?(?:linear|radial|conic)-gradient\((?:[a-z0-9#%.,\s\/+-]|\((?:[a-z0-9#%.,\s\/+-])*\))*\)$/i', $gradient )
		&& ! preg_match( '/url\s*\(|expression\s*\(/i', $gradient );
}
