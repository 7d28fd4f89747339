<?php
/**
 * The form's fields, read from its parsed block: the host's copy of
 * blocks/contact-form/fields/definitions.ts (tests/unit/contact-form-php.test.ts
 * checks that both tables agree). Every value that leaves here is plain text
 * (tags stripped, entities decoded); whoever prints it escapes it.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/inner-blocks.php';
require_once __DIR__ . '/phone.php';
require_once __DIR__ . '/steps.php';
require_once __DIR__ . '/file-upload.php';

/**
 * Field slug => array( kind, default label ). A label left empty in the block
 * shows the default label.
 *
 * @return array<string, array{0: string, 1: string}>
 */
function orbit_blocks_contact_form_field_types(): array {
	return array(
		'name'              => array( 'text', __( 'Name', 'orbit-blocks' ) ),
		'email'             => array( 'email', __( 'Email', 'orbit-blocks' ) ),
		'url'               => array( 'url', __( 'Website', 'orbit-blocks' ) ),
		'text'              => array( 'text', __( 'Text', 'orbit-blocks' ) ),
		'textarea'          => array( 'textarea', __( 'Message', 'orbit-blocks' ) ),
		'checkbox'          => array( 'checkbox', __( 'Checkbox', 'orbit-blocks' ) ),
		'checkbox-multiple' => array( 'checkbox-multiple', __( 'Choose several options', 'orbit-blocks' ) ),
		'radio'             => array( 'radio', __( 'Choose one option', 'orbit-blocks' ) ),
		'select'            => array( 'select', __( 'Select one option', 'orbit-blocks' ) ),
		'date'              => array( 'date', __( 'Date', 'orbit-blocks' ) ),
		'telephone'         => array( 'tel', __( 'Phone', 'orbit-blocks' ) ),
		'consent'           => array( 'consent', __( 'Consent', 'orbit-blocks' ) ),
	);
}

function orbit_blocks_contact_form_implicit_consent(): string {
	return __( "By submitting your information, you're giving us permission to email you. You may unsubscribe at any time.", 'orbit-blocks' );
}

function orbit_blocks_contact_form_explicit_consent(): string {
	return __( 'Can we send you an email from time to time?', 'orbit-blocks' );
}

