<?php
/**
 * On a user's profile (Users → Edit user), an administrator can turn AI off
 * for that user: the user meta orbit_blocks_ai_off (includes/ai/policy.php).
 * The user then reads, in the editor, that an administrator turned AI off
 * for their account. Shown only to users who may manage options, for users
 * who can edit posts; saved by WordPress's own profile form (its nonce is
 * checked before the update hook runs).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

function orbit_blocks_ai_profile_field( WP_User $user ): void {
	if ( ! current_user_can( 'manage_options' ) || ! user_can( $user, 'edit_posts' ) ) {
		return;
	}
	$off = (bool) get_user_meta( $user->ID, ORBIT_BLOCKS_AI_OFF_META, true );
	?>
	<h2><?php esc_html_e( 'Orbit Blocks', 'orbit-blocks' ); ?></h2>
	<table class="form-table" role="presentation">
		<tr>
			<th scope="row"><?php esc_html_e( 'AI Assistant', 'orbit-blocks' ); ?></th>
			<td>
				<label for="orbit-blocks-ai-off">
					<input type="checkbox" name="orbit_blocks_ai_off" id="orbit-blocks-ai-off" value="1" <?php checked( $off ); ?>>
					<?php esc_html_e( 'Turn AI off for this user', 'orbit-blocks' ); ?>
				</label>
				<p class="description"><?php esc_html_e( 'Who may use AI and how much is set in Settings → Orbit Blocks.', 'orbit-blocks' ); ?></p>
			</td>
		</tr>
	</table>
	<?php
}

function orbit_blocks_ai_profile_save( int $user_id ): void {
	if ( ! current_user_can( 'manage_options' ) || ! current_user_can( 'edit_user', $user_id ) ) {
		return;
	}
	// phpcs:ignore WordPress.Security.NonceVerification -- user-edit.php checked update-user_<id> before this hook.
	if ( ! empty( $_POST['orbit_blocks_ai_off'] ) ) {
		update_user_meta( $user_id, ORBIT_BLOCKS_AI_OFF_META, 1 );
	} else {
		delete_user_meta( $user_id, ORBIT_BLOCKS_AI_OFF_META );
	}
}

add_action( 'edit_user_profile', 'orbit_blocks_ai_profile_field' );
add_action( 'show_user_profile', 'orbit_blocks_ai_profile_field' );
add_action( 'edit_user_profile_update', 'orbit_blocks_ai_profile_save' );
add_action( 'personal_options_update', 'orbit_blocks_ai_profile_save' );
