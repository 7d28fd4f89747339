<?php
/**
 * On multisite, the network's settings screen (Network Admin → Settings →
 * Orbit Blocks): the AI server, keys and limits the network administrator
 * sets for every site (orbit_blocks_network_fields(), includes/settings.php),
 * and AI usage per site. Network administrators only (manage_network_options);
 * registered only on multisite:
 *
 * - GET  orbit-blocks/v1/network-settings        the screen's state, as the
 *        site's (rest/settings.php) but of the network fields only, read
 *        from the network option (or their constants)
 * - POST orbit-blocks/v1/network-settings        { <field>: value, …, remove?: [ field ] }
 *        by the site screen's rules (includes/settings-rules.php, scope
 *        'network'); 400 for a field that is not a network field
 * - POST orbit-blocks/v1/network-settings/test/ai  the AI card's Test, on
 *        the network's servers
 * - GET  orbit-blocks/v1/network-ai-usage?page=N  AI requests per site this
 *        month and last month (each site's orbit_blocks_ai_usage_log, read
 *        with get_blog_option), 100 sites a page, and the network's totals
 *        (over at most 1,000 sites; `totalPartial` says when there are more)
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_NETWORK_USAGE_PER_PAGE  = 100;
const ORBIT_BLOCKS_NETWORK_USAGE_TOTAL_CAP = 1000;

function orbit_blocks_can_manage_network(): bool {
	return is_multisite() && current_user_can( 'manage_network_options' );
}

/** The network screen's state: the network fields as a browser may see them. */
function orbit_blocks_network_settings_state(): array {
	$registry = orbit_blocks_settings_fields();
	$fields   = array();
	foreach ( array_keys( orbit_blocks_network_fields() ) as $name ) {
		$fields[ $name ] = array(
			'section' => $registry[ $name ]['section'],
			'type'    => $registry[ $name ]['type'],
			'secret'  => $registry[ $name ]['secret'],
		) + orbit_blocks_network_setting_public( $name );
	}
	return array(
		'scope'                => 'network',
		'fields'               => $fields,
		'stripeWebhookUrl'     => '',
		'instagramRedirectUrl' => '',
		'googleRedirectUrl'    => '',
		'aiResponder'          => '' !== orbit_blocks_setting( 'ai_base_url' ) ? 'server' : 'offline',
		// The main site's roles that can edit posts (a network's sites
		// usually share WordPress's roles).
		'editingRoles'         => orbit_blocks_editing_roles(),
	);
}

function orbit_blocks_network_settings_rest_response(): WP_REST_Response {
	$response = rest_ensure_response( orbit_blocks_network_settings_state() );
	$response->header( 'Cache-Control', 'no-store' );
	return $response;
}

function orbit_blocks_network_settings_rest_save( WP_REST_Request $request ) {
	$sent  = $request->get_json_params();
	$input = array();
	foreach ( array_keys( is_array( $sent ) ? $sent : array() ) as $name ) {
		$input[ $name ] = $request->get_param( (string) $name );
	}
	$checked = orbit_blocks_settings_validate( $input, 'network' );
	if ( is_wp_error( $checked ) ) {
		return $checked;
	}
	orbit_blocks_network_settings_write( $checked['values'], $checked['remove'] );
	return orbit_blocks_network_settings_rest_response();
}

/**
 * One site's AI requests in two months, from its usage log.
 *
 * @return array{thisMonth: int, lastMonth: int}
 */
function orbit_blocks_network_site_ai_used( int $site_id, string $now, string $prev ): array {
	$log    = get_blog_option( $site_id, ORBIT_BLOCKS_AI_USAGE_LOG_OPTION, array() );
	$months = is_array( $log ) && isset( $log['months'] ) && is_array( $log['months'] ) ? $log['months'] : array();
	$sum    = static fn( string $month ): int => isset( $months[ $month ] ) && is_array( $months[ $month ] ) ? (int) array_sum( array_map( 'intval', $months[ $month ] ) ) : 0;
	return array(
		'thisMonth' => $sum( $now ),
		'lastMonth' => $sum( $prev ),
	);
}

/**
 * The network's usage table: a page of sites (name, address, requests this
 * month and last month), how many sites there are, and the network's totals.
 * The months are the network's (the main site's time zone).
 */
