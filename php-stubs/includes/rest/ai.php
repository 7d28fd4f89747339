<?php
/**
 * The AI provider (spec 1 section 7, issue 4 item 5), served by the site:
 *
 * - POST wpcom/v2/sites/{site}/openai-query/jwt   { token, blog_id, expire }
 * - POST jetpack/v4/ai-jwt                          { token, blog_id, expire }
 *     A signed token (includes/ai/token.php), valid 10 minutes; refused
 *     (403) to users who cannot edit posts, and (403 ai_user_not_connected)
 *     to users whose account is not connected (spec 1 section 6); so are
 *     the query (checked again for the token's user) and images.
 * - GET  wpcom/v2/ai/ai-assistant-feature           the feature status (includes/ai/usage.php)
 *   POST wpcom/v2/ai/ai-assistant-feature           administrators: set their own
 *        requests-count this month, upgrade-type, is-playground-visible (demos, tests)
 *   DELETE wpcom/v2/ai/ai-assistant-feature         administrators: this month's counts start again
 *        (on a network whose administrator set the limits, only a network
 *        administrator may change the counts: orbit_blocks_ai_can_change_counts)
 * - GET orbit-blocks/v1/ai-usage                     administrators: the usage table
 *     (requests per user this month and last month, last use, the site's totals)
 * - POST wpcom/v2/jetpack-ai-query[?stream_cache=true]  Authorization: Bearer <token>
 *        { question | messages, post_id, feature, functions, model }
 *     Streams the answer as server-sent events: forwarded to the configured
 *     chat-completions server (includes/ai/server.php), else the offline
 *     responder's (includes/ai/offline-responder.php; form requests,
 *     feature jetpack-form-ai-extension: includes/ai/form-responder.php). The header
 *     X-Orbit-AI-Responder says which: "server" or "offline". A request
 *     the server answers counts against the site's monthly limits (429
 *     error_quota_exceeded once one is reached, includes/ai/policy.php); the
 *     offline responder's never count.
 * - POST wpcom/v2/ai/images/generations { prompt, post_id, n? }
 *     Counts a request when an image server answers it, answers { data: [ { b64_json, revised_prompt } ] }
 *     with n (1-4, default 2) images: from the image server when
 *     ai_image_base_url is set (includes/adapters/ai-images.php), else PNGs
 *     drawn locally (includes/ai/images.php); `responder` ("server" or
 *     "offline") says which.
 * - GET/POST/DELETE orbit-blocks/v1/ai-server       administrators: the
 *     chat-completions server { url, key, model } (GET never shows the key);
 *     the settings ai_base_url, ai_api_key, ai_model of Settings → Orbit
 *     Blocks under other names.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/ai/token.php';
require_once dirname( __DIR__ ) . '/ai/usage.php';
require_once dirname( __DIR__ ) . '/ai/user-profile.php';
require_once dirname( __DIR__ ) . '/ai/server.php';
require_once dirname( __DIR__ ) . '/ai/server-test.php';
require_once dirname( __DIR__ ) . '/ai/offline-responder.php';
require_once dirname( __DIR__ ) . '/ai/form-responder.php';
require_once dirname( __DIR__ ) . '/ai/stream.php';
require_once dirname( __DIR__ ) . '/ai/images.php';

/**
 * AI is for users whose account is connected (spec 1 section 6): the site
 * registered and the user linked to their account (connection.php; on a
 * production site every logged-in user is linked by being logged in), and
 * whom the site's policy lets use AI (includes/ai/policy.php).
 */
function orbit_blocks_ai_user_connected( int $user_id ): bool {
	return orbit_blocks_site_registration()['isRegistered']
		&& null !== orbit_blocks_provider_user( $user_id )
		&& orbit_blocks_ai_user_allowed( $user_id );
}

/** Why the user cannot use AI: the policy's refusal, else "not connected". */
function orbit_blocks_ai_not_connected_error( int $user_id = 0 ): WP_Error {
	$refusal = orbit_blocks_ai_refusal( $user_id ? $user_id : get_current_user_id() );
	if ( in_array( $refusal, array( 'user', 'role' ), true ) ) {
		return new WP_Error(
			'ai_not_allowed',
			orbit_blocks_ai_refusal_message( $refusal ),
			array( 'status' => 403 )
		);
	}
	return new WP_Error(
		'ai_user_not_connected',
		__( 'Connect your account to use AI on this site.', 'orbit-blocks' ),
		array( 'status' => 403 )
	);
}

