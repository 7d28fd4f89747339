<?php
/**
 * The form as visitors get it: a real <form method="post"> built from the
 * block's fields (labels bound to their inputs, required attributes), its
 * other inner blocks and the submit button as they render themselves, a
 * nonce and a visually hidden honeypot. After a failed submission it comes
 * back with a message at the top and one under each field in error, filled
 * with every value typed; after a sent one, with the thank-you message.
 * Every value printed is escaped here.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** The honeypot's input name: a field only bots fill in. */
const ORBIT_BLOCKS_CONTACT_FORM_HONEYPOT = 'orbit_cf_website';

/**
 * The outcome of this request's submission for one form (set by
 * submit.php), or null.
 *
 * @param array<string, mixed>|null $state Sets it when given.
 * @return array<string, mixed>|null
 */
function orbit_blocks_contact_form_state( string $hash, ?array $state = null ): ?array {
	static $states = array();
	if ( null !== $state ) {
		$states[ $hash ] = $state;
	}
	return $states[ $hash ] ?? null;
}

/** A unique element id for a form on this page. */
function orbit_blocks_contact_form_dom_id( string $hash ): string {
	static $seen = array();
	$seen[ $hash ] = ( $seen[ $hash ] ?? 0 ) + 1;
	return 'contact-form-' . $hash . ( $seen[ $hash ] > 1 ? '-' . $seen[ $hash ] : '' );
}

/**
 * One field's markup.
 *
 * @param array<string, mixed>  $field From orbit_blocks_contact_form_fields().
 * @param string|string[]|null  $value The value to show (after a failed submission).
 */
