<?php
/**
 * The server's rules for a submission, field by field: required fields,
 * e-mail syntax (is_email), web addresses (http or https only), dates,
 * phone numbers, lengths, and choice fields that accept only their own
 * options. It returns every value as the visitor typed it (sanitised as
 * plain text), so that a form with errors comes back filled in.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** Longest accepted value: a textarea, and any other field. */
const ORBIT_BLOCKS_CONTACT_FORM_MAX_TEXTAREA = 10000;
const ORBIT_BLOCKS_CONTACT_FORM_MAX_TEXT     = 500;

/** A web address a visitor typed: http(s) with a host; a bare host gets https://. */
function orbit_blocks_contact_form_normalize_url( string $value ): ?string {
	if ( ! preg_match( '#^[a-z][a-z0-9+.-]*:#i', $value ) ) {
		// "example.com/page": a host with a dot and no spaces.
		if ( ! preg_match( '#^[^\s/:?\#@]+\.[^\s/:?\#@]+(?::\d+)?(?:[/?\#]\S*)?$#', $value ) ) {
			return null;
		}
		$value = 'https://' . $value;
	}
	$parts = wp_parse_url( $value );
	if ( ! is_array( $parts ) || ! in_array( strtolower( $parts['scheme'] ?? '' ), array( 'http', 'https' ), true ) || empty( $parts['host'] ) ) {
		return null;
	}
	if ( preg_match( '/[\s<>"\'`\\\\]/', $value ) ) {
		return null;
	}
	return $value;
}

function orbit_blocks_contact_form_is_date( string $value ): bool {
	return (bool) preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $value, $m ) && checkdate( (int) $m[2], (int) $m[3], (int) $m[1] );
}

/** Digits with the usual separators, an optional leading + and extension; 3 to 20 digits. */
function orbit_blocks_contact_form_is_phone( string $value ): bool {
	if ( ! preg_match( '/^\+?[0-9\s().\/-]+(?:\s*(?:x|ext\.?)\s*[0-9]+)?$/i', $value ) ) {
		return false;
	}
	$digits = strlen( preg_replace( '/\D/', '', $value ) );
	return $digits >= 3 && $digits <= 20;
}

/** A submitted scalar value as a string (arrays, where one value is expected, are dropped). */
function orbit_blocks_contact_form_scalar( $value ): string {
	return is_scalar( $value ) ? (string) $value : '';
}

/** Length in characters (UTF-8). */
function orbit_blocks_contact_form_length( string $value ): int {
	return function_exists( 'mb_strlen' ) ? mb_strlen( $value, 'UTF-8' ) : strlen( $value );
}

/**
 * Checks a submission against the form's fields.
 *
 * @param array<int, array<string, mixed>> $fields From orbit_blocks_contact_form_fields().
 * @param array<string, mixed>             $input  The submitted values by field key, unslashed.
 * @return array{values: array<string, string|string[]>, errors: array<string, string>}
 */
