<?php
/**
 * The capabilities of the plugin's site-wide records: membership and
 * donation products (orbit_member_plan), newsletter subscribers
 * (orbit_mc_subscriber) and Stripe payment events (orbit_stripe_event).
 * They are not shown in wp-admin or REST, but WordPress's generic post
 * APIs reach any registered post type (XML-RPC's wp.getPosts, wp.getPost,
 * wp.newPost, wp.editPost, wp.deletePost, metaWeblog.*, blogger.*): with
 * the default capability_type "post" an editor could list every
 * subscriber's e-mail address and edit or delete products and payment
 * records, and an author could publish products. Every capability of these
 * types, primitive and (through map_meta_cap) meta, is manage_options, as
 * the plugin's own routes for them are (docs/security.md, "Capabilities").
 *
 * Simple-payments products (jp_pay_product) keep WordPress's post
 * capabilities: authors create and publish their own in the editor (spec 2,
 * "Simple payments"), editors edit everyone's, as for posts
 * (includes/rest/simple-payments.php).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * The register_post_type() capabilities of a type only administrators
 * reach: every primitive capability WordPress maps a post type's meta
 * capabilities (edit_post, read_post, delete_post) to, as manage_options.
 * Use with a capability_type of the type's own and map_meta_cap true.
 *
 * @return array<string, string>
 */
function orbit_blocks_admin_only_capabilities(): array {
	$primitive = array(
		'read',
		'create_posts',
		'edit_posts',
		'edit_others_posts',
		'edit_private_posts',
		'edit_published_posts',
		'publish_posts',
		'read_private_posts',
		'delete_posts',
		'delete_others_posts',
		'delete_private_posts',
		'delete_published_posts',
	);
	return array_fill_keys( $primitive, 'manage_options' );
}