/** Tokens and images: a user who can edit posts and whose account is connected. */
function orbit_blocks_ai_rest_user_permission() {
	$allowed = orbit_blocks_can_edit();
	if ( true !== $allowed ) {
		return $allowed;
	}
	return orbit_blocks_ai_user_connected( get_current_user_id() ) ? true : orbit_blocks_ai_not_connected_error();
}

/** Answers a token request for the current user. */
function orbit_blocks_ai_rest_token(): WP_REST_Response {
	$response = rest_ensure_response( orbit_blocks_ai_issue_token( get_current_user_id() ) );
	$response->header( 'Cache-Control', 'no-store' );
	return $response;
}

/** Messages of a query body: `messages` checked, or `question` as one user message. */
function orbit_blocks_ai_request_messages( array $body ): array {
	$roles    = array( 'system', 'user', 'assistant', 'function' );
	$messages = array();
	if ( isset( $body['messages'] ) && is_array( $body['messages'] ) ) {
		foreach ( $body['messages'] as $message ) {
			if ( ! is_array( $message ) || ! isset( $message['content'] ) || ! is_string( $message['content'] ) ) {
				continue;
			}
			$role = isset( $message['role'] ) && is_string( $message['role'] ) ? $message['role'] : 'user';
			// The incumbent's own role for its prompts reads as the user's.
			$messages[] = array(
				'role'    => in_array( $role, $roles, true ) ? $role : 'user',
				'content' => $message['content'],
			);
		}
	} elseif ( isset( $body['question'] ) && is_string( $body['question'] ) ) {
		$messages[] = array(
			'role'    => 'user',
			'content' => $body['question'],
		);
	}
	return $messages;
}

/** The query: checks the token, counts the request, streams the answer. */
function orbit_blocks_ai_rest_query( WP_REST_Request $request ) {
	$body     = $request->get_json_params();
	$body     = is_array( $body ) ? $body : $request->get_body_params();
	$messages = orbit_blocks_ai_request_messages( is_array( $body ) ? $body : array() );
	if ( ! $messages ) {
		return new WP_Error( 'invalid_request', __( 'Send a question or messages.', 'orbit-blocks' ), array( 'status' => 400 ) );
	}
	$server   = orbit_blocks_ai_server();
	$switches = null;
	if ( ! $server ) {
		$switches = orbit_blocks_ai_offline_switches( $messages, $request );
		if ( null !== $switches['status'] ) {
			return new WP_Error( 'offline_status', sprintf( 'The offline responder was asked to answer %d.', $switches['status'] ), array( 'status' => $switches['status'] ) );
		}
	}
	if ( $server ) {
		// Only a configured server's answers count (the offline responder's cost nothing).
		$counted = orbit_blocks_ai_record_request( get_current_user_id() );
		if ( is_wp_error( $counted ) ) {
			return $counted;
		}
		return orbit_blocks_ai_forward( $server, $messages, $body );
	}
	$functions = isset( $body['functions'] ) && is_array( $body['functions'] ) ? array_values( $body['functions'] ) : array();
	$reply     = orbit_blocks_ai_is_form_request( $body ) ? orbit_blocks_ai_form_reply( $messages ) : orbit_blocks_ai_offline_reply( $messages );
	orbit_blocks_ai_stream_offline( $reply, $switches, $functions );
	return new WP_Error( 'unreachable', '', array( 'status' => 500 ) );
}

/** Only a valid token of a user who can still edit posts may query. */
function orbit_blocks_ai_rest_query_permission( WP_REST_Request $request ) {
	$token = orbit_blocks_ai_bearer( $request );
	if ( '' === $token ) {
		return new WP_Error( 'missing_token', __( 'The request needs a bearer token.', 'orbit-blocks' ), array( 'status' => 401 ) );
	}
	$claims = orbit_blocks_ai_verify_token( $token );
	if ( is_wp_error( $claims ) ) {
		return $claims;
	}
	if ( ! user_can( (int) $claims['sub'], 'edit_posts' ) ) {
		return new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to use AI on this site.', 'orbit-blocks' ), array( 'status' => 403 ) );
	}
	// A token issued before the account was disconnected no longer works.
	if ( ! orbit_blocks_ai_user_connected( (int) $claims['sub'] ) ) {
		return orbit_blocks_ai_not_connected_error( (int) $claims['sub'] );
	}
	wp_set_current_user( (int) $claims['sub'] );
	return true;
}

