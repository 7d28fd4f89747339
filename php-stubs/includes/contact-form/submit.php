<?php
/**
 * The submission handler. A POST that names a form (orbit_cf_form) is
 * handled before the page renders:
 * 1. the post must exist, take submissions (guard.php: published, or a
 *    preview by a user who may edit it), and still hold that form;
 * 2. a filled honeypot ends it quietly: the visitor is sent to the
 *    confirmation as if all went well, and nothing is stored;
 * 3. the nonce must match (cross-site request forgery), otherwise the form
 *    comes back filled in, asking to send it again;
 * 4. the rate limit per client address and form (guard.php): past it, the
 *    form comes back filled in, saying how many seconds to wait;
 *    then the server's rules (validate.php); on error the form comes back
 *    filled in, with a message per field; a valid submission is counted
 *    (checked again and counted under a lock, so a burst cannot pass it);
 * 5. the feedback entry is stored (feedback.php), THEN the e-mail is tried;
 *    a failed e-mail is recorded on the entry, which stays;
 * 6. redirect after POST (303) to the confirmation, or to the author's
 *    redirect address, so a reload does not send it again.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * The first form in these parsed blocks (at any depth) with this hash.
 *
 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
 * @return array<string, mixed>|null
 */
function orbit_blocks_contact_form_find( array $blocks, string $hash ): ?array {
	foreach ( $blocks as $block ) {
		if ( 'jetpack/contact-form' === ( $block['blockName'] ?? '' ) && orbit_blocks_contact_form_hash( $block ) === $hash ) {
			return $block;
		}
		$found = orbit_blocks_contact_form_find( (array) ( $block['innerBlocks'] ?? array() ), $hash );
		if ( null !== $found ) {
			return $found;
		}
	}
	return null;
}

/** The page to come back to after sending, showing the form's confirmation. */
function orbit_blocks_contact_form_sent_url( int $post_id, string $hash ): string {
	return add_query_arg( 'contact-form-sent', $hash, (string) get_permalink( $post_id ) ) . '#contact-form-' . $hash;
}

/** Sends the entry by e-mail and records whether that worked. */
function orbit_blocks_contact_form_mail( int $feedback_id, array $form, WP_Post $post, array $entries ): bool {
	$attrs   = is_array( $form['attrs'] ?? null ) ? $form['attrs'] : array();
	$to      = orbit_blocks_contact_form_mail_recipients( $attrs, $post );
	$subject = orbit_blocks_contact_form_plain( $attrs['subject'] ?? '' );
	if ( '' === $subject ) {
		$subject = sprintf( '[%1$s] %2$s', wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES ), orbit_blocks_contact_form_plain( get_the_title( $post ) ) );
	}
	$body = orbit_blocks_feedback_readable( $entries ) . "\n\n"
		/* translators: %s: the address of the page with the form */
		. sprintf( __( 'Sent from: %s', 'orbit-blocks' ), get_permalink( $post ) );

	// Plain text, whatever another plugin sets for wp_mail: the visitor's
	// words are never read as HTML by the recipient's mail program.
	$headers = array( 'Content-Type: text/plain; charset=' . get_bloginfo( 'charset' ) );
	foreach ( $entries as $entry ) {
		if ( 'email' === $entry['kind'] && is_string( $entry['value'] ) && is_email( $entry['value'] ) ) {
			$headers[] = 'Reply-To: ' . $entry['value'];
			break;
		}
	}

	$failure = '';
	$catch   = static function ( $error ) use ( &$failure ) {
		$failure = is_wp_error( $error ) ? $error->get_error_message() : 'wp_mail failed';
	};
	$plain = static fn() => 'text/plain';
	add_action( 'wp_mail_failed', $catch );
	add_filter( 'wp_mail_content_type', $plain, PHP_INT_MAX );
	$sent = (bool) wp_mail( $to, $subject, $body, $headers );
	remove_filter( 'wp_mail_content_type', $plain, PHP_INT_MAX );
	remove_action( 'wp_mail_failed', $catch );

	update_post_meta( $feedback_id, '_feedback_to', implode( ', ', $to ) );
	update_post_meta( $feedback_id, '_feedback_mail', $sent ? 'sent' : 'failed' );
	if ( ! $sent ) {
		update_post_meta( $feedback_id, '_feedback_mail_error', $failure ? $failure : __( 'The site could not send the email.', 'orbit-blocks' ) );
	}
	return $sent;
}

/**
 * Answers 429 with the form as the visitor filled it in and how many
 * seconds to wait.
 *
 * @param array<string, mixed> $values The visitor's values.
 */
function orbit_blocks_contact_form_refuse_rate( string $hash, array $values, int $wait ): void {
	status_header( 429 );
	header( 'Retry-After: ' . $wait );
	orbit_blocks_contact_form_state(
		$hash,
		array(
			'values' => $values,
			'errors' => array(),
			'notice' => orbit_blocks_contact_form_rate_notice( $wait ),
		)
	);
}

/**
 * The form comes back filled in: the entry (or its file) could not be stored.
 *
 * @param array<string, mixed> $values The visitor's values.
 */
