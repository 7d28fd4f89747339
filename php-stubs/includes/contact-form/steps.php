<?php
/**
 * Multi-step forms for visitors (the incumbent's jetpack/form-step-container
 * holding jetpack/form-step blocks, jetpack/form-progress-indicator and
 * jetpack/form-step-navigation). The server renders every step, each a
 * group headed by "Step N of M: title", and the navigation with Previous and
 * Next (added when the saved navigation has none) around the submit button.
 * Without JavaScript that is one long form that submits as one page; the view
 * script (blocks/contact-form/steps/view.ts, enqueued here only for a form
 * with steps or a file field) shows one step at a time, checks each step's
 * fields before moving on and announces the step. Either way the form posts
 * once, at the end, to the same handler (submit.php). Why the host enqueues
 * the script: docs/decisions.md, "The multi-step form's view script is
 * enqueued by the host, not by block.json".
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_FORM_STEP_CONTAINER = 'jetpack/form-step-container';
const ORBIT_BLOCKS_FORM_STEP           = 'jetpack/form-step';
const ORBIT_BLOCKS_FORM_PROGRESS       = 'jetpack/form-progress-indicator';
const ORBIT_BLOCKS_FORM_STEP_NAV       = 'jetpack/form-step-navigation';
/** The view script's handle and the window property of its data. */
const ORBIT_BLOCKS_FORM_VIEW_SCRIPT = 'orbit-blocks-contact-form-view';
const ORBIT_BLOCKS_FORM_VIEW_GLOBAL = 'orbitBlocksContactFormView';

/**
 * The blocks a form's fields are read from, in order: its own inner blocks,
 * with a step container's steps opened in place.
 *
 * @param array<int, array<string, mixed>> $blocks Parsed inner blocks.
 * @return array<int, array<string, mixed>>
 */
function orbit_blocks_contact_form_field_blocks( array $blocks ): array {
	$flat = array();
	foreach ( $blocks as $block ) {
		$name = (string) ( $block['blockName'] ?? '' );
		if ( ORBIT_BLOCKS_FORM_STEP_CONTAINER === $name || ORBIT_BLOCKS_FORM_STEP === $name ) {
			$flat = array_merge( $flat, orbit_blocks_contact_form_field_blocks( (array) ( $block['innerBlocks'] ?? array() ) ) );
		} else {
			$flat[] = $block;
		}
	}
	return $flat;
}

/** Whether a block is a submit button: the form's jetpack/button, or the step navigation's core/button of type submit. */
function orbit_blocks_contact_form_is_submit_button( WP_Block $block ): bool {
	if ( 'jetpack/button' === $block->name ) {
		return in_array( $block->attributes['element'] ?? 'a', array( 'button', 'input' ), true );
	}
	return 'core/button' === $block->name && 'button' === ( $block->attributes['tagName'] ?? 'a' ) && 'submit' === ( $block->parsed_block['attrs']['type'] ?? $block->attributes['type'] ?? '' );
}

/**
 * The titles of a form's steps (an empty string for an untitled step), or
 * null when the form has no steps.
 *
 * @return array<int, string>|null
 */
function orbit_blocks_contact_form_step_titles( WP_Block $form ): ?array {
	foreach ( $form->inner_blocks as $child ) {
		if ( ORBIT_BLOCKS_FORM_STEP_CONTAINER !== $child->name ) {
			continue;
		}
		$titles = array();
		foreach ( $child->inner_blocks as $step ) {
			if ( ORBIT_BLOCKS_FORM_STEP === $step->name ) {
				$titles[] = orbit_blocks_contact_form_plain( $step->parsed_block['attrs']['stepLabel'] ?? '' );
			}
		}
		return $titles ? $titles : null;
	}
	return null;
}

/** "Step 2 of 3: Your details" (or without the title). */
function orbit_blocks_contact_form_step_heading( int $number, int $total, string $title ): string {
	return '' !== $title
		/* translators: 1: the step's number, 2: how many steps, 3: the step's title */
		? sprintf( __( 'Step %1$d of %2$d: %3$s', 'orbit-blocks' ), $number, $total, $title )
		/* translators: 1: the step's number, 2: how many steps */
		: sprintf( __( 'Step %1$d of %2$d', 'orbit-blocks' ), $number, $total );
}

/**
 * Enqueues the form's view script (steps and file checks) and registers
 * this render with it; returns the id the element must carry as
 * data-orbit-render (view-data.php).
 */
