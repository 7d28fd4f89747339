<?php
/**
 * Image generation without a network: each image is drawn from the prompt
 * (the same prompt gives the same images): a sky-to-ground gradient, a sun
 * or moon, hills and shapes in a palette chosen by the prompt's hash. With
 * GD (Playground's PHP has it) as a 512×512 PNG; without GD, a smaller PNG
 * encoded here. Answered as { data: [ { b64_json, revised_prompt } ] }, the
 * shape of spec 1 section 7.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_AI_IMAGE_SIZE = 512;

/** @return array<int, array{0: int, 1: int, 2: int}> six colours from a seed */
function orbit_blocks_ai_palette( int $seed ): array {
	$palettes = array(
		array( array( 255, 183, 124 ), array( 255, 122, 89 ), array( 84, 56, 120 ), array( 44, 40, 80 ), array( 255, 236, 170 ), array( 120, 80, 140 ) ),
		array( array( 160, 216, 239 ), array( 98, 172, 214 ), array( 60, 120, 90 ), array( 34, 80, 60 ), array( 255, 250, 220 ), array( 90, 150, 110 ) ),
		array( array( 24, 30, 64 ), array( 60, 52, 120 ), array( 30, 40, 60 ), array( 16, 20, 36 ), array( 240, 240, 255 ), array( 80, 90, 140 ) ),
		array( array( 250, 220, 200 ), array( 240, 160, 170 ), array( 120, 160, 150 ), array( 70, 110, 110 ), array( 255, 255, 240 ), array( 200, 120, 140 ) ),
		array( array( 200, 230, 201 ), array( 129, 199, 132 ), array( 121, 85, 72 ), array( 78, 52, 46 ), array( 255, 241, 118 ), array( 165, 214, 167 ) ),
	);
	return $palettes[ $seed % count( $palettes ) ];
}

/** Draws one image with GD. */
function orbit_blocks_ai_draw_gd( string $prompt, int $seed, int $palette_seed, int $size ): string {
	$image   = imagecreatetruecolor( $size, $size );
	$palette = orbit_blocks_ai_palette( $palette_seed );
	$color   = static function ( array $rgb, int $alpha = 0 ) use ( $image ) {
		return imagecolorallocatealpha( $image, $rgb[0], $rgb[1], $rgb[2], $alpha );
	};
	// Sky: a vertical gradient in bands of 4 px (smaller PNG, same look).
	for ( $y = 0; $y < $size; $y += 4 ) {
		$t   = $y / $size;
		$rgb = array();
		for ( $c = 0; $c < 3; $c++ ) {
			$rgb[] = (int) round( $palette[0][ $c ] * ( 1 - $t ) + $palette[1][ $c ] * $t );
		}
		imagefilledrectangle( $image, 0, $y, $size - 1, $y + 3, $color( $rgb ) );
	}
	mt_srand( $seed );
	// phpcs:disable WordPress.WP.AlternativeFunctions.rand_mt_rand -- a seeded, repeatable picture, not security.
	$sun_x = mt_rand( (int) ( $size * 0.2 ), (int) ( $size * 0.8 ) );
	$sun_y = mt_rand( (int) ( $size * 0.15 ), (int) ( $size * 0.4 ) );
	$sun_r = mt_rand( (int) ( $size * 0.08 ), (int) ( $size * 0.14 ) );
	imagefilledellipse( $image, $sun_x, $sun_y, $sun_r * 3, $sun_r * 3, $color( $palette[4], 100 ) );
	imagefilledellipse( $image, $sun_x, $sun_y, $sun_r * 2, $sun_r * 2, $color( $palette[4] ) );
	// Hills: three layers of polygons, the nearest darkest.
	foreach ( array( array( 0.55, 5 ), array( 0.68, 2 ), array( 0.8, 3 ) ) as $layer ) {
		$points = array( 0, $size );
		$steps  = 8;
		for ( $i = 0; $i <= $steps; $i++ ) {
			$points[] = (int) ( $i * $size / $steps );
			$points[] = (int) ( $size * $layer[0] + mt_rand( -intdiv( $size, 12 ), intdiv( $size, 12 ) ) );
		}
		$points[] = $size;
		$points[] = $size;
		if ( PHP_VERSION_ID >= 80000 ) {
			imagefilledpolygon( $image, $points, $color( $palette[ $layer[1] ] ) );
		} else {
			imagefilledpolygon( $image, $points, count( $points ) / 2, $color( $palette[ $layer[1] ] ) );
		}
	}
	// A few translucent shapes, as many as the prompt has words (up to 6).
	$words = min( 6, max( 1, str_word_count( $prompt ) ) );
	for ( $i = 0; $i < $words; $i++ ) {
		$r = mt_rand( intdiv( $size, 20 ), intdiv( $size, 9 ) );
		imagefilledellipse( $image, mt_rand( 0, $size ), mt_rand( 0, (int) ( $size * 0.5 ) ), $r * 2, $r, $color( array( 255, 255, 255 ), 80 ) );
	}
	// phpcs:enable
	ob_start();
	imagepng( $image, null, 9 );
	$png = (string) ob_get_clean();
	imagedestroy( $image );
	return $png;
}

