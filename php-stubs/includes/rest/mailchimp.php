<?php
/**
 * The newsletter (Mailchimp) routes of the local provider (spec 2
 * "Newsletter signup form", section 7):
 *
 * - GET  wpcom/v2/mailchimp            { code: connected | not_connected, connect_url }
 * - GET  wpcom/v2/mailchimp/groups     { interest_categories: [ { id, title, interests: [ { id, name } ] } ] }
 * - POST wpcom/v2/mailchimp/subscribe  the visitors' signup: { email, post_id, form, website (honeypot) };
 *                                      the groups and the signup location are the saved
 *                                      form's (includes/mailchimp-forms.php), never the request's
 * - GET  wpcom/v2/mailchimp/subscribers  the stored subscribers (administrators)
 *
 * The connection is Mailchimp's audience once configured (below); in
 * development without it, the option orbit_blocks_mailchimp (the audience
 * name and its groups), made on the local "Mailchimp" page that connect_url
 * opens (stand-ins/mailchimp-account.php).
 *
 * Subscribers are stored in WordPress as private posts of the type
 * orbit_mc_subscriber: the title is the e-mail address, and meta keeps the
 * groups (_orbit_interests), the signup location tag (_orbit_signup_tag and
 * _orbit_signup_value) and the post signed up from (_orbit_source_post).
 * A public request only adds: signing up again with an address already
 * stored changes nothing of it (nor of the Mailchimp member).
 *
 * With the settings mailchimp_api_key and mailchimp_audience_id filled in,
 * the audience and groups are Mailchimp's and every stored signup is also
 * sent to Mailchimp (includes/adapters/mailchimp.php), at once or, when
 * Mailchimp cannot take it now, by the WP-Cron retry; the visitor is told
 * of an error only when Mailchimp refuses the address itself (400).
 *
 * Spam: the route is public (visitors are not logged in, and cached pages
 * cannot carry a nonce), so it refuses a filled honeypot field and more
 * than ORBIT_BLOCKS_MAILCHIMP_RATE_LIMIT signups from one address (IP) in
 * ten minutes (HTTP 429).
 *
 * Concurrency: the rate count and the find-or-add of a subscriber each run
 * under a lock (includes/lock.php), so signups arriving at the same moment
 * are counted one after another and one address is stored once.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/mailchimp-forms.php';

const ORBIT_BLOCKS_MAILCHIMP_OPTION     = 'orbit_blocks_mailchimp';
const ORBIT_BLOCKS_MAILCHIMP_POST_TYPE  = 'orbit_mc_subscriber';
const ORBIT_BLOCKS_MAILCHIMP_RATE_LIMIT = 5;

add_action(
	'init',
	static function () {
		register_post_type(
			ORBIT_BLOCKS_MAILCHIMP_POST_TYPE,
			array(
				'label'           => __( 'Newsletter subscribers', 'orbit-blocks' ),
				'public'          => false,
				'show_ui'         => false,
				'show_in_rest'    => false,
				'supports'        => array( 'title' ),
				// Subscribers' addresses: administrators only (includes/capabilities.php).
				'capability_type' => ORBIT_BLOCKS_MAILCHIMP_POST_TYPE,
				'capabilities'    => orbit_blocks_admin_only_capabilities(),
				'map_meta_cap'    => true,
			)
		);
	}
);

/**
 * The newsletter connection (audience and groups), or null. With Mailchimp
 * configured (includes/adapters/mailchimp.php) that is the real audience,
 * its groups read from Mailchimp when asked for.
 */
function orbit_blocks_mailchimp_connection( bool $with_groups = false ): ?array {
	if ( orbit_blocks_mailchimp_configured() ) {
		$groups = $with_groups ? orbit_blocks_mailchimp_remote_groups() : array();
		return array(
			'audience'            => orbit_blocks_setting( 'mailchimp_audience_id' ),
			'interest_categories' => is_wp_error( $groups ) ? array() : $groups,
			'remote'              => true,
			'groups_error'        => is_wp_error( $groups ) ? $groups : null,
		);
	}
	$connection = get_option( ORBIT_BLOCKS_MAILCHIMP_OPTION );
	return is_array( $connection ) && ! empty( $connection['audience'] ) ? $connection : null;
}

/**
 * Where an administrator connects the newsletter: Settings → Orbit Blocks
 * (the key and the audience); in development, the local Mailchimp page
 * (stand-ins/mailchimp-account.php).
 */
