<?php
/**
 * The site's connection to the (local) account service, kept in WordPress:
 * the option orbit_blocks_connection holds the site registration (blog id,
 * owner). On a production site the site registers itself on activation and
 * every logged-in user who can edit posts is connected by being logged in
 * (orbit_blocks_connect_by_login); in development the user meta
 * orbit_blocks_provider_user links a WordPress user to their account once
 * they approve it on the stand-in approval page. The REST routes (rest/connection.php), the authorization
 * page (stand-ins/account-approval.php, in development) and the editor state all read it through here.
 *
 * Why: docs/decisions.md, "Users are connected by being logged in; AI use is the owner's policy".
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_CONNECTION_OPTION = 'orbit_blocks_connection';
const ORBIT_BLOCKS_PROVIDER_USER_META = 'orbit_blocks_provider_user';
/** The action of the nonce that connection/register checks. */
const ORBIT_BLOCKS_REGISTRATION_NONCE = 'orbit-blocks-registration';

/**
 * Whether users are connected by being logged in: on every site that the
 * zip is installed on, Orbit Blocks is its own account service, so there is
 * no account to approve and a logged-in user's account is connected (AI
 * then follows the site's policy, includes/ai/policy.php). The approval
 * page (stand-ins/account-approval.php), where a user links their account explicitly,
 * is the development stand-in of a hosted provider's (ORBIT_BLOCKS_LOCAL_SERVICES).
 */
function orbit_blocks_connect_by_login(): bool {
	return ! orbit_blocks_local_services_enabled();
}

/**
 * The site registers itself when the plugin is activated (on a network, for
 * each site as it is first used): the activating administrator is the
 * connection owner. Network-wide activation ($network_wide) registers the
 * network's current site here; every other site registers itself on its
 * first use (orbit_blocks_site_registration), so that activating on a
 * network of hundreds of sites stays one request's work.
 */
function orbit_blocks_register_on_activation( $network_wide = false ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- documented above: the other sites register lazily.
	if ( orbit_blocks_offline_mode()['isActive'] ) {
		return;
	}
	$stored = get_option( ORBIT_BLOCKS_CONNECTION_OPTION );
	if ( is_array( $stored ) && ! empty( $stored['isRegistered'] ) ) {
		return;
	}
	orbit_blocks_save_registration( orbit_blocks_new_registration( get_current_user_id() ) );
}

/** A registration of this site, owned by $owner_id when that user is an administrator. */
function orbit_blocks_new_registration( int $owner_id ): array {
	return array(
		'isRegistered' => true,
		'blogId'       => random_int( 100000000, 999999999 ),
		'ownerId'      => $owner_id && user_can( $owner_id, 'manage_options' ) ? $owner_id : 0,
	);
}

/**
 * An administrator of this site to own the connection when the registered
 * owner is gone (deleted, or no longer an administrator): the one with the
 * lowest id.
 */
function orbit_blocks_first_administrator(): int {
	$ids = get_users(
		array(
			'role__in' => array( 'administrator' ),
			'orderby'  => 'ID',
			'order'    => 'ASC',
			'number'   => 1,
			'fields'   => 'ID',
		)
	);
	return $ids ? (int) $ids[0] : 0;
}

/**
 * @return array{isRegistered: bool, blogId: int, ownerId: int}
 */
function orbit_blocks_site_registration(): array {
	$stored = get_option( ORBIT_BLOCKS_CONNECTION_OPTION );
	if ( false === $stored && orbit_blocks_connect_by_login() && ! orbit_blocks_offline_mode()['isActive'] ) {
		// Never registered (activated before this version, or a site of a
		// network-activated plugin): the site registers itself now. Only an
		// administrator's explicit disconnection (stored) keeps it off.
		$stored = orbit_blocks_new_registration( 0 );
		orbit_blocks_save_registration( $stored );
	}
	$stored = is_array( $stored ) ? $stored : array();
	if ( orbit_blocks_connect_by_login() && ! empty( $stored['isRegistered'] ) ) {
		$owner = isset( $stored['ownerId'] ) ? (int) $stored['ownerId'] : 0;
		if ( ! $owner || ! user_can( $owner, 'manage_options' ) ) {
			$stored['ownerId'] = orbit_blocks_first_administrator();
		}
	}
	return array(
		'isRegistered' => ! empty( $stored['isRegistered'] ),
		'blogId'       => isset( $stored['blogId'] ) ? (int) $stored['blogId'] : 0,
		'ownerId'      => isset( $stored['ownerId'] ) ? (int) $stored['ownerId'] : 0,
	);
}

function orbit_blocks_save_registration( array $registration ): void {
	update_option( ORBIT_BLOCKS_CONNECTION_OPTION, $registration, false );
}

/**
 * Offline mode: the site cannot reach the account service, so it cannot be
 * registered. On when ORBIT_BLOCKS_OFFLINE_MODE is true, or by filter.
 *
 * @return array{isActive: bool, reason: string|null}
 */
function orbit_blocks_offline_mode(): array {
	if ( defined( 'ORBIT_BLOCKS_OFFLINE_MODE' ) && ORBIT_BLOCKS_OFFLINE_MODE ) {
		return array(
			'isActive' => true,
			'reason'   => 'constant',
		);
	}
	if ( apply_filters( 'orbit_blocks_offline_mode', false ) ) {
		return array(
			'isActive' => true,
			'reason'   => 'filter',
		);
	}
	return array(
		'isActive' => false,
		'reason'   => null,
	);
}