function orbit_blocks_contact_form_validate( array $fields, array $input ): array {
	$values = array();
	$errors = array();
	foreach ( $fields as $field ) {
		$key   = $field['key'];
		$kind  = $field['kind'];
		$label = $field['label'];
		$raw   = $input[ $key ] ?? null;
		$error = null;

		if ( 'file' === $kind ) {
			// Checked with the upload itself (file-upload.php).
			$values[ $key ] = '';
			continue;
		}
		if ( 'checkbox-multiple' === $kind ) {
			$chosen  = array();
			$unknown = false;
			foreach ( is_array( $raw ) ? $raw : array() as $item ) {
				$item = sanitize_text_field( orbit_blocks_contact_form_scalar( $item ) );
				if ( in_array( $item, $field['options'], true ) ) {
					if ( ! in_array( $item, $chosen, true ) ) {
						$chosen[] = $item;
					}
				} elseif ( '' !== $item ) {
					$unknown = true;
				}
			}
			$values[ $key ] = $chosen;
			if ( $unknown ) {
				/* translators: %s: field label */
				$error = sprintf( __( '%s: choose among the options shown.', 'orbit-blocks' ), $label );
			} elseif ( $field['required'] && ! $chosen ) {
				/* translators: %s: field label */
				$error = sprintf( __( '%s: choose at least one option.', 'orbit-blocks' ), $label );
			}
		} elseif ( 'checkbox' === $kind || 'consent' === $kind ) {
			// An implicit consent is given by sending the form.
			$checked = ( 'consent' === $kind && 'implicit' === $field['consentType'] )
				|| '' !== trim( orbit_blocks_contact_form_scalar( $raw ) );
			$values[ $key ] = $checked ? __( 'Yes', 'orbit-blocks' ) : __( 'No', 'orbit-blocks' );
			if ( $field['required'] && ! $checked ) {
				/* translators: %s: field label */
				$error = sprintf( __( '%s must be checked.', 'orbit-blocks' ), $label );
			}
		} elseif ( 'tel' === $kind && null !== ( $field['country'] ?? null ) ) {
			// The number with the calling code of the country chosen.
			$value = orbit_blocks_contact_form_phone_value( $raw, $field['country'] );
			if ( null === $value ) {
				/* translators: %s: field label */
				$error = sprintf( __( '%s: choose a country from the list.', 'orbit-blocks' ), $label );
				$value = '';
			} elseif ( '' === $value ) {
				if ( $field['required'] ) {
					/* translators: %s: field label */
					$error = sprintf( __( '%s is required.', 'orbit-blocks' ), $label );
				}
			} elseif ( orbit_blocks_contact_form_length( $value ) > ORBIT_BLOCKS_CONTACT_FORM_MAX_TEXT || ! orbit_blocks_contact_form_is_phone( $value ) ) {
				/* translators: %s: field label */
				$error = sprintf( __( '%s: enter a valid phone number.', 'orbit-blocks' ), $label );
			}
			$values[ $key ] = $value;
		} else {
			$value = orbit_blocks_contact_form_scalar( $raw );
			$value = 'textarea' === $kind ? sanitize_textarea_field( $value ) : sanitize_text_field( $value );
			$max   = 'textarea' === $kind ? ORBIT_BLOCKS_CONTACT_FORM_MAX_TEXTAREA : ORBIT_BLOCKS_CONTACT_FORM_MAX_TEXT;

			if ( '' === $value ) {
				if ( $field['required'] ) {
					/* translators: %s: field label */
					$error = sprintf( __( '%s is required.', 'orbit-blocks' ), $label );
				}
			} elseif ( orbit_blocks_contact_form_length( $value ) > $max ) {
				/* translators: 1: field label, 2: the most characters allowed */
				$error = sprintf( __( '%1$s is too long: at most %2$d characters.', 'orbit-blocks' ), $label, $max );
			} elseif ( 'email' === $kind && ! is_email( $value ) ) {
				/* translators: %s: field label */
				$error = sprintf( __( '%s: enter a valid email address, like name@example.com.', 'orbit-blocks' ), $label );
			} elseif ( 'url' === $kind ) {
				$url = orbit_blocks_contact_form_normalize_url( $value );
				if ( null === $url ) {
					/* translators: %s: field label */
					$error = sprintf( __( '%s: enter a web address starting with http:// or https://.', 'orbit-blocks' ), $label );
				} else {
					$value = $url;
				}
			} elseif ( 'date' === $kind && ! orbit_blocks_contact_form_is_date( $value ) ) {
				/* translators: %s: field label */
				$error = sprintf( __( '%s: enter a valid date.', 'orbit-blocks' ), $label );
			} elseif ( 'tel' === $kind && ! orbit_blocks_contact_form_is_phone( $value ) ) {
				/* translators: %s: field label */
				$error = sprintf( __( '%s: enter a valid phone number.', 'orbit-blocks' ), $label );
			} elseif ( ( 'radio' === $kind || 'select' === $kind ) && ! in_array( $value, $field['options'], true ) ) {
				/* translators: %s: field label */
				$error = sprintf( __( '%s: choose one of the options shown.', 'orbit-blocks' ), $label );
			}
			$values[ $key ] = $value;
		}

		if ( null !== $error ) {
			$errors[ $key ] = $error;
		}
	}
	return array(
		'values' => $values,
		'errors' => $errors,
	);
}