function orbit_blocks_ai_rest_images( WP_REST_Request $request ) {
	$prompt = trim( (string) $request->get_param( 'prompt' ) );
	if ( '' === $prompt ) {
		return new WP_Error( 'invalid_prompt', __( 'Describe the image to generate.', 'orbit-blocks' ), array( 'status' => 400 ) );
	}
	$post_id = (int) $request->get_param( 'post_id' );
	if ( $post_id > 0 && ! current_user_can( 'edit_post', $post_id ) ) {
		return new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to edit this post.', 'orbit-blocks' ), array( 'status' => 403 ) );
	}
	$count = (int) $request->get_param( 'n' );
	// The configured image server (includes/adapters/ai-images.php), else
	// the offline responder's drawings; `responder` says which, so the
	// editor can say so. Only the server's images count.
	$server = orbit_blocks_ai_images_configured();
	if ( $server ) {
		$counted = orbit_blocks_ai_record_request( get_current_user_id() );
		if ( is_wp_error( $counted ) ) {
			return $counted;
		}
	}
	$images = $server ? orbit_blocks_ai_images_generate( $prompt, $count ) : orbit_blocks_ai_generate_images( $prompt, $count );
	if ( is_wp_error( $images ) ) {
		return $images;
	}
	$response = rest_ensure_response(
		array(
			'created'   => time(),
			'data'      => $images,
			'responder' => $server ? 'server' : 'offline',
		)
	);
	$response->header( 'X-Orbit-AI-Responder', $server ? 'server' : 'offline' );
	return $response;
}

function orbit_blocks_ai_rest_update_feature( WP_REST_Request $request ): WP_REST_Response {
	$params = $request->get_json_params();
	$params = is_array( $params ) ? $params : $request->get_body_params();
	// The args schema has checked the types and the upgrade type.
	if ( isset( $params['requests-count'] ) ) {
		orbit_blocks_ai_set_used( get_current_user_id(), (int) $request['requests-count'] );
	}
	if ( isset( $params['upgrade-type'] ) ) {
		update_option( ORBIT_BLOCKS_AI_UPGRADE_OPTION, (string) $request['upgrade-type'], false );
	}
	if ( isset( $params['is-playground-visible'] ) ) {
		update_option( ORBIT_BLOCKS_AI_PLAYGROUND_FLAG, rest_sanitize_boolean( $params['is-playground-visible'] ), false );
	}
	return rest_ensure_response( orbit_blocks_ai_feature() );
}

/** DELETE: this month's counts start again, for every user (an administrator's reset). */
function orbit_blocks_ai_rest_reset_usage(): WP_REST_Response {
	orbit_blocks_with_lock(
		ORBIT_BLOCKS_AI_USAGE_LOG_OPTION,
		static function () {
			$log = orbit_blocks_ai_usage_log();
			unset( $log['months'][ orbit_blocks_ai_month() ] );
			update_option( ORBIT_BLOCKS_AI_USAGE_LOG_OPTION, $log, false );
		},
		array( ORBIT_BLOCKS_AI_USAGE_LOG_OPTION )
	);
	return rest_ensure_response( orbit_blocks_ai_feature() );
}