function orbit_blocks_network_ai_usage_report( int $page = 1 ): array {
	$now   = orbit_blocks_ai_month();
	$prev  = orbit_blocks_ai_previous_month( $now );
	$count = (int) get_sites( array( 'count' => true ) );
	$pages = max( 1, (int) ceil( $count / ORBIT_BLOCKS_NETWORK_USAGE_PER_PAGE ) );
	$page  = min( max( 1, $page ), $pages );
	$ids   = static fn( int $offset, int $number ): array => array_map(
		'intval',
		get_sites(
			array(
				'fields'  => 'ids',
				'orderby' => 'id',
				'order'   => 'ASC',
				'number'  => $number,
				'offset'  => $offset,
			)
		)
	);
	$sites = array();
	foreach ( $ids( ( $page - 1 ) * ORBIT_BLOCKS_NETWORK_USAGE_PER_PAGE, ORBIT_BLOCKS_NETWORK_USAGE_PER_PAGE ) as $id ) {
		$sites[] = array(
			'id'      => $id,
			'name'    => (string) get_blog_option( $id, 'blogname', '' ),
			'address' => esc_url_raw( (string) get_blog_option( $id, 'home', '' ) ),
		) + orbit_blocks_network_site_ai_used( $id, $now, $prev );
	}
	$total = array(
		'thisMonth' => 0,
		'lastMonth' => 0,
	);
	$counted = min( $count, ORBIT_BLOCKS_NETWORK_USAGE_TOTAL_CAP );
	for ( $offset = 0; $offset < $counted; $offset += ORBIT_BLOCKS_NETWORK_USAGE_PER_PAGE ) {
		foreach ( $ids( $offset, ORBIT_BLOCKS_NETWORK_USAGE_PER_PAGE ) as $id ) {
			$used                = orbit_blocks_network_site_ai_used( $id, $now, $prev );
			$total['thisMonth'] += $used['thisMonth'];
			$total['lastMonth'] += $used['lastMonth'];
		}
	}
	return array(
		'thisMonth'    => $now,
		'lastMonth'    => $prev,
		'sites'        => $sites,
		'siteCount'    => $count,
		'page'         => $page,
		'pages'        => $pages,
		'perPage'      => ORBIT_BLOCKS_NETWORK_USAGE_PER_PAGE,
		'total'        => $total,
		// How many sites the totals count: all, up to the cap.
		'totalSites'   => $counted,
		'totalPartial' => $count > ORBIT_BLOCKS_NETWORK_USAGE_TOTAL_CAP,
		'nextReset'    => orbit_blocks_ai_next_reset()->format( 'Y-m-d' ),
	);
}

add_action(
	'rest_api_init',
	static function (): void {
		if ( ! is_multisite() ) {
			return;
		}
		$args = array();
		foreach ( array_keys( orbit_blocks_network_fields() ) as $name ) {
			$args[ $name ] = array(
				'type'     => 'string',
				'required' => false,
			);
		}
		$args['remove'] = array(
			'type'     => 'array',
			'items'    => array(
				'type' => 'string',
				'enum' => array_keys( orbit_blocks_network_fields() ),
			),
			'required' => false,
		);
		register_rest_route(
			ORBIT_BLOCKS_NS_SETTINGS,
			'/network-settings',
			array(
				array(
					'methods'             => 'GET',
					'callback'            => 'orbit_blocks_network_settings_rest_response',
					'permission_callback' => 'orbit_blocks_can_manage_network',
				),
				array(
					'methods'             => 'POST',
					'callback'            => 'orbit_blocks_network_settings_rest_save',
					'permission_callback' => 'orbit_blocks_can_manage_network',
					'args'                => $args,
				),
			)
		);
		register_rest_route(
			ORBIT_BLOCKS_NS_SETTINGS,
			'/network-settings/test/(?P<section>ai)',
			array(
				'methods'             => 'POST',
				'callback'            => static fn() => rest_ensure_response( orbit_blocks_settings_run_test( 'ai' ) ),
				'permission_callback' => 'orbit_blocks_can_manage_network',
			)
		);
		register_rest_route(
			ORBIT_BLOCKS_NS_SETTINGS,
			'/network-ai-usage',
			array(
				'methods'             => 'GET',
				'callback'            => static fn( WP_REST_Request $request ) => rest_ensure_response( orbit_blocks_network_ai_usage_report( (int) $request['page'] ) ),
				'permission_callback' => 'orbit_blocks_can_manage_network',
				'args'                => array(
					'page' => array(
						'type'    => 'integer',
						'minimum' => 1,
						'default' => 1,
					),
				),
			)
		);
	}
);
