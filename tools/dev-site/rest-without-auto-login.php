<?php
/**
 * Must-use plugin of the development and test sites only (tools/wp-server.mjs
 * mounts this folder as wp-content/mu-plugins; the shipped plugin never has
 * it).
 *
 * `npm start` runs Playground with auto-login: on `init` it logs in any
 * request that lacks its cookie `playground_auto_login_already_happened` and
 * redirects it to the same address. It means to skip REST requests, but
 * REST_REQUEST is defined only after `init`, so REST requests are redirected
 * too. A browser request with cookies follows once and passes. A request
 * made without credentials never does: the redirect repeats until the
 * browser gives up (ERR_TOO_MANY_REDIRECTS). The video block's public video
 * API (a stand-in on this site under `npm start`), the newsletter signup, and
 * a server's own calls hit this. REST requests here carry their own
 * authentication (nonce, secret or none), so auto-login is not for them: this
 * marks them as already handled, before Playground's `init` hook runs.
 *
 * Why: docs/decisions.md, "Must-use plugins on the development sites".
 *
 * @package OrbitBlocks
 */

$orbit_blocks_request_uri = isset( $_SERVER['REQUEST_URI'] ) ? (string) $_SERVER['REQUEST_URI'] : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
if (
	0 === strpos( wp_parse_url( $orbit_blocks_request_uri, PHP_URL_PATH ) ?? '', '/wp-json/' ) ||
	isset( $_GET['rest_route'] ) // phpcs:ignore WordPress.Security.NonceVerification.Recommended
) {
	$_COOKIE['playground_auto_login_already_happened'] = '1';
}
unset( $orbit_blocks_request_uri );