function orbit_blocks_mailchimp_page_url( string $redirect = '' ): string {
	return (string) apply_filters( 'orbit_blocks_mailchimp_page_url', orbit_blocks_settings_url(), $redirect );
}

/** Every interest id of the audience. */
function orbit_blocks_mailchimp_interest_ids(): array {
	$ids = array();
	foreach ( (array) ( orbit_blocks_mailchimp_connection( true )['interest_categories'] ?? array() ) as $category ) {
		foreach ( (array) ( $category['interests'] ?? array() ) as $interest ) {
			$ids[] = (string) $interest['id'];
		}
	}
	return $ids;
}

/**
 * Stores a new signup; an address already stored is left as it is. The
 * address is looked up and added under a lock on it (includes/lock.php): the
 * same address signing up twice at the same moment is stored once.
 *
 * @return int|WP_Error The new subscriber post id, 0 when the address was already stored.
 */
function orbit_blocks_mailchimp_store_subscriber( string $email, array $interests, string $tag, string $value, int $post_id ) {
	return orbit_blocks_with_lock(
		'orbit_mc_subscriber_' . $email,
		static fn() => orbit_blocks_mailchimp_store_subscriber_now( $email, $interests, $tag, $value, $post_id )
	);
}

/**
 * Stores a new signup; the caller holds the address's lock. A public
 * request never changes a stored subscriber (its groups, its signup location).
 *
 * @return int|WP_Error The new subscriber post id, 0 when the address was already stored.
 */
function orbit_blocks_mailchimp_store_subscriber_now( string $email, array $interests, string $tag, string $value, int $post_id ) {
	$existing = get_posts(
		array(
			'post_type'   => ORBIT_BLOCKS_MAILCHIMP_POST_TYPE,
			'post_status' => 'private',
			'title'       => $email,
			'numberposts' => 1,
			'fields'      => 'ids',
		)
	);
	$interests = array_map( 'strval', $interests );
	$connection = orbit_blocks_mailchimp_connection( true );
	// Mailchimp's groups unreadable for now: keep the ids as the form sent them, Mailchimp checks them.
	if ( empty( $connection['groups_error'] ) ) {
		$interests = array_values( array_intersect( $interests, orbit_blocks_mailchimp_interest_ids() ) );
	}
	if ( $existing ) {
		return 0;
	}
	return wp_insert_post(
		array(
			'post_type'   => ORBIT_BLOCKS_MAILCHIMP_POST_TYPE,
			'post_status' => 'private',
			'post_title'  => $email,
			'meta_input'  => array(
				'_orbit_interests'   => $interests,
				'_orbit_signup_tag'  => $tag,
				'_orbit_signup_value' => $value,
				'_orbit_source_post' => $post_id,
			) + ( orbit_blocks_mailchimp_configured() ? array( ORBIT_BLOCKS_MAILCHIMP_DELIVERY_META => 'pending' ) : array() ),
		),
		true
	);
}

/**
 * Counts a signup from this client (an IPv4 address or an IPv6 /64); false
 * once over the limit (includes/client-address.php).
 */
