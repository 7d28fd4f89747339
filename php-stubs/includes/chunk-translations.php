<?php
/**
 * The translations of the editor's on-demand chunks (build/chunks/*.js).
 *
 * WordPress keeps one translation file a script file
 * (languages/plugins/orbit-blocks-<locale>-<md5 of the file's path>.json, as
 * language packs write them), but it only prints those of the scripts it
 * enqueues, and webpack loads the chunks itself, when a block or panel
 * first needs them. So each chunk is registered as a script (never
 * enqueued: registering costs nothing and keeps the chunks lazy), WordPress
 * finds its translation file (load_script_textdomain), and the strings go
 * into the editor's text domain before editor.js runs, the same way
 * WordPress hands a script its translations (wp.i18n.setLocaleData, which
 * merges). A chunk then finds its strings translated whenever it loads.
 *
 * Why: docs/decisions.md, "On-demand chunks get their translations as scripts WordPress knows".
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers each chunk of the build as a script and returns the script that
 * hands their translations to wp.i18n ('' when the user's locale has none).
 */
function orbit_blocks_chunk_translations_script(): string {
	$chunks = glob( ORBIT_BLOCKS_BUILD_DIR . '/chunks/*.js' );
	$script = '';
	foreach ( $chunks ? $chunks : array() as $file ) {
		$name   = basename( $file );
		$handle = 'orbit-blocks-chunk-' . sanitize_key( basename( $name, '.js' ) );
		wp_register_script( $handle, ORBIT_BLOCKS_BUILD_URL . '/chunks/' . $name, array( 'wp-i18n' ), null, true );
		$json = load_script_textdomain( $handle, 'orbit-blocks' );
		if ( ! $json ) {
			continue;
		}
		$translations = json_decode( $json, true );
		$messages     = $translations['locale_data']['orbit-blocks'] ?? $translations['locale_data']['messages'] ?? null;
		if ( ! is_array( $messages ) ) {
			continue;
		}
		$messages['']['domain'] = 'orbit-blocks';
		$script                .= 'wp.i18n.setLocaleData( ' . wp_json_encode( $messages ) . ", 'orbit-blocks' );\n";
	}
	return $script;
}

/**
 * Adds the chunks' translations before the script `$handle` (which must
 * depend on wp-i18n).
 */
function orbit_blocks_add_chunk_translations( string $handle ): void {
	$script = orbit_blocks_chunk_translations_script();
	if ( '' !== $script ) {
		wp_add_inline_script( $handle, $script, 'before' );
	}
}
