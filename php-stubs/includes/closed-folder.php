<?php
/**
 * Folders of files that the site serves itself, or never, and that no web
 * server may serve directly (docs/security.md): visitors' form files
 * (contact-form/file-upload.php), private videos (video/private.php) and
 * partial uploads (video-uploads/store.php).
 *
 * - Where: the folder a wp-config.php constant names (best outside the web
 *   root), else a folder of the uploads folder whose name no one can guess
 *   (<prefix>-<32 random hex>, chosen once a site and kept in an option).
 * - Closed: deny-all rules for Apache (.htaccess, its text the caller's) and
 *   IIS (web.config) and an empty index.php. nginx needs a rule of its own
 *   (docs/providers.md).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * The folder a wp-config.php constant names (no trailing slash), or '' when
 * the constant is not defined or is not a path.
 */
function orbit_blocks_folder_from_constant( string $constant ): string {
	if ( ! defined( $constant ) ) {
		return '';
	}
	$dir = constant( $constant );
	return is_string( $dir ) && '' !== $dir ? untrailingslashit( wp_normalize_path( $dir ) ) : '';
}

/**
 * A folder of the uploads folder named <prefix>-<32 random hex> (no
 * trailing slash), without making it. The name is chosen the first time and
 * kept in $option (a stored name of another form is replaced); '' when the
 * uploads folder is unusable or the name could not be kept.
 *
 * @param string    $prefix   The folder name's fixed part.
 * @param string    $option   The option that keeps the name.
 * @param bool|null $autoload add_option()'s autoload for the option (null: WordPress decides).
 */
function orbit_blocks_unguessable_uploads_folder( string $prefix, string $option, ?bool $autoload = null ): string {
	$uploads = wp_upload_dir( null, false );
	if ( ! empty( $uploads['error'] ) ) {
		return '';
	}
	$pattern = '/^' . preg_quote( $prefix, '/' ) . '-[0-9a-f]{32}$/';
	$folder  = (string) get_option( $option, '' );
	if ( ! preg_match( $pattern, $folder ) ) {
		$chosen = $prefix . '-' . bin2hex( random_bytes( 16 ) );
		if ( '' === $folder ) {
			// Of two requests choosing at once, the first one's name is kept.
			add_option( $option, $chosen, '', $autoload );
		} else {
			update_option( $option, $chosen, $autoload );
		}
		wp_cache_delete( $option, 'options' );
		$folder = (string) get_option( $option, '' );
		if ( ! preg_match( $pattern, $folder ) ) {
			return '';
		}
	}
	return untrailingslashit( wp_normalize_path( $uploads['basedir'] ) ) . '/' . $folder;
}

/**
 * Makes $dir when missing, with what keeps it closed: .htaccess ($htaccess,
 * the caller's Apache rules), web.config and an empty index.php, each
 * written once. Outside the web root these change nothing; inside it they
 * close the folder wherever the server reads them.
 *
 * @return bool Whether the folder is there.
 */
function orbit_blocks_make_closed_folder( string $dir, string $htaccess ): bool {
	if ( '' === $dir || ! wp_mkdir_p( $dir ) ) {
		return false;
	}
	$guards = array(
		'.htaccess'  => $htaccess,
		'web.config' => "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<configuration><system.webServer><authorization><deny users=\"*\" /></authorization></system.webServer></configuration>\n",
		'index.php'  => "<?php\n// Silence.\n",
	);
	foreach ( $guards as $name => $content ) {
		if ( ! file_exists( "$dir/$name" ) ) {
			file_put_contents( "$dir/$name", $content ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- three small fixed files.
		}
	}
	return true;
}