/**
 * The account linked to a WordPress user, or null.
 *
 * @return array{ID: int, login: string, display_name: string}|null
 */
function orbit_blocks_provider_user( int $user_id ): ?array {
	if ( orbit_blocks_connect_by_login() ) {
		// Connected by being logged in: any user who can edit posts.
		$user = $user_id ? get_userdata( $user_id ) : false;
		return $user && user_can( $user, 'edit_posts' ) ? orbit_blocks_account_of( $user ) : null;
	}
	$linked = $user_id ? get_user_meta( $user_id, ORBIT_BLOCKS_PROVIDER_USER_META, true ) : null;
	return is_array( $linked ) && isset( $linked['ID'], $linked['login'] ) ? $linked : null;
}

/**
 * Whether the user may link their account now: an administrator always (the
 * first one to link becomes the connection owner); anyone else who edits
 * posts only once the site is connected with an owner (spec 1 section 1:
 * administrators connect the site, other users connect their own account).
 */
function orbit_blocks_user_may_link( WP_User $user ): bool {
	if ( user_can( $user, 'manage_options' ) ) {
		return true;
	}
	return user_can( $user, 'edit_posts' ) && orbit_blocks_connection_status()['hasConnectedOwner'];
}

/**
 * Links the user to an account on the account service. The local service
 * derives a stable account id and login from the WordPress user. Only an
 * administrator becomes the connection owner, when the site has none.
 */
function orbit_blocks_link_user( WP_User $user ): void {
	update_user_meta( $user->ID, ORBIT_BLOCKS_PROVIDER_USER_META, orbit_blocks_account_of( $user ) );
	$registration = orbit_blocks_site_registration();
	$owner_missing = ! $registration['ownerId'] || ! orbit_blocks_provider_user( $registration['ownerId'] );
	if ( $owner_missing && user_can( $user, 'manage_options' ) ) {
		$registration['ownerId'] = $user->ID;
		orbit_blocks_save_registration( $registration );
	}
}

/**
 * The account the local service keeps for a WordPress user: a stable id
 * and login derived from the user.
 *
 * @return array{ID: int, login: string, display_name: string}
 */
function orbit_blocks_account_of( WP_User $user ): array {
	return array(
		'ID'           => 100000 + $user->ID,
		'login'        => $user->user_login,
		'display_name' => $user->display_name,
	);
}

function orbit_blocks_unlink_user( int $user_id ): void {
	delete_user_meta( $user_id, ORBIT_BLOCKS_PROVIDER_USER_META );
	$registration = orbit_blocks_site_registration();
	if ( $registration['ownerId'] === $user_id ) {
		$registration['ownerId'] = 0;
		orbit_blocks_save_registration( $registration );
	}
}

/**
 * An administrator disconnects the site. The registration is kept as "not
 * registered" (not deleted), so that a site whose users connect by being
 * logged in does not register itself again until an administrator
 * connects it.
 */
function orbit_blocks_disconnect_site(): void {
	orbit_blocks_save_registration(
		array(
			'isRegistered' => false,
			'blogId'       => 0,
			'ownerId'      => 0,
		)
	);
	delete_metadata( 'user', 0, ORBIT_BLOCKS_PROVIDER_USER_META, '', true );
}

/**
 * The connection status of spec 1 section 3, for the current user.
 *
 * @return array<string, mixed>
 */
function orbit_blocks_connection_status(): array {
	$registration = orbit_blocks_site_registration();
	$has_owner    = $registration['isRegistered']
		&& $registration['ownerId']
		&& null !== orbit_blocks_provider_user( $registration['ownerId'] );
	$errors       = array();
	if ( $registration['isRegistered'] && ! $has_owner ) {
		$errors[] = array(
			'code'    => 'missing_owner',
			'message' => __( 'The site is registered but no user account is connected as its owner. Features that act for the site stay off until an administrator connects their account.', 'orbit-blocks' ),
		);
	}
	return array(
		'isActive'          => $registration['isRegistered'] && $has_owner,
		'isRegistered'      => $registration['isRegistered'],
		'isUserConnected'   => $registration['isRegistered'] && null !== orbit_blocks_provider_user( get_current_user_id() ),
		'hasConnectedOwner' => (bool) $has_owner,
		'offlineMode'       => orbit_blocks_offline_mode(),
		'connectionErrors'  => $errors,
		// Users are connected by being logged in (no account to link or unlink).
		'connectedByLogin'  => orbit_blocks_connect_by_login(),
	);
}

/**
 * Where the current user approves the connection (the development stand-in,
 * stand-ins/account-approval.php), which sends them back to $redirect_uri; where users
 * are connected by login, $redirect_uri itself.
 */
function orbit_blocks_authorize_url( string $redirect_uri ): string {
	if ( orbit_blocks_connect_by_login() ) {
		// Nothing to approve: straight back.
		return wp_validate_redirect( $redirect_uri, admin_url() );
	}
	return add_query_arg(
		array(
			'action'       => 'orbit_blocks_authorize',
			'redirect_uri' => rawurlencode( $redirect_uri ),
		),
		admin_url( 'admin-post.php' )
	);
}
