<?php
/**
 * What the pop-up pages of a provider's connection have in common (the real
 * adapters' OAuth returns, includes/adapters/instagram.php and
 * google-photos.php, and the development stand-ins of the consent pages,
 * stand-ins/instagram-consent.php and google-photos-consent.php): the page
 * (local-page.php) in the provider's colours, the Approve and Cancel
 * buttons, and the message that hands the new connection to the editor that
 * opened the pop-up (shared/popup-auth).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/local-page.php';

/**
 * Sends the headers and prints the page up to its heading, in the
 * provider's colours.
 *
 * @param string                $title  The page's title and heading, translated.
 * @param array<string, string> $colors The provider's palette: background, text, border, accent, problem, note.
 * @param int                   $status The HTTP status.
 */
function orbit_blocks_consent_page_open( string $title, array $colors, int $status ): void {
	orbit_blocks_local_page_start( $title, $status );
	$palette = '';
	foreach ( $colors as $name => $color ) {
		// Hex colours from the calling page; anything else is dropped.
		if ( preg_match( '/^#[0-9a-f]{3,8}$/i', $color ) ) {
			$palette .= '--consent-' . sanitize_key( $name ) . ': ' . $color . '; ';
		}
	}
	?>
	<style>
		:root { <?php echo esc_html( $palette ); ?>}
		body { font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif; background: var(--consent-background); color: var(--consent-text); margin: 0; }
		main { max-width: 420px; margin: 48px auto; background: #fff; border: 1px solid var(--consent-border); border-radius: 8px; padding: 32px; }
		h1 { font-size: 22px; margin: 0 0 12px; }
		label { display: block; font-weight: 600; margin: 16px 0 4px; }
		input[type="text"] { box-sizing: border-box; width: 100%; padding: 8px 10px; font-size: 15px; border: 1px solid var(--consent-border); border-radius: 4px; }
		.actions { display: flex; gap: 12px; align-items: center; margin-top: 24px; }
		button { border: 0; border-radius: 4px; padding: 10px 20px; font-size: 15px; cursor: pointer; }
		.approve { background: var(--consent-accent); color: #fff; }
		.cancel { background: none; color: var(--consent-accent); }
		.problem { color: var(--consent-problem); }
		.note { color: var(--consent-note); font-size: 13px; }
	</style>
	<?php
	orbit_blocks_local_page_body( $title );
}

/**
 * Says the account is connected and posts { keyring_id } to the editor that
 * opened the window (same origin only), then closes the window.
 */
function orbit_blocks_consent_page_connected( int $keyring_id ): void {
	?>
	<p><?php esc_html_e( 'Connected. You can close this window.', 'orbit-blocks' ); ?></p>
	<script>
		( function () {
			var message = <?php echo wp_json_encode( array( 'keyring_id' => $keyring_id ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT ); ?>;
			if ( window.opener ) {
				window.opener.postMessage( message, window.location.origin );
			}
			// The editor closes the window when it has the message; this is the fallback.
			window.setTimeout( function () { window.close(); }, 1000 );
		} )();
	</script>
	<?php
}

/** The Approve and Cancel buttons of the consent form. */
function orbit_blocks_consent_page_actions(): void {
	?>
	<div class="actions">
		<button type="submit" class="approve"><?php esc_html_e( 'Approve', 'orbit-blocks' ); ?></button>
		<button type="button" class="cancel" onclick="window.close()"><?php esc_html_e( 'Cancel', 'orbit-blocks' ); ?></button>
	</div>
	<?php
}

/** Prints a problem on the page (an alert, escaped). */
function orbit_blocks_consent_page_problem( string $problem ): void {
	?>
	<p class="problem" role="alert"><?php echo esc_html( $problem ); ?></p>
	<?php
}
