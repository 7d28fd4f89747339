<?php
/**
 * Stand-in for Instagram (the Instagram gallery's accounts, which a site
 * connects through Instagram's login once instagram_app_id and
 * instagram_app_secret are set; includes/rest/instagram-gallery.php,
 * includes/adapters/instagram.php):
 *
 * - Instagram's consent page: admin-post.php?action=orbit_blocks_instagram_connect,
 *   opened by the editor in a 700 by 700 pop-up (spec 2 "Instagram
 *   gallery"; shared/popup-auth) through the connect-url route. GET shows
 *   the account to connect (a username, prefilled from the WordPress user);
 *   POST (Approve) stores the connection (includes/rest/instagram-gallery.php),
 *   then posts { keyring_id } to the editor that opened the window (same
 *   origin only) and closes. It lives in admin-post.php, so only logged-in
 *   users reach it; it also needs the right to edit posts and the user's
 *   account on the account service, like the routes.
 * - The account's posts: the site's own media library (the newest images,
 *   leaving out those attached to posts that are not public), for every
 *   account connected here; the gallery route and the server render
 *   (blocks/instagram-gallery/render.php) show them.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/includes/consent-page.php';

const ORBIT_BLOCKS_INSTAGRAM_CONNECT_ACTION = 'orbit_blocks_instagram_connect';

// Without the Instagram app, the editor's "connect" opens this page.
add_filter(
	'orbit_blocks_instagram_connect_url',
	static fn(): string => orbit_blocks_local_page_url( ORBIT_BLOCKS_INSTAGRAM_CONNECT_ACTION )
);

// The media library stands in for every connected account's posts.
add_filter(
	'orbit_blocks_instagram_stand_in_images',
	static fn( $images, int $count ): array => orbit_blocks_instagram_images( $count ),
	10,
	2
);

/** The WordPress login as an Instagram-style username (a proposal the user may change). */
function orbit_blocks_instagram_suggested_username( WP_User $user ): string {
	$name = substr( (string) preg_replace( '/[^a-z0-9._]/', '', strtolower( $user->user_login ) ), 0, 30 );
	return '' !== $name ? $name : 'orbit.blocks';
}

/**
 * Prints the page: the form, a problem, or (with $keyring_id) the message to
 * the opener.
 */
function orbit_blocks_instagram_render_connect_page( string $username, ?string $problem, int $keyring_id = 0, int $status = 200 ): void {
	orbit_blocks_instagram_page_open( $status );
	if ( $keyring_id ) {
		orbit_blocks_consent_page_connected( $keyring_id );
		orbit_blocks_local_page_end();
		return;
	}
	if ( $problem ) {
		orbit_blocks_consent_page_problem( $problem );
	}
	if ( null === $problem || 400 === $status ) {
		?>
		<p>
			<?php
			/* translators: %s: the site's name */
			echo esc_html( sprintf( __( '%s asks to show the images of your Instagram account.', 'orbit-blocks' ), get_bloginfo( 'name' ) ) );
			?>
		</p>
		<?php orbit_blocks_local_page_form_open( ORBIT_BLOCKS_INSTAGRAM_CONNECT_ACTION ); ?>
			<label for="orbit-instagram-username"><?php esc_html_e( 'Instagram username', 'orbit-blocks' ); ?></label>
			<input type="text" id="orbit-instagram-username" name="username" value="<?php echo esc_attr( $username ); ?>" maxlength="30" pattern="[A-Za-z0-9._]{1,30}" required>
			<p class="note"><?php esc_html_e( 'This is the local stand-in for Instagram in the development environment: the account shows the images of this site\'s media library.', 'orbit-blocks' ); ?></p>
			<?php orbit_blocks_consent_page_actions(); ?>
		</form>
		<?php
	}
	orbit_blocks_local_page_end();
}

function orbit_blocks_instagram_handle_connect(): void {
	$user = wp_get_current_user();
	if ( ! current_user_can( 'edit_posts' ) ) {
		orbit_blocks_instagram_render_connect_page( '', __( 'Your user cannot connect an Instagram account on this site.', 'orbit-blocks' ), 0, 403 );
		exit;
	}
	if ( ! orbit_blocks_instagram_user_connected() ) {
		orbit_blocks_instagram_render_connect_page( '', __( 'Connect your account to the account service before connecting an Instagram account.', 'orbit-blocks' ), 0, 403 );
		exit;
	}
	if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) ) {
		orbit_blocks_instagram_render_connect_page( orbit_blocks_instagram_suggested_username( $user ), null );
		exit;
	}

	check_admin_referer( ORBIT_BLOCKS_INSTAGRAM_CONNECT_ACTION );
	$username = isset( $_POST['username'] ) ? trim( sanitize_text_field( wp_unslash( (string) $_POST['username'] ) ) ) : '';
	if ( ! orbit_blocks_instagram_is_username( $username ) ) {
		orbit_blocks_instagram_render_connect_page(
			orbit_blocks_instagram_suggested_username( $user ),
			__( 'An Instagram username has up to 30 letters, digits, dots and underscores.', 'orbit-blocks' ),
			0,
			400
		);
		exit;
	}
	$keyring_id = orbit_blocks_instagram_add_connection( $user->ID, $username );
	orbit_blocks_instagram_render_connect_page( $username, null, $keyring_id );
	exit;
}

/**
 * The newest images of the media library, as the gallery shows them: url
 * (a mid-size rendition), title (the caption, else the title, plain text)
 * and link (the full-size file). Images attached to a post that visitors
 * cannot see (a draft, a private post) are left out.
 *
 * @return array<int, array{url: string, title: string, link: string}>
 */
function orbit_blocks_instagram_images( int $count ): array {
	$count  = max( 1, min( ORBIT_BLOCKS_INSTAGRAM_MAX_POSTS, $count ) );
	$images = array();
	$page   = 1;
	do {
		$attachments = get_posts(
			array(
				'post_type'        => 'attachment',
				'post_status'      => 'inherit',
				'post_mime_type'   => 'image',
				'orderby'          => array(
					'date' => 'DESC',
					'ID'   => 'DESC',
				),
				'posts_per_page'   => 50,
				'paged'            => $page,
				'suppress_filters' => false,
			)
		);
		foreach ( $attachments as $attachment ) {
			if ( $attachment->post_parent && 'publish' !== get_post_status( $attachment->post_parent ) ) {
				continue;
			}
			$full = wp_get_attachment_url( $attachment->ID );
			$url  = wp_get_attachment_image_url( $attachment->ID, 'medium_large' );
			$url  = $url ? $url : $full;
			if ( ! $url || ! $full ) {
				continue;
			}
			$title    = '' !== trim( $attachment->post_excerpt ) ? $attachment->post_excerpt : $attachment->post_title;
			$images[] = array(
				'url'   => esc_url_raw( $url, array( 'http', 'https' ) ),
				'title' => trim( html_entity_decode( wp_strip_all_tags( $title ), ENT_QUOTES, get_bloginfo( 'charset' ) ) ),
				'link'  => esc_url_raw( $full, array( 'http', 'https' ) ),
			);
			if ( count( $images ) >= $count ) {
				break 2;
			}
		}
		++$page;
	} while ( count( $attachments ) === 50 );
	return $images;
}

add_action( 'admin_post_' . ORBIT_BLOCKS_INSTAGRAM_CONNECT_ACTION, 'orbit_blocks_instagram_handle_connect' );