/** A PNG without GD: the same gradient and hills, 128×128, encoded by hand. */
function orbit_blocks_ai_draw_plain( int $seed, int $size = 128 ): string {
	$palette = orbit_blocks_ai_palette( $seed );
	$horizon = array();
	for ( $x = 0; $x < $size; $x++ ) {
		$horizon[] = (int) ( $size * 0.62 + sin( ( $x / $size ) * 6.28 + $seed % 7 ) * $size * 0.06 );
	}
	$raw = '';
	for ( $y = 0; $y < $size; $y++ ) {
		$raw .= "\0";
		$t    = $y / $size;
		for ( $x = 0; $x < $size; $x++ ) {
			$rgb  = $y >= $horizon[ $x ] ? $palette[2] : array(
				(int) ( $palette[0][0] * ( 1 - $t ) + $palette[1][0] * $t ),
				(int) ( $palette[0][1] * ( 1 - $t ) + $palette[1][1] * $t ),
				(int) ( $palette[0][2] * ( 1 - $t ) + $palette[1][2] * $t ),
			);
			$raw .= chr( $rgb[0] ) . chr( $rgb[1] ) . chr( $rgb[2] );
		}
	}
	$chunk = static function ( string $type, string $data ): string {
		return pack( 'N', strlen( $data ) ) . $type . $data . pack( 'N', crc32( $type . $data ) );
	};
	return "\x89PNG\r\n\x1a\n"
		. $chunk( 'IHDR', pack( 'NNCCCCC', $size, $size, 8, 2, 0, 0, 0 ) )
		. $chunk( 'IDAT', (string) gzcompress( $raw, 9 ) )
		. $chunk( 'IEND', '' );
}

/**
 * The images for a prompt.
 *
 * @return array<int, array{b64_json: string, revised_prompt: string}>
 */
function orbit_blocks_ai_generate_images( string $prompt, int $count ): array {
	$images = array();
	for ( $i = 0; $i < $count; $i++ ) {
		$seed = (int) sprintf( '%u', crc32( $prompt . '#' . $i ) );
		// Each image of a request in another palette, so they differ at a glance.
		$palette_seed = (int) sprintf( '%u', crc32( $prompt ) ) + $i;
		$png          = function_exists( 'imagecreatetruecolor' )
			? orbit_blocks_ai_draw_gd( $prompt, $seed, $palette_seed, ORBIT_BLOCKS_AI_IMAGE_SIZE )
			: orbit_blocks_ai_draw_plain( $palette_seed );
		$images[] = array(
			'b64_json'       => base64_encode( $png ),
			'revised_prompt' => $prompt,
		);
	}
	return $images;
}
