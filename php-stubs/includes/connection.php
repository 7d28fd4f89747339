<?php
/**
 * The site's connection to the (local) account service, kept in WordPress:
 * the option orbit_blocks_connection holds the site registration (blog id,
 * owner) and the user meta orbit_blocks_provider_user links a WordPress user
 * to their account. The REST routes (rest/connection.php), the authorization
 * page (authorize-page.php) and the editor state all read it through here.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_CONNECTION_OPTION = 'orbit_blocks_connection';
const ORBIT_BLOCKS_PROVIDER_USER_META = 'orbit_blocks_provider_user';
/** The action of the nonce that connection/register checks. */
const ORBIT_BLOCKS_REGISTRATION_NONCE = 'orbit-blocks-registration';

/**
 * @return array{isRegistered: bool, blogId: int, ownerId: int}
 */
function orbit_blocks_site_registration(): array {
	$stored = get_option( ORBIT_BLOCKS_CONNECTION_OPTION, array() );
	$stored = is_array( $stored ) ? $stored : array();
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
	update_user_meta(
		$user->ID,
		ORBIT_BLOCKS_PROVIDER_USER_META,
		array(
			'ID'           => 100000 + $user->ID,
			'login'        => $user->user_login,
			'display_name' => $user->display_name,
		)
	);
	$registration = orbit_blocks_site_registration();
	$owner_missing = ! $registration['ownerId'] || ! orbit_blocks_provider_user( $registration['ownerId'] );
	if ( $owner_missing && user_can( $user, 'manage_options' ) ) {
		$registration['ownerId'] = $user->ID;
		orbit_blocks_save_registration( $registration );
	}
}

function orbit_blocks_unlink_user( int $user_id ): void {
	delete_user_meta( $user_id, ORBIT_BLOCKS_PROVIDER_USER_META );
	$registration = orbit_blocks_site_registration();
	if ( $registration['ownerId'] === $user_id ) {
		$registration['ownerId'] = 0;
		orbit_blocks_save_registration( $registration );
	}
}

function orbit_blocks_disconnect_site(): void {
	delete_option( ORBIT_BLOCKS_CONNECTION_OPTION );
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
	);
}

/**
 * Where the current user approves the connection (authorize-page.php); it
 * sends them back to $redirect_uri.
 */
function orbit_blocks_authorize_url( string $redirect_uri ): string {
	return add_query_arg(
		array(
			'action'       => 'orbit_blocks_authorize',
			'redirect_uri' => rawurlencode( $redirect_uri ),
		),
		admin_url( 'admin-post.php' )
	);
}