/** Text from a block attribute (rich text or plain): tags stripped, entities decoded. */
function orbit_blocks_contact_form_plain( $value ): string {
	if ( ! is_string( $value ) ) {
		return '';
	}
	$text = html_entity_decode( wp_strip_all_tags( $value ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	return trim( preg_replace( '/\s+/u', ' ', $text ) );
}

/** Whether a block is one of the form's fields (the table's, or the file field: file-upload.php). */
function orbit_blocks_contact_form_is_field_block( string $block_name ): bool {
	return null !== orbit_blocks_contact_form_field_slug( $block_name ) || ORBIT_BLOCKS_FORM_FILE_BLOCK === $block_name;
}

/** The field slug of a block name (jetpack/field-email => email), or null. */
function orbit_blocks_contact_form_field_slug( string $block_name ): ?string {
	if ( 0 !== strpos( $block_name, 'jetpack/field-' ) ) {
		return null;
	}
	$slug = substr( $block_name, strlen( 'jetpack/field-' ) );
	return isset( orbit_blocks_contact_form_field_types()[ $slug ] ) ? $slug : null;
}

/**
 * One field from its parsed block.
 *
 * @param array<string, mixed> $attrs The block's attributes.
 * @return array<string, mixed>
 */
function orbit_blocks_contact_form_field( string $slug, array $attrs, string $key ): array {
	list( $kind, $default_label ) = orbit_blocks_contact_form_field_types()[ $slug ];

	$label   = orbit_blocks_contact_form_plain( $attrs['label'] ?? '' );
	$options       = array();
	$option_looks  = array();
	$option_styled = false;
	if ( in_array( $kind, array( 'checkbox-multiple', 'radio', 'select' ), true ) && isset( $attrs['options'] ) && is_array( $attrs['options'] ) ) {
		foreach ( $attrs['options'] as $index => $option ) {
			$option = orbit_blocks_contact_form_plain( $option );
			if ( '' !== $option && ! in_array( $option, $options, true ) ) {
				$options[]      = $option;
				$look           = is_array( $attrs['optionStyles'][ $index ] ?? null ) ? $attrs['optionStyles'][ $index ] : array();
				$option_looks[] = array(
					'class' => (string) ( $look['class'] ?? '' ),
					'style' => (string) ( $look['style'] ?? '' ),
				);
				$option_styled  = $option_styled || '' !== ( $look['class'] ?? '' ) || '' !== ( $look['style'] ?? '' );
			}
		}
	}
	$consent_type = 'explicit' === ( $attrs['consentType'] ?? 'implicit' ) ? 'explicit' : 'implicit';
	$consent      = '';
	if ( 'consent' === $kind ) {
		$consent = 'explicit' === $consent_type
			? orbit_blocks_contact_form_plain( $attrs['explicitConsentMessage'] ?? '' )
			: orbit_blocks_contact_form_plain( $attrs['implicitConsentMessage'] ?? '' );
		if ( '' === $consent ) {
			$consent = 'explicit' === $consent_type ? orbit_blocks_contact_form_explicit_consent() : orbit_blocks_contact_form_implicit_consent();
		}
	}

	$field = array(
		'key'         => $key,
		'slug'        => $slug,
		'kind'        => $kind,
		'label'       => '' !== $label ? $label : $default_label,
		// An implicit consent asks for nothing, so it cannot be required.
		'required'    => ! empty( $attrs['required'] ) && ! ( 'consent' === $kind && 'implicit' === $consent_type ),
		'placeholder' => orbit_blocks_contact_form_plain( $attrs['placeholder'] ?? '' ),
		'options'     => $options,
		'consentType' => $consent_type,
		'consent'     => $consent,
	);
	// The inner label's and input's styles, only when they have some, so that
	// the hash of every other form stays what it was.
	foreach ( array( 'labelStyle', 'inputStyle' ) as $part ) {
		$look = is_array( $attrs[ $part ] ?? null ) ? $attrs[ $part ] : array();
		if ( '' !== ( $look['class'] ?? '' ) || '' !== ( $look['style'] ?? '' ) ) {
			$field[ $part ] = array(
				'class' => (string) $look['class'],
				'style' => (string) $look['style'],
			);
		}
	}
	if ( $option_styled ) {
		$field['optionStyles'] = $option_looks;
	}
	// A phone field's country (ISO code) when it asks for one; only then, so
	// that the hash of every other form stays what it was.
	$country = 'tel' === $kind ? orbit_blocks_contact_form_phone_country( $attrs ) : null;
	if ( null !== $country ) {
		$field['country'] = $country;
	}
	return $field;
}

/**
 * The fields of a form, in order, from its parsed block (direct inner
 * blocks). Each gets a key, the name of its input: the block's id when it
 * is a valid, unused name, otherwise field-<position>.
 *
 * @param array<string, mixed> $form A parsed jetpack/contact-form block.
 * @return array<int, array<string, mixed>>
 */
function orbit_blocks_contact_form_fields( array $form ): array {
	$fields   = array();
	$used     = array();
	$position = 0;
	// Fields in a multi-step form's steps too (steps.php).
	foreach ( orbit_blocks_contact_form_field_blocks( (array) ( $form['innerBlocks'] ?? array() ) ) as $inner ) {
		$slug = orbit_blocks_contact_form_field_slug( (string) ( $inner['blockName'] ?? '' ) );
		$file = ORBIT_BLOCKS_FORM_FILE_BLOCK === ( $inner['blockName'] ?? '' );
		if ( null === $slug && ! $file ) {
			continue;
		}
		++$position;
		$attrs = orbit_blocks_contact_form_inner_attrs( $inner );
		$id    = is_string( $attrs['id'] ?? null ) ? $attrs['id'] : '';
		$key   = preg_match( '/^[A-Za-z][A-Za-z0-9_-]{0,63}$/', $id ) && ! isset( $used[ $id ] ) ? $id : 'field-' . $position;
		if ( isset( $used[ $key ] ) ) {
			$key = 'field-' . $position . '-' . count( $used );
		}
		$used[ $key ] = true;
		$fields[]     = $file ? orbit_blocks_contact_form_file_field( $inner, $key ) : orbit_blocks_contact_form_field( $slug, $attrs, $key );
	}
	return $fields;
}

/**
 * Which form a submission belongs to: a hash of its settings and fields, so
 * that the handler finds the same form in the post whatever else the page
 * renders (two identical forms share it, and that is fine: same fields).
 *
 * @param array<string, mixed> $form A parsed jetpack/contact-form block.
 */
function orbit_blocks_contact_form_hash( array $form ): string {
	$attrs = is_array( $form['attrs'] ?? null ) ? $form['attrs'] : array();
	ksort( $attrs );
	return substr( md5( (string) wp_json_encode( array( $attrs, orbit_blocks_contact_form_fields( $form ) ) ) ), 0, 12 );
}
