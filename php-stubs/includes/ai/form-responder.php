<?php
/**
 * The offline responder's answers to form requests (issue 5, item 3): a
 * request from the form AI bar (the query's feature is the form-AI
 * extension's) gets a plausible form in the block markup of the contact
 * form's fields, ending with the Submit button, chosen from the prompt's
 * words; it streams like every other offline answer. An RSVP gives name,
 * email and an attendance radio; a contact request name, email and a
 * message; registrations, feedback and surveys, job applications,
 * bookings, quotes and newsletters each their own; anything else a
 * contact form.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** The feature the form AI bar names in its queries. */
const ORBIT_BLOCKS_AI_FORM_FEATURE = 'jetpack-form-ai-extension';

/** Whether a query body comes from the form AI bar. */
function orbit_blocks_ai_is_form_request( array $body ): bool {
	return isset( $body['feature'] ) && ORBIT_BLOCKS_AI_FORM_FEATURE === $body['feature'];
}

/**
 * The kind of form a prompt asks for, from its words; the first match
 * wins (an RSVP registration is an RSVP, a job application is not a
 * generic application).
 */
function orbit_blocks_ai_form_kind( string $prompt ): string {
	$kinds = array(
		'rsvp'         => '/\b(rsvp|invitations?|attend(ance|ing)?|birthday|wedding|party|parties)\b/i',
		'job'          => '/\b(jobs?|careers?|hiring|recruit\w*|applicants?|cv|resume|vacanc(y|ies))\b|job application/i',
		'booking'      => '/\b(book(ing|ings)?|reserv(e|ation|ations)|appointments?|schedul\w*|table)\b/i',
		'quote'        => '/\b(quotes?|estimates?|pricing request|proposal)\b/i',
		'feedback'     => '/\b(feedback|survey|surveys|satisfaction|reviews?|opinions?|poll|questionnaire)\b/i',
		'registration' => '/\b(registration|register|sign[ -]?up|signups?|enrol\w*|workshop|course|event)\b/i',
		'newsletter'   => '/\b(newsletter|subscribe|subscription|mailing list)\b/i',
		'contact'      => '/\b(contact|message|enquir\w*|inquir\w*|get in touch|support)\b/i',
	);
	foreach ( $kinds as $kind => $pattern ) {
		if ( preg_match( $pattern, $prompt ) ) {
			return $kind;
		}
	}
	return 'contact';
}

/**
 * The fields of each kind: [ block name without "jetpack/field-", attributes ].
 *
 * @return array<int, array{0: string, 1: array<string, mixed>}>
 */