function orbit_blocks_mailchimp_within_rate_limit(): bool {
	return orbit_blocks_client_within_limit( 'orbit_mc_rate', ORBIT_BLOCKS_MAILCHIMP_RATE_LIMIT, 10 * MINUTE_IN_SECONDS );
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/mailchimp',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => 'orbit_blocks_can_edit',
				'callback'            => static function () {
					$referer = wp_get_raw_referer();
					return rest_ensure_response(
						array(
							'code'        => orbit_blocks_mailchimp_connection() ? 'connected' : 'not_connected',
							// With Mailchimp configured, the connection is managed on the settings screen.
							'connect_url' => orbit_blocks_mailchimp_configured()
								? orbit_blocks_adapter_settings_url( 'newsletter' )
								: orbit_blocks_mailchimp_page_url( $referer ? wp_validate_redirect( $referer, '' ) : '' ),
						)
					);
				},
			)
		);

		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/mailchimp/groups',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => 'orbit_blocks_can_edit',
				'callback'            => static function () {
					$connection = orbit_blocks_mailchimp_connection( true );
					if ( ! $connection ) {
						return new WP_Error( 'not_connected', __( 'Mailchimp is not connected.', 'orbit-blocks' ), array( 'status' => 404 ) );
					}
					if ( ! empty( $connection['groups_error'] ) ) {
						return $connection['groups_error'];
					}
					return rest_ensure_response( array( 'interest_categories' => array_values( (array) ( $connection['interest_categories'] ?? array() ) ) ) );
				},
			)
		);

		// Public: visitors sign up here (honeypot, checked e-mail, rate limit).
		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/mailchimp/subscribe',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'permission_callback' => '__return_true',
				'args'                => array(
					'email'              => array(
						'type'     => 'string',
						'format'   => 'email',
						'required' => true,
					),
					'post_id'            => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
					// The form in that post (blocks/mailchimp/render.php): its groups
					// and signup location are read from the saved block.
					'form'               => array(
						'type'    => 'string',
						'pattern' => '^[0-9a-f]{0,32}$',
						'default' => '',
					),
					'website'            => array(
						'type'    => 'string',
						'default' => '',
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					if ( ! orbit_blocks_mailchimp_connection() ) {
						return new WP_Error( 'not_connected', __( 'The newsletter is not connected.', 'orbit-blocks' ), array( 'status' => 503 ) );
					}
					if ( '' !== trim( (string) $request['website'] ) ) {
						return new WP_Error( 'spam', __( 'The signup was refused.', 'orbit-blocks' ), array( 'status' => 400 ) );
					}
					// The schema's "email" format has checked (is_email) and sanitized it.
					$email = (string) $request['email'];
					if ( ! orbit_blocks_mailchimp_within_rate_limit() ) {
						return new WP_Error( 'rate_limited', __( 'Too many signups. Please try again later.', 'orbit-blocks' ), array( 'status' => 429 ) );
					}
					// What the author saved in the form, never what the request says;
					// no such form in a public post: the address alone.
					$form = orbit_blocks_mailchimp_post_form( (int) $request['post_id'], (string) $request['form'] );
					$id   = orbit_blocks_mailchimp_store_subscriber(
						strtolower( $email ),
						$form ? $form['interests'] : array(),
						$form ? $form['tag'] : '',
						$form ? $form['value'] : '',
						$form ? (int) $request['post_id'] : 0
					);
					if ( is_wp_error( $id ) ) {
						return new WP_Error( 'not_saved', __( 'The signup could not be saved. Please try again later.', 'orbit-blocks' ), array( 'status' => 500 ) );
					}
					// An address already on the list: the same answer, nothing changed
					// (a visitor learns nothing of who is subscribed).
					// Sent now, or kept and retried later: either way the visitor is on the list.
					if ( $id && orbit_blocks_mailchimp_configured() && 'rejected' === orbit_blocks_mailchimp_deliver( (int) $id ) ) {
						return new WP_Error( 'invalid_email', __( 'This email address could not be subscribed. Please check it and try again.', 'orbit-blocks' ), array( 'status' => 400 ) );
					}
					return rest_ensure_response( array( 'subscribed' => true ) );
				},
			)
		);

		register_rest_route(
			ORBIT_BLOCKS_NS_WPCOM,
			'/mailchimp/subscribers',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => static fn() => current_user_can( 'manage_options' ),
				'callback'            => static function () {
					$posts = get_posts(
						array(
							'post_type'   => ORBIT_BLOCKS_MAILCHIMP_POST_TYPE,
							'post_status' => 'private',
							'numberposts' => -1,
							'orderby'     => 'ID',
							'order'       => 'ASC',
						)
					);
					return rest_ensure_response(
						array_map(
							static fn( WP_Post $post ) => array(
								'id'                 => $post->ID,
								'email'              => $post->post_title,
								'interests'          => array_values( (array) get_post_meta( $post->ID, '_orbit_interests', true ) ),
								'signup_field_tag'   => (string) get_post_meta( $post->ID, '_orbit_signup_tag', true ),
								'signup_field_value' => (string) get_post_meta( $post->ID, '_orbit_signup_value', true ),
								'post_id'            => (int) get_post_meta( $post->ID, '_orbit_source_post', true ),
								// sent, pending or rejected with Mailchimp; '' when kept here only.
								'delivery'           => (string) get_post_meta( $post->ID, ORBIT_BLOCKS_MAILCHIMP_DELIVERY_META, true ),
							),
							$posts
						)
					);
				},
			)
		);
	}
);