function orbit_blocks_contact_form_render_field( array $field, string $form_id, $value, ?string $error ): string {
	if ( 'file' === $field['kind'] ) {
		return orbit_blocks_contact_form_render_file_field( $field, $form_id, $value, $error );
	}
	$kind     = $field['kind'];
	$id       = $form_id . '-' . $field['key'];
	$name     = 'orbit-field[' . $field['key'] . ']';
	$required = $field['required'];
	$classes  = 'orbit-form-field orbit-form-field--' . $kind . ( $error ? ' has-error' : '' );
	$mark     = $required ? ' <span class="orbit-form-field__required">' . esc_html__( '(required)', 'orbit-blocks' ) . '</span>' : '';
	$label    = esc_html( $field['label'] ) . $mark;
	$error_id = $id . '-error';
	$invalid  = $error ? sprintf( ' aria-invalid="true" aria-describedby="%s"', esc_attr( $error_id ) ) : '';
	$req_attr = $required ? ' required aria-required="true"' : '';
	$message  = $error ? sprintf( '<p class="orbit-form-field__error" id="%s">%s</p>', esc_attr( $error_id ), esc_html( $error ) ) : '';
	$text     = is_string( $value ) ? $value : '';

	if ( 'radio' === $kind || 'checkbox-multiple' === $kind ) {
		$type    = 'radio' === $kind ? 'radio' : 'checkbox';
		$chosen  = is_array( $value ) ? $value : array( $text );
		$choices = '';
		foreach ( $field['options'] as $index => $option ) {
			$choices .= sprintf(
				'<li><span class="orbit-form-field__inline"><input type="%1$s" id="%2$s" name="%3$s" value="%4$s"%5$s%6$s /><label%8$s for="%2$s">%7$s</label></span></li>',
				$type,
				esc_attr( $id . '-' . $index ),
				esc_attr( 'radio' === $kind ? $name : $name . '[]' ),
				esc_attr( $option ),
				in_array( $option, $chosen, true ) ? ' checked' : '',
				'radio' === $kind ? $req_attr : '',
				esc_html( $option ),
				orbit_blocks_contact_form_look( $field['optionStyles'][ $index ] ?? null, '' )
			);
		}
		return sprintf(
			'<fieldset class="%1$s"%2$s><legend%6$s>%3$s</legend><ul class="orbit-form-field__choices">%4$s</ul>%5$s</fieldset>',
			esc_attr( $classes ),
			$invalid,
			$label,
			$choices,
			$message,
			orbit_blocks_contact_form_look( $field['labelStyle'] ?? null, 'orbit-form-field__label' )
		);
	}

	if ( 'checkbox' === $kind || 'consent' === $kind ) {
		if ( 'consent' === $kind && 'implicit' === $field['consentType'] ) {
			return sprintf( '<div class="%1$s"><p class="orbit-form-field__consent">%2$s</p></div>', esc_attr( $classes ), esc_html( $field['consent'] ) );
		}
		$text_label = 'consent' === $kind ? esc_html( $field['consent'] ) . $mark : $label;
		return sprintf(
			'<div class="%1$s"><span class="orbit-form-field__inline"><input type="checkbox" id="%2$s" name="%3$s" value="1"%4$s%5$s%6$s /><label for="%2$s">%7$s</label></span>%8$s</div>',
			esc_attr( $classes ),
			esc_attr( $id ),
			esc_attr( $name ),
			__( 'Yes', 'orbit-blocks' ) === $text ? ' checked' : '',
			$req_attr,
			$invalid,
			$text_label,
			$message
		);
	}

	$label_look  = orbit_blocks_contact_form_look( $field['labelStyle'] ?? null, 'orbit-form-field__label' );
	$label_html  = sprintf( '<label%1$s for="%2$s">%3$s</label>', $label_look, esc_attr( $id ), $label );
	$placeholder = '' !== $field['placeholder'] ? sprintf( ' placeholder="%s"', esc_attr( $field['placeholder'] ) ) : '';
	$common      = sprintf( ' id="%1$s" name="%2$s"%3$s%4$s%5$s', esc_attr( $id ), esc_attr( 'tel' === $kind && null !== ( $field['country'] ?? null ) ? $name . '[number]' : $name ), $req_attr, $invalid, orbit_blocks_contact_form_look( $field['inputStyle'] ?? null, '' ) );

	if ( 'tel' === $kind && null !== ( $field['country'] ?? null ) ) {
		$control = orbit_blocks_contact_form_render_phone( $field, $id, $name, $text, $common, $placeholder );
	} elseif ( 'textarea' === $kind ) {
		$control = sprintf( '<textarea%1$s%2$s rows="5">%3$s</textarea>', $common, $placeholder, esc_textarea( $text ) );
	} elseif ( 'select' === $kind ) {
		$options = sprintf( '<option value="">%s</option>', esc_html( '' !== $field['placeholder'] ? $field['placeholder'] : __( 'Select one option', 'orbit-blocks' ) ) );
		foreach ( $field['options'] as $option ) {
			$options .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $option ), $option === $text ? ' selected' : '', esc_html( $option ) );
		}
		$control = sprintf( '<select%1$s>%2$s</select>', $common, $options );
	} else {
		$types        = array(
			'email' => 'email',
			'url'   => 'url',
			'date'  => 'date',
			'tel'   => 'tel',
		);
		$autocomplete = array(
			'name'      => 'name',
			'email'     => 'email',
			'url'       => 'url',
			'telephone' => 'tel',
		);
		$control      = sprintf(
			'<input type="%1$s"%2$s value="%3$s"%4$s%5$s />',
			$types[ $kind ] ?? 'text',
			$common,
			esc_attr( $text ),
			$placeholder,
			isset( $autocomplete[ $field['slug'] ] ) ? ' autocomplete="' . $autocomplete[ $field['slug'] ] . '"' : ''
		);
	}
	return sprintf( '<div class="%1$s">%2$s%3$s%4$s</div>', esc_attr( $classes ), $label_html, $control, $message );
}

/** The thank-you message, in place of the form. */
function orbit_blocks_contact_form_render_confirmation( array $attributes, string $form_id ): string {
	$thanks  = orbit_blocks_contact_form_thank_you( $attributes );
	$wrapper = get_block_wrapper_attributes( array( 'id' => $form_id ) );
	return sprintf(
		'<div %1$s><div class="orbit-contact-form__confirmation" role="status" tabindex="-1"><h3>%2$s</h3>%3$s</div></div>',
		$wrapper,
		esc_html( $thanks['heading'] ),
		wpautop( esc_html( $thanks['message'] ) )
	);
}

/**
 * The render callback of jetpack/contact-form (blocks/contact-form/render.php).
 */