function orbit_blocks_contact_form_not_saved( string $hash, array $values ): void {
	orbit_blocks_contact_form_state(
		$hash,
		array(
			'values' => $values,
			'errors' => array(),
			'notice' => __( 'Your message could not be saved. Please try again in a moment.', 'orbit-blocks' ),
		)
	);
}

function orbit_blocks_contact_form_handle_post(): void {
	// phpcs:disable WordPress.Security.NonceVerification.Missing -- the nonce is checked below, after the honeypot.
	if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) || ! isset( $_POST['orbit_cf_form'] ) ) {
		return;
	}
	$hash    = sanitize_key( wp_unslash( (string) $_POST['orbit_cf_form'] ) );
	$post_id = absint( $_POST['orbit_cf_post'] ?? 0 );
	$input   = isset( $_POST['orbit-field'] ) && is_array( $_POST['orbit-field'] ) ? wp_unslash( $_POST['orbit-field'] ) : array();
	$trap    = isset( $_POST[ ORBIT_BLOCKS_CONTACT_FORM_HONEYPOT ] ) ? trim( (string) wp_unslash( $_POST[ ORBIT_BLOCKS_CONTACT_FORM_HONEYPOT ] ) ) : '';
	$nonce   = isset( $_POST['orbit_cf_nonce'] ) ? sanitize_text_field( wp_unslash( (string) $_POST['orbit_cf_nonce'] ) ) : '';
	// phpcs:enable

	$post = $post_id ? get_post( $post_id ) : null;
	$form = $post instanceof WP_Post && orbit_blocks_contact_form_accepts_post( $post )
		? orbit_blocks_contact_form_find( parse_blocks( $post->post_content ), $hash )
		: null;
	if ( null === $form ) {
		wp_die(
			esc_html__( 'This form has changed or is no longer available. Please go back, reload the page and send it again.', 'orbit-blocks' ),
			esc_html__( 'Form not found', 'orbit-blocks' ),
			array(
				'response'  => 400,
				'back_link' => true,
			)
		);
	}

	if ( '' !== $trap ) {
		wp_safe_redirect( orbit_blocks_contact_form_sent_url( $post->ID, $hash ), 303 );
		exit;
	}

	$fields = orbit_blocks_contact_form_fields( $form );
	$result = orbit_blocks_contact_form_validate( $fields, $input );
	$result = orbit_blocks_contact_form_check_files( $fields, orbit_blocks_contact_form_uploaded_files(), $result );

	if ( ! wp_verify_nonce( $nonce, orbit_blocks_contact_form_nonce_action( $post->ID, $hash ) ) ) {
		orbit_blocks_contact_form_state(
			$hash,
			array(
				'values' => $result['values'],
				'errors' => $result['errors'],
				'notice' => __( 'Your message was not sent: the page had expired. Please check the form and send it again.', 'orbit-blocks' ),
			)
		);
		return;
	}
	$address = orbit_blocks_contact_form_client_address();
	$wait    = orbit_blocks_contact_form_rate_wait( $address, $post->ID, $hash );
	if ( $wait > 0 ) {
		orbit_blocks_contact_form_refuse_rate( $hash, $result['values'], $wait );
		return;
	}
	if ( $result['errors'] ) {
		orbit_blocks_contact_form_state( $hash, $result );
		return;
	}
	// Checked again and counted in one step: others may have been sent
	// from this address since the check above.
	$wait = orbit_blocks_contact_form_rate_take( $address, $post->ID, $hash );
	if ( $wait > 0 ) {
		orbit_blocks_contact_form_refuse_rate( $hash, $result['values'], $wait );
		return;
	}

	// The files, once everything else passed (file-upload.php).
	$files = orbit_blocks_contact_form_store_files( $result );
	if ( null === $files ) {
		orbit_blocks_contact_form_not_saved( $hash, $result['values'] );
		return;
	}

	$entries = array();
	foreach ( $fields as $field ) {
		$entries[] = array(
			'key'   => $field['key'],
			'label' => $field['label'],
			'kind'  => $field['kind'],
			'value' => $result['values'][ $field['key'] ],
		);
	}
	$feedback_id = orbit_blocks_feedback_store( $form, $post, $hash, $entries );
	if ( ! $feedback_id ) {
		orbit_blocks_contact_form_not_saved( $hash, $result['values'] );
		return;
	}
	if ( $files ) {
		update_post_meta( $feedback_id, '_feedback_files', $files );
	}
	orbit_blocks_contact_form_mail( $feedback_id, $form, $post, $entries );

	$attrs    = is_array( $form['attrs'] ?? null ) ? $form['attrs'] : array();
	$redirect = 'redirect' === ( $attrs['customThankyou'] ?? '' ) && is_string( $attrs['customThankyouRedirect'] ?? null )
		? orbit_blocks_contact_form_redirect_url( $attrs['customThankyouRedirect'] )
		: null;
	if ( null !== $redirect ) {
		// The author chose this address, possibly on another site.
		wp_redirect( $redirect, 303 ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect
	} else {
		wp_safe_redirect( orbit_blocks_contact_form_sent_url( $post->ID, $hash ), 303 );
	}
	exit;
}
add_action( 'template_redirect', 'orbit_blocks_contact_form_handle_post', 5 );
