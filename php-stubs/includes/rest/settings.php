<?php
/**
 * The settings screen's routes (Settings → Orbit Blocks), administrators
 * only (manage_options):
 *
 * - GET    orbit-blocks/v1/settings          the screen's state (below)
 * - POST   orbit-blocks/v1/settings          { <field>: value, …, remove?: [ field ] }
 *          saved by the rules of includes/settings-rules.php; answers the
 *          state, or 400 { code: rest_invalid_param, message, data: { field } }
 * - DELETE orbit-blocks/v1/settings/<field>  removes one saved value
 * - POST   orbit-blocks/v1/settings/test/<section>
 *          { ok, message, … }: the outcome of the filter
 *          orbit_blocks_settings_test_<section> (each service's adapter
 *          hooks it and tries the saved settings against the service);
 *          { ok: false, message: "No test is available…" } when none does.
 *
 * The state: { fields: { <field>: { section, type, secret, set, in_config,
 * value? (not for secrets), last4? (secrets) } }, stripeWebhookUrl,
 * instagramRedirectUrl, googleRedirectUrl,
 * aiResponder: "server" | "offline", editingRoles: { <role>: name } }. No
 * secret ever leaves the site.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_NS_SETTINGS = 'orbit-blocks/v1';

/** The screen's state: every field as a browser may see it. */
function orbit_blocks_settings_state(): array {
	$fields = array();
	foreach ( orbit_blocks_settings_fields() as $name => $field ) {
		$fields[ $name ] = array(
			'section' => $field['section'],
			'type'    => $field['type'],
			'secret'  => $field['secret'],
		) + orbit_blocks_setting_public( $name );
	}
	return array(
		'fields'           => $fields,
		'stripeWebhookUrl' => esc_url_raw( rest_url( 'orbit-blocks/v1/stripe/webhook' ) ),
		// The OAuth redirect addresses to paste into the services' app settings.
		'instagramRedirectUrl' => esc_url_raw( orbit_blocks_instagram_redirect_url() ),
		'googleRedirectUrl'    => esc_url_raw( orbit_blocks_google_photos_redirect_url() ),
		'aiResponder'      => '' !== orbit_blocks_setting( 'ai_base_url' ) ? 'server' : 'offline',
		// The roles the AI card offers (those that can edit posts).
		'editingRoles'     => orbit_blocks_editing_roles(),
	);
}

function orbit_blocks_settings_rest_response(): WP_REST_Response {
	$response = rest_ensure_response( orbit_blocks_settings_state() );
	$response->header( 'Cache-Control', 'no-store' );
	return $response;
}

function orbit_blocks_settings_rest_save( WP_REST_Request $request ) {
	$sent = $request->get_json_params();
	if ( ! is_array( $sent ) ) {
		$sent = $request->get_body_params();
	}
	// The values as the args schema sanitized them (a boolean sent as "1" is true).
	$input = array();
	foreach ( array_keys( is_array( $sent ) ? $sent : array() ) as $name ) {
		$input[ $name ] = $request->get_param( (string) $name );
	}
	$checked = orbit_blocks_settings_validate( $input );
	if ( is_wp_error( $checked ) ) {
		return $checked;
	}
	orbit_blocks_settings_write( $checked['values'], $checked['remove'] );
	return orbit_blocks_settings_rest_response();
}

function orbit_blocks_settings_rest_delete( WP_REST_Request $request ) {
	$checked = orbit_blocks_settings_validate( array( 'remove' => array( (string) $request['field'] ) ) );
	if ( is_wp_error( $checked ) ) {
		return $checked;
	}
	orbit_blocks_settings_write( array(), $checked['remove'] );
	return orbit_blocks_settings_rest_response();
}

/**
 * Runs a section's test: what its filter answers, normalised to
 * { ok: bool, message: string } plus any other keys the adapter adds.
 */
function orbit_blocks_settings_run_test( string $section ): array {
	$outcome = apply_filters( "orbit_blocks_settings_test_{$section}", null );
	if ( ! is_array( $outcome ) ) {
		return array(
			'ok'      => false,
			'message' => __( 'No test is available for this section yet.', 'orbit-blocks' ),
		);
	}
	$outcome['ok']      = ! empty( $outcome['ok'] );
	$outcome['message'] = isset( $outcome['message'] ) && is_scalar( $outcome['message'] ) ? (string) $outcome['message'] : '';
	return $outcome;
}

add_action(
	'rest_api_init',
	static function (): void {
		$args = array();
		foreach ( orbit_blocks_settings_fields() as $name => $field ) {
			$args[ $name ] = array(
				'type'     => 'boolean' === $field['type'] ? 'boolean' : 'string',
				'required' => false,
			);
		}
		$args['remove'] = array(
			'type'     => 'array',
			'items'    => array(
				'type' => 'string',
				'enum' => array_keys( orbit_blocks_settings_fields() ),
			),
			'required' => false,
		);
		register_rest_route(
			ORBIT_BLOCKS_NS_SETTINGS,
			'/settings',
			array(
				array(
					'methods'             => 'GET',
					'callback'            => 'orbit_blocks_settings_rest_response',
					'permission_callback' => 'orbit_blocks_can_manage',
				),
				array(
					'methods'             => 'POST',
					'callback'            => 'orbit_blocks_settings_rest_save',
					'permission_callback' => 'orbit_blocks_can_manage',
					'args'                => $args,
				),
			)
		);
		register_rest_route(
			ORBIT_BLOCKS_NS_SETTINGS,
			'/settings/(?P<field>[a-z0-9_]{1,64})',
			array(
				'methods'             => 'DELETE',
				'callback'            => 'orbit_blocks_settings_rest_delete',
				'permission_callback' => 'orbit_blocks_can_manage',
				'args'                => array(
					'field' => array(
						'type' => 'string',
						'enum' => array_keys( orbit_blocks_settings_fields() ),
					),
				),
			)
		);
		register_rest_route(
			ORBIT_BLOCKS_NS_SETTINGS,
			'/settings/test/(?P<section>[a-z0-9_-]{1,32})',
			array(
				'methods'             => 'POST',
				'callback'            => static fn( WP_REST_Request $request ) => rest_ensure_response( orbit_blocks_settings_run_test( (string) $request['section'] ) ),
				'permission_callback' => 'orbit_blocks_can_manage',
				// Any name: an adapter may offer a test of its own
				// (orbit_blocks_settings_test_mailchimp lists audiences).
				'args'                => array(
					'section' => array( 'type' => 'string' ),
				),
			)
		);
	}
);