function orbit_blocks_ai_form_fields( string $kind ): array {
	$name    = array( 'name', array( 'label' => __( 'Name', 'orbit-blocks' ), 'required' => true ) );
	$email   = array( 'email', array( 'label' => __( 'Email', 'orbit-blocks' ), 'required' => true ) );
	$phone   = array( 'telephone', array( 'label' => __( 'Phone', 'orbit-blocks' ) ) );
	$message = array( 'textarea', array( 'label' => __( 'Message', 'orbit-blocks' ), 'required' => true ) );
	// A radio, select or checkbox-multiple field, and an explicit consent: one line each below.
	$choice  = static function ( string $type, string $label, array $options, bool $required = false ): array {
		return array( $type, array( 'label' => $label ) + ( $required ? array( 'required' => true ) : array() ) + array( 'options' => $options ) );
	};
	$consent = static function ( string $message ): array {
		return array( 'consent', array( 'consentType' => 'explicit', 'explicitConsentMessage' => $message, 'required' => true ) );
	};
	switch ( $kind ) {
		case 'rsvp':
			return array(
				$name,
				$email,
				$choice( 'radio', __( 'Will you attend?', 'orbit-blocks' ), array( __( 'Yes', 'orbit-blocks' ), __( 'No', 'orbit-blocks' ) ), true ),
			);
		case 'job':
			return array(
				$name,
				$email,
				$phone,
				array( 'url', array( 'label' => __( 'Portfolio or profile link', 'orbit-blocks' ) ) ),
				array( 'text', array( 'label' => __( 'Position you are applying for', 'orbit-blocks' ), 'required' => true ) ),
				array( 'textarea', array( 'label' => __( 'Cover letter', 'orbit-blocks' ), 'required' => true ) ),
				$consent( __( 'I agree that my details are stored to process my application.', 'orbit-blocks' ) ),
			);
		case 'booking':
			return array(
				$name,
				$email,
				$phone,
				array( 'date', array( 'label' => __( 'Preferred date', 'orbit-blocks' ), 'required' => true ) ),
				$choice( 'select', __( 'Preferred time', 'orbit-blocks' ), array( __( 'Morning', 'orbit-blocks' ), __( 'Afternoon', 'orbit-blocks' ), __( 'Evening', 'orbit-blocks' ) ), true ),
				array( 'textarea', array( 'label' => __( 'Notes', 'orbit-blocks' ) ) ),
			);
		case 'quote':
			return array(
				$name,
				$email,
				$phone,
				array( 'text', array( 'label' => __( 'Company', 'orbit-blocks' ) ) ),
				array( 'textarea', array( 'label' => __( 'Describe your project', 'orbit-blocks' ), 'required' => true ) ),
			);
		case 'feedback':
			return array(
				$name,
				$email,
				$choice( 'radio', __( 'How satisfied are you?', 'orbit-blocks' ), array( __( 'Very satisfied', 'orbit-blocks' ), __( 'Satisfied', 'orbit-blocks' ), __( 'Neutral', 'orbit-blocks' ), __( 'Unsatisfied', 'orbit-blocks' ) ), true ),
				$choice( 'checkbox-multiple', __( 'What did you like?', 'orbit-blocks' ), array( __( 'Quality', 'orbit-blocks' ), __( 'Price', 'orbit-blocks' ), __( 'Service', 'orbit-blocks' ), __( 'Speed', 'orbit-blocks' ) ) ),
				array( 'textarea', array( 'label' => __( 'Anything else you would like to tell us?', 'orbit-blocks' ) ) ),
			);
		case 'registration':
			return array(
				$name,
				$email,
				$phone,
				$choice( 'select', __( 'How did you hear about us?', 'orbit-blocks' ), array( __( 'Search engine', 'orbit-blocks' ), __( 'Social media', 'orbit-blocks' ), __( 'A friend', 'orbit-blocks' ), __( 'Other', 'orbit-blocks' ) ) ),
				$consent( __( 'I agree to the terms of registration.', 'orbit-blocks' ) ),
			);
		case 'newsletter':
			return array(
				$name,
				$email,
				$consent( __( 'Yes, send me the newsletter.', 'orbit-blocks' ) ),
			);
		default:
			return array( $name, $email, $message );
	}
}

/** One self-closing block comment, its attributes escaped as the block serializer does. */
function orbit_blocks_ai_form_block( string $name, array $attributes ): string {
	$json = '';
	if ( $attributes ) {
		$json = (string) json_encode( $attributes, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		$json = str_replace( array( '--', '<', '>', '&', '\\"' ), array( '\\u002d\\u002d', '\\u003c', '\\u003e', '\\u0026', '\\u0022' ), $json ) . ' ';
	}
	return '<!-- wp:' . $name . ' ' . $json . '/-->';
}

/** The form for a prompt, as block markup (the form's inner blocks). */
function orbit_blocks_ai_form_markup( string $prompt ): string {
	$lines = array();
	foreach ( orbit_blocks_ai_form_fields( orbit_blocks_ai_form_kind( $prompt ) ) as $field ) {
		$lines[] = orbit_blocks_ai_form_block( 'jetpack/field-' . $field[0], $field[1] );
	}
	$lines[] = orbit_blocks_ai_form_block(
		'jetpack/button',
		array(
			'element'      => 'button',
			'text'         => __( 'Submit', 'orbit-blocks' ),
			'borderRadius' => 8,
			'lock'         => array( 'remove' => true ),
		)
	);
	return implode( "\n", $lines );
}

/**
 * The offline reply to a form request: the last user message is the prompt.
 *
 * @param array<int, array{role: string, content: string}> $messages
 */
function orbit_blocks_ai_form_reply( array $messages ): string {
	$prompt = '';
	foreach ( $messages as $message ) {
		if ( 'user' === $message['role'] ) {
			$prompt = $message['content'];
		}
	}
	return orbit_blocks_ai_form_markup( $prompt );
}