function orbit_blocks_contact_form_render( array $attributes, string $content, WP_Block $block ): string {
	$parsed  = $block->parsed_block;
	$hash    = orbit_blocks_contact_form_hash( $parsed );
	$form_id = orbit_blocks_contact_form_dom_id( $hash );
	$post_id = (int) get_the_ID();
	$state   = orbit_blocks_contact_form_state( $hash );

	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses which message to show.
	$sent = isset( $_GET['contact-form-sent'] ) && sanitize_key( wp_unslash( $_GET['contact-form-sent'] ) ) === $hash;
	if ( $sent && null === $state ) {
		return orbit_blocks_contact_form_render_confirmation( $attributes, $form_id );
	}

	$fields = orbit_blocks_contact_form_fields( $parsed );
	$values = $state['values'] ?? array();
	$errors = $state['errors'] ?? array();
	$inner  = '';
	$index  = 0;
	$submit = false;
	$steps  = orbit_blocks_contact_form_step_titles( $block );
	// One inner block as visitors get it: a field, a step block (steps.php,
	// whose steps render their blocks with this), or a block as it renders.
	$render_child = static function ( WP_Block $child ) use ( &$render_child, &$index, &$submit, $fields, $form_id, $values, $errors, $steps ): string {
		if ( orbit_blocks_contact_form_is_field_block( (string) $child->name ) && isset( $fields[ $index ] ) ) {
			$field = $fields[ $index++ ];
			return orbit_blocks_contact_form_render_field( $field, $form_id, $values[ $field['key'] ] ?? null, $errors[ $field['key'] ] ?? null );
		}
		$step_block = null !== $steps ? orbit_blocks_contact_form_render_step_block( $child, $render_child, $steps, $form_id ) : null;
		if ( null !== $step_block ) {
			return $step_block;
		}
		if ( orbit_blocks_contact_form_is_submit_button( $child ) ) {
			$submit = true;
		}
		return $child->render();
	};
	foreach ( $block->inner_blocks as $inner_block ) {
		$inner .= $render_child( $inner_block );
	}
	if ( ! $submit ) {
		// A form without a submit button still needs one.
		$inner .= sprintf(
			'<div class="wp-block-button"><button type="submit" class="wp-block-button__link wp-element-button">%s</button></div>',
			esc_html__( 'Submit', 'orbit-blocks' )
		);
	}

	$notice = '';
	if ( ! empty( $state['notice'] ) || $errors ) {
		$notice = sprintf(
			'<div class="orbit-contact-form__errors" role="alert"><p>%s</p></div>',
			esc_html( ! empty( $state['notice'] ) ? $state['notice'] : __( 'Your message was not sent. Please correct the fields marked below.', 'orbit-blocks' ) )
		);
	}

	$hidden = sprintf(
		'<input type="hidden" name="orbit_cf_form" value="%1$s" /><input type="hidden" name="orbit_cf_post" value="%2$d" />%3$s',
		esc_attr( $hash ),
		$post_id,
		wp_nonce_field( orbit_blocks_contact_form_nonce_action( $post_id, $hash ), 'orbit_cf_nonce', false, false )
	);
	$honeypot = sprintf(
		'<p class="orbit-contact-form__honeypot" aria-hidden="true"><label for="%1$s">%2$s</label><input type="text" id="%1$s" name="%3$s" value="" tabindex="-1" autocomplete="off" /></p>',
		esc_attr( $form_id . '-website' ),
		esc_html__( 'Leave this field empty', 'orbit-blocks' ),
		ORBIT_BLOCKS_CONTACT_FORM_HONEYPOT
	);

	$action  = $post_id ? get_permalink( $post_id ) : '';
	$wrapper = get_block_wrapper_attributes(
		array(
			'id'    => $form_id,
			'class' => null !== $steps ? 'orbit-contact-form--steps' : '',
		)
	);
	$has_file = in_array( 'file', array_column( $fields, 'kind' ), true );
	return sprintf(
		'<form %1$s method="post" action="%2$s"%7$s>%3$s%4$s%5$s%6$s</form>',
		$wrapper,
		esc_url( ( $action ? $action : '' ) . '#' . $form_id ),
		$notice,
		$inner,
		$hidden,
		$honeypot,
		$has_file ? ' enctype="multipart/form-data"' : ''
	);
}

function orbit_blocks_contact_form_nonce_action( int $post_id, string $hash ): string {
	return 'orbit_contact_form_' . $post_id . '_' . $hash;
}

/**
 * The class and style attributes of a label or an input styled by the
 * incumbent's inner blocks (inner-blocks.php), after the element's own class.
 *
 * @param mixed  $look  array{class: string, style: string}, or null.
 * @param string $class The element's own class, or ''.
 */
function orbit_blocks_contact_form_look( $look, string $class ): string {
	$look    = is_array( $look ) ? $look : array();
	$classes = trim( $class . ' ' . ( $look['class'] ?? '' ) );
	$style   = (string) ( $look['style'] ?? '' );
	return ( '' !== $classes ? sprintf( ' class="%s"', esc_attr( $classes ) ) : '' )
		. ( '' !== $style ? sprintf( ' style="%s"', esc_attr( $style ) ) : '' );
}
