<?php
/**
 * The frame of the local stand-in pages (the account service's
 * authorization page, the payment account page, the plan checkout, and the
 * providers' consent pages in consent-page.php): their addresses, the
 * headers, the document around the content, and the WordPress-like look of
 * the service pages.
 *
 * A page calls orbit_blocks_local_page_start(), prints its styles (for
 * example orbit_blocks_service_page_styles()), then
 * orbit_blocks_local_page_body(), its content, and orbit_blocks_local_page_end().
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * The address of a local page, served by admin-post.php under $action, with
 * $args in its query: each URL-encoded, an empty one left out.
 *
 * @param string                $action The page's admin-post action.
 * @param array<string, string> $args   More query arguments.
 */
function orbit_blocks_local_page_url( string $action, array $args = array() ): string {
	$query = array( 'action' => $action );
	foreach ( $args as $name => $value ) {
		if ( '' !== $value ) {
			$query[ $name ] = rawurlencode( $value );
		}
	}
	return add_query_arg( $query, admin_url( 'admin-post.php' ) );
}

/**
 * Sends the status and headers and opens the document's head.
 *
 * @param string $title  The page's title, translated.
 * @param int    $status The HTTP status.
 */
function orbit_blocks_local_page_start( string $title, int $status ): void {
	status_header( $status );
	nocache_headers();
	header( 'Content-Type: text/html; charset=utf-8' );
	?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="utf-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<meta name="robots" content="noindex">
	<title><?php echo esc_html( $title ); ?></title>
	<?php
}

/** Closes the head and opens the page's frame with its heading. */
function orbit_blocks_local_page_body( string $heading ): void {
	?>
</head>
<body>
<main>
	<h1><?php echo esc_html( $heading ); ?></h1>
	<?php
}

/**
 * Opens a form that posts to admin-post.php for $action: the action, the
 * hidden fields $hidden (name => value) and the action's nonce. The caller
 * prints the rest (fields, buttons) and closes the form.
 *
 * @param string                $action The admin-post action, also the nonce's.
 * @param array<string, string> $hidden Hidden fields sent back with the form.
 * @param string                $class  The form's class ('' for none).
 */
function orbit_blocks_local_page_form_open( string $action, array $hidden = array(), string $class = '' ): void {
	?>
	<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>"<?php echo '' !== $class ? ' class="' . esc_attr( $class ) . '"' : ''; ?>>
		<input type="hidden" name="action" value="<?php echo esc_attr( $action ); ?>">
		<?php foreach ( $hidden as $name => $value ) : ?>
			<input type="hidden" name="<?php echo esc_attr( $name ); ?>" value="<?php echo esc_attr( $value ); ?>">
		<?php endforeach; ?>
		<?php
		wp_nonce_field( $action );
}

/** Closes what orbit_blocks_local_page_start() and _body() opened. */
function orbit_blocks_local_page_end(): void {
	?>
</main>
</body>
</html>
	<?php
}

/** The look of the local services' pages: WordPress's admin colours. */
function orbit_blocks_service_page_styles(): void {
	?>
	<style>
		body { font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif; background: #f0f0f1; color: #1e1e1e; margin: 0; }
		main { max-width: 440px; margin: 12vh auto; background: #fff; border: 1px solid #dcdcde; border-radius: 4px; padding: 32px; }
		h1 { font-size: 22px; margin: 0 0 12px; }
		.account, .plan { background: #f6f7f7; border-radius: 4px; padding: 12px; margin: 16px 0; }
		.actions { display: flex; gap: 12px; align-items: center; margin-top: 24px; flex-wrap: wrap; }
		button { background: #3858e9; color: #fff; border: 0; border-radius: 2px; padding: 10px 20px; font-size: 15px; cursor: pointer; }
		button.is-destructive { background: #cc1818; }
		button.is-secondary { background: #fff; color: #3858e9; border: 1px solid #3858e9; }
		.problem { color: #cc1818; }
		.note { color: #757575; font-size: 13px; }
	</style>
	<?php
}
