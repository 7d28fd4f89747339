<?php
/**
 * Server render of jetpack/tock: Tock's booking button for the block's
 * business name (blocks/tock/widget.ts prints the same in the editor's
 * preview). The name is checked as blocks/tock/name.ts checks it (letters,
 * digits, ., - and _), and reaches the page only JSON-encoded in the
 * script's start-up call and URL-encoded in the fallback link. Tock's
 * script is enqueued once, however many blocks a page shows.
 *
 * Without a valid name visitors get nothing; someone who can edit the post
 * gets a short note instead.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

return static function ( array $attributes ): string {
	$name = is_string( $attributes['url'] ?? null ) ? $attributes['url'] : '';
	if ( ! preg_match( '/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/', $name ) || false !== strpos( $name, '..' ) ) {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return '';
		}
		return sprintf(
			'<div %s><p>%s</p></div>',
			get_block_wrapper_attributes( array( 'class' => 'is-unconfigured' ) ),
			esc_html__( 'This Tock block is hidden from visitors until its business name is set.', 'orbit-blocks' )
		);
	}

	if ( ! wp_script_is( 'orbit-blocks-tock', 'enqueued' ) ) {
		// phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- Tock serves its current script.
		wp_enqueue_script( 'orbit-blocks-tock', 'https://www.exploretock.com/tock.js', array(), null, array( 'in_footer' => true ) );
		wp_add_inline_script(
			'orbit-blocks-tock',
			'(function(w){if(typeof w.tock==="function"){return;}'
				. 'var t=w.tock=function(){t.callMethod?t.callMethod.apply(t,arguments):t.queue.push(arguments);};'
				. 'w._tock=w._tock||t;t.push=t;t.loaded=true;t.version="1.0";t.queue=[];})(window);'
				. 'tock("init",' . wp_json_encode( $name, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT ) . ');',
			'before'
		);
	}

	return sprintf(
		'<div %1$s><div id="Tock_widget_container" data-tock-display-mode="Button" data-tock-color-mode="Blue" data-tock-locale="en-us" data-tock-timezone="America/New_York"></div><noscript><a href="%2$s">%3$s</a></noscript></div>',
		get_block_wrapper_attributes(),
		esc_url( 'https://www.exploretock.com/' . rawurlencode( $name ) ),
		esc_html__( 'Reserve a table on Tock', 'orbit-blocks' )
	);
};