function orbit_blocks_contact_form_view_script(): string {
	$asset_file = ORBIT_BLOCKS_BUILD_DIR . '/blocks/contact-form/steps/view.asset.php';
	if ( ! wp_script_is( ORBIT_BLOCKS_FORM_VIEW_SCRIPT, 'registered' ) && is_readable( $asset_file ) ) {
		$asset = require $asset_file;
		wp_register_script(
			ORBIT_BLOCKS_FORM_VIEW_SCRIPT,
			ORBIT_BLOCKS_BUILD_URL . '/blocks/contact-form/steps/view.js',
			$asset['dependencies'] ?? array(),
			$asset['version'] ?? ORBIT_BLOCKS_VERSION,
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
	}
	if ( ! wp_script_is( ORBIT_BLOCKS_FORM_VIEW_SCRIPT, 'registered' ) ) {
		return '';
	}
	wp_enqueue_script( ORBIT_BLOCKS_FORM_VIEW_SCRIPT );
	return orbit_blocks_view_render_for_script(
		ORBIT_BLOCKS_FORM_VIEW_SCRIPT,
		ORBIT_BLOCKS_FORM_VIEW_GLOBAL,
		array(
			/* translators: %s: field label */
			'required'  => __( '%s is required.', 'orbit-blocks' ),
			/* translators: %s: field label */
			'email'     => __( '%s: enter a valid email address, like name@example.com.', 'orbit-blocks' ),
			/* translators: %s: field label */
			'url'       => __( '%s: enter a web address starting with http:// or https://.', 'orbit-blocks' ),
			/* translators: %s: field label */
			'invalid'   => __( '%s: check this value.', 'orbit-blocks' ),
			/* translators: %s: field label */
			'choose'    => __( '%s: choose at least one option.', 'orbit-blocks' ),
			'stepError' => __( 'Please correct the fields marked below before you go on.', 'orbit-blocks' ),
			/* translators: 1: field label, 2: the largest size, e.g. "2 MB" */
			'tooLarge'  => __( '%1$s: the file is too large. The largest file you can send is %2$s.', 'orbit-blocks' ),
			/* translators: 1: field label, 2: the allowed file extensions */
			'wrongType' => __( '%1$s: this kind of file cannot be sent. Choose one of: %2$s.', 'orbit-blocks' ),
		)
	);
}

/** The ordered list of steps, the text and the bar: one indicator, updated by the view script. */
function orbit_blocks_contact_form_render_progress( WP_Block $block, array $titles ): string {
	$attrs   = $block->parsed_block['attrs'] ?? array();
	$variant = 'dots' === ( $attrs['variant'] ?? 'line' ) ? 'dots' : 'line';
	$total   = count( $titles );
	$styles  = array();
	$color   = '/^(#[0-9a-fA-F]{3,8}|rgba?\([0-9.,%\s]+\))$/';
	if ( is_string( $attrs['progressColor'] ?? null ) && preg_match( $color, $attrs['progressColor'] ) ) {
		$styles[] = '--orbit-progress-color:' . $attrs['progressColor'];
	}
	if ( is_string( $attrs['progressBackgroundColor'] ?? null ) && preg_match( $color, $attrs['progressBackgroundColor'] ) ) {
		$styles[] = '--orbit-progress-track:' . $attrs['progressBackgroundColor'];
	}
	if ( is_string( $attrs['textColor'] ?? null ) && '' !== sanitize_key( $attrs['textColor'] ) ) {
		$styles[] = 'color:var(--wp--preset--color--' . sanitize_key( $attrs['textColor'] ) . ')';
	}
	$items = '';
	foreach ( $titles as $index => $title ) {
		$items .= sprintf(
			'<li class="orbit-form-progress__step%1$s"%2$s><span class="orbit-form-progress__number" aria-hidden="true">%3$d</span> <span class="orbit-form-progress__title">%4$s</span></li>',
			0 === $index ? ' is-active' : '',
			0 === $index ? ' aria-current="step"' : '',
			$index + 1,
			esc_html( orbit_blocks_contact_form_step_heading( $index + 1, $total, $title ) )
		);
	}
	return sprintf(
		'<div class="wp-block-jetpack-form-progress-indicator orbit-form-progress is-variant-%1$s"%2$s><p class="orbit-form-progress__text" aria-hidden="true">%3$s</p><ol class="orbit-form-progress__steps" aria-label="%4$s">%5$s</ol><div class="orbit-form-progress__track" aria-hidden="true"><div class="orbit-form-progress__bar" style="width:%6$s%%"></div></div></div>',
		$variant,
		$styles ? ' style="' . esc_attr( implode( ';', $styles ) ) . '"' : '',
		esc_html( orbit_blocks_contact_form_step_heading( 1, $total, '' ) ),
		esc_attr__( 'Form steps', 'orbit-blocks' ),
		$items,
		$total ? round( 100 / $total, 2 ) : 0
	);
}

/**
 * The steps: each a group headed by its title, holding its blocks as the
 * form renders them ($render_child renders fields and counts submit
 * buttons), then the live region the view script announces steps in.
 *
 * @param callable(WP_Block): string $render_child
 */
function orbit_blocks_contact_form_render_steps( WP_Block $container, callable $render_child, array $titles, string $form_id ): string {
	$total  = count( $titles );
	$number = 0;
	$html   = '';
	foreach ( $container->inner_blocks as $step ) {
		if ( ORBIT_BLOCKS_FORM_STEP !== $step->name ) {
			continue;
		}
		$title_id = $form_id . '-step-' . ( $number + 1 );
		$body     = '';
		foreach ( $step->inner_blocks as $child ) {
			$body .= $render_child( $child );
		}
		$html .= sprintf(
			'<div class="wp-block-jetpack-form-step orbit-form-step" role="group" aria-labelledby="%1$s" data-orbit-step="%2$d"><h3 class="orbit-form-step__title" id="%1$s" tabindex="-1">%3$s</h3>%4$s</div>',
			esc_attr( $title_id ),
			$number + 1,
			esc_html( orbit_blocks_contact_form_step_heading( $number + 1, $total, $titles[ $number ] ?? '' ) ),
			$body
		);
		++$number;
	}
	return sprintf(
		'<div class="jetpack-form-steps-wrapper" data-orbit-render="%1$s"><div class="wp-block-jetpack-form-step-container jetpack-form-step-container">%2$s</div><p class="orbit-form-steps__status screen-reader-text" role="status" aria-live="polite"></p></div>',
		esc_attr( orbit_blocks_contact_form_view_script() ),
		$html
	);
}

/**
 * The navigation: the saved buttons (the incumbent's Previous and Next are
 * core/button blocks with is-previous and is-next), with our own Previous
 * and Next before them when it has none.
 *
 * @param callable(WP_Block): string $render_child
 */
function orbit_blocks_contact_form_render_step_navigation( WP_Block $navigation, callable $render_child ): string {
	$buttons  = '';
	$has_prev = false;
	$has_next = false;
	foreach ( $navigation->inner_blocks as $child ) {
		$class     = ' ' . (string) ( $child->parsed_block['attrs']['className'] ?? '' ) . ' ';
		$has_prev  = $has_prev || false !== strpos( $class, ' is-previous ' );
		$has_next  = $has_next || false !== strpos( $class, ' is-next ' );
		$buttons  .= $render_child( $child );
	}
	$button = '<div class="wp-block-button %1$s"><button type="button" class="wp-block-button__link wp-element-button">%2$s</button></div>';
	$added  = ( $has_prev ? '' : sprintf( $button, 'is-style-outline is-previous', esc_html__( 'Previous', 'orbit-blocks' ) ) )
		. ( $has_next ? '' : sprintf( $button, 'is-next', esc_html__( 'Next', 'orbit-blocks' ) ) );
	return '<div class="wp-block-jetpack-form-step-navigation__wrapper"><div class="wp-block-jetpack-form-step-navigation">' . $added . $buttons . '</div></div>';
}

/**
 * Renders one of the step blocks inside a form with steps; null for any
 * other block.
 *
 * @param callable(WP_Block): string $render_child
 * @param array<int, string>         $titles The steps' titles.
 */
function orbit_blocks_contact_form_render_step_block( WP_Block $block, callable $render_child, array $titles, string $form_id ): ?string {
	switch ( $block->name ) {
		case ORBIT_BLOCKS_FORM_STEP_CONTAINER:
			return orbit_blocks_contact_form_render_steps( $block, $render_child, $titles, $form_id );
		case ORBIT_BLOCKS_FORM_PROGRESS:
			return orbit_blocks_contact_form_render_progress( $block, $titles );
		case ORBIT_BLOCKS_FORM_STEP_NAV:
			return orbit_blocks_contact_form_render_step_navigation( $block, $render_child );
	}
	return null;
}