function orbit_blocks_ai_rest_server_settings( WP_REST_Request $request ) {
	// The same settings as Settings → Orbit Blocks, by their older names.
	$fields = array(
		'url'   => 'ai_base_url',
		'key'   => 'ai_api_key',
		'model' => 'ai_model',
	);
	if ( 'DELETE' === $request->get_method() ) {
		$checked = orbit_blocks_settings_validate( array( 'remove' => array_values( $fields ) ) );
	} elseif ( 'POST' === $request->get_method() ) {
		$input = array();
		foreach ( $fields as $param => $field ) {
			$input[ $field ] = (string) $request->get_param( $param );
		}
		$checked = orbit_blocks_settings_validate( $input );
		if ( ! is_wp_error( $checked ) && '' === $input['ai_api_key'] ) {
			// Here an empty key means none, as this route always had it.
			$checked['remove'][] = 'ai_api_key';
		}
	}
	if ( isset( $checked ) ) {
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		orbit_blocks_settings_write( $checked['values'], $checked['remove'] );
	}
	$server = orbit_blocks_ai_server();
	return rest_ensure_response(
		array(
			'url'       => $server['url'] ?? '',
			'model'     => $server['model'] ?? '',
			'hasKey'    => '' !== ( $server['key'] ?? '' ),
			'responder' => $server ? 'server' : 'offline',
		)
	);
}

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/sites/(?P<site>[\w.:-]+)/openai-query/jwt',
			array(
				'methods'             => 'POST',
				'callback'            => 'orbit_blocks_ai_rest_token',
				'permission_callback' => 'orbit_blocks_ai_rest_user_permission',
			)
		);
		register_rest_route(
			ORBIT_BLOCKS_NS_JETPACK,
			'/ai-jwt',
			array(
				'methods'             => 'POST',
				'callback'            => 'orbit_blocks_ai_rest_token',
				'permission_callback' => 'orbit_blocks_ai_rest_user_permission',
			)
		);
		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/ai/ai-assistant-feature',
			array(
				array(
					'methods'             => 'GET',
					'callback'            => static fn() => rest_ensure_response( orbit_blocks_ai_feature() ),
					'permission_callback' => 'orbit_blocks_can_edit',
				),
				array(
					'methods'             => 'POST',
					'callback'            => 'orbit_blocks_ai_rest_update_feature',
					'permission_callback' => 'orbit_blocks_ai_can_change_counts',
					'args'                => array(
						'requests-count'        => array(
							'type'    => 'integer',
							'minimum' => 0,
						),
						'upgrade-type'          => array(
							'type' => 'string',
							'enum' => array( 'default', 'vip' ),
						),
						'is-playground-visible' => array( 'type' => 'boolean' ),
					),
				),
				array(
					'methods'             => 'DELETE',
					'callback'            => 'orbit_blocks_ai_rest_reset_usage',
					'permission_callback' => 'orbit_blocks_ai_can_change_counts',
				),
			)
		);
		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/jetpack-ai-query',
			array(
				'methods'             => 'POST',
				'callback'            => 'orbit_blocks_ai_rest_query',
				'permission_callback' => 'orbit_blocks_ai_rest_query_permission',
				// "messages or question" is the callback's check (its message says so).
				'args'                => array(
					'messages'   => array(
						'type'  => 'array',
						'items' => array(
							'type'       => 'object',
							'properties' => array(
								'role'    => array( 'type' => 'string' ),
								'content' => array( 'type' => 'string' ),
							),
						),
					),
					'question'   => array( 'type' => 'string' ),
					'feature'    => array( 'type' => 'string' ),
					'functions'  => array( 'type' => 'array' ),
					// The offline responder's test switches (includes/ai/offline-responder.php).
					'drop_after' => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
					'unclear'    => array( 'type' => 'boolean' ),
					'status'     => array(
						'type'    => 'integer',
						'minimum' => 400,
						'maximum' => 599,
					),
					'chunks'     => array(
						'type'    => 'integer',
						'minimum' => 1,
						'maximum' => 5000,
					),
					'delay'      => array(
						'type'    => 'integer',
						'minimum' => 0,
						'maximum' => 1000,
					),
				),
			)
		);
		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/ai/images/generations',
			array(
				'methods'             => 'POST',
				'callback'            => 'orbit_blocks_ai_rest_images',
				'permission_callback' => 'orbit_blocks_ai_rest_user_permission',
				'args'                => array(
					// Required; a blank prompt is the callback's check (its message says what to do).
					'prompt'  => array(
						'type'     => 'string',
						'required' => true,
					),
					'post_id' => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
					'n'       => array(
						'type'    => 'integer',
						'minimum' => 1,
						'maximum' => 4,
						'default' => 2,
					),
				),
			)
		);
		register_rest_route(
			'orbit-blocks/v1',
			'/ai-usage',
			array(
				'methods'             => 'GET',
				'callback'            => static fn() => rest_ensure_response( orbit_blocks_ai_usage_report() ),
				'permission_callback' => 'orbit_blocks_can_manage',
			)
		);
		register_rest_route(
			'orbit-blocks/v1',
			'/ai-server',
			array(
				'methods'             => 'GET, POST, DELETE',
				'callback'            => 'orbit_blocks_ai_rest_server_settings',
				'permission_callback' => 'orbit_blocks_can_manage',
				// The values' rules are the settings screen's (includes/settings-rules.php).
				'args'                => array(
					'url'   => array( 'type' => 'string' ),
					'key'   => array( 'type' => 'string' ),
					'model' => array( 'type' => 'string' ),
				),
			)
		);
	}
);
