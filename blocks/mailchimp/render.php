<?php
/**
 * Server render of jetpack/mailchimp (spec 2 "Newsletter signup form"): the
 * visitors' form. The e-mail field, the inner submit button (the rendered inner block), the
 * consent text, hidden fields naming the post and the form (the route takes
 * the groups and the signup location from the saved block), a honeypot
 * field, and the three notifications (processing and success with the status role, error with the alert role), hidden until view.ts
 * shows them. The form posts to the local provider's signup route
 * (includes/rest/mailchimp.php). Nothing is shown while the site has no
 * newsletter connection.
 *
 * The texts the author left as they were (unset attributes: block.json has
 * no defaults for them) are translated here, for the visitor; the editor
 * shows the same defaults (blocks/mailchimp/default-texts.ts).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

if ( ! orbit_blocks_mailchimp_connection() ) {
	return;
}
$text = static function ( string $key, string $fallback ) use ( $attributes ): string {
	return isset( $attributes[ $key ] ) && is_string( $attributes[ $key ] ) ? $attributes[ $key ] : $fallback;
};
$post_id   = isset( $block->context['postId'] ) ? (int) $block->context['postId'] : (int) get_the_ID();
$notice    = static function ( string $kind, string $role, string $label ): string {
	return sprintf(
		'<div class="wp-block-jetpack-mailchimp_notification wp-block-jetpack-mailchimp_%1$s" role="%2$s" hidden>%3$s</div>',
		esc_attr( $kind ),
		esc_attr( $role ),
		esc_html( $label )
	);
};
$placeholder = $text( 'emailPlaceholder', __( 'Enter your email', 'orbit-blocks' ) );

$form  = sprintf(
	'<form class="wp-block-jetpack-mailchimp_form" action="%1$s" method="post" novalidate>',
	esc_url( rest_url( ORBIT_BLOCKS_NS_WPCOM . '/mailchimp/subscribe' ) )
);
$form .= sprintf(
	'<p><input class="wp-block-jetpack-mailchimp_text-input" type="email" name="email" required placeholder="%1$s" aria-label="%1$s" autocomplete="email"></p>',
	esc_attr( $placeholder )
);
$form .= '<p class="wp-block-jetpack-mailchimp_website" aria-hidden="true" style="position:absolute;left:-9999px"><input type="text" name="website" tabindex="-1" autocomplete="off"></p>';
// The groups and the signup location stay on the server: the sign-up names
// this form, and the route reads them from the saved block
// (includes/mailchimp-forms.php).
$form .= sprintf( '<input type="hidden" name="form" value="%s">', esc_attr( orbit_blocks_mailchimp_form_key( $attributes ) ) );
$form .= sprintf( '<input type="hidden" name="post_id" value="%d">', $post_id );
$form   .= '<div class="wp-block-jetpack-mailchimp_button">' . orbit_blocks_inner_blocks_html( $block ) . '</div>';
$consent = $text( 'consentText', __( 'By clicking submit, you agree to share your email address with the site owner and Mailchimp to receive marketing, updates, and other emails from the site owner. Use the unsubscribe link in those emails to opt out at any time.', 'orbit-blocks' ) );
$form   .= '<p class="wp-block-jetpack-mailchimp_consent-text">' . wp_kses_post( $consent ) . '</p>';
$form .= '</form>';
$form .= $notice( 'processing', 'status', $text( 'processingLabel', __( 'Processing…', 'orbit-blocks' ) ) );
$form .= $notice( 'success', 'status', $text( 'successLabel', __( "Success! You're on the list.", 'orbit-blocks' ) ) );
$form .= $notice( 'error', 'alert', $text( 'errorLabel', __( "Whoops! There was an error and we couldn't process your subscription. Please reload the page and try again.", 'orbit-blocks' ) ) );

// The view script posts only forms this render made, to the address it
// gets from the server (a form typed into a post could name any host).
$render = orbit_blocks_view_render(
	$block,
	'orbitBlocksMailchimpView',
	array( 'endpoint' => rest_url( ORBIT_BLOCKS_NS_WPCOM . '/mailchimp/subscribe' ) )
);
printf(
	'<div %1$s>%2$s</div>',
	get_block_wrapper_attributes( array( ORBIT_BLOCKS_RENDER_ATTRIBUTE => $render ) ),
	$form
);
