<?php
/**
 * WordPress's own code for the PHP unit tests: the files of the WordPress
 * 6.8 the e2e sites run (.cache/wordpress, mounted at /wordpress by
 * run-php.mjs) that work without a database, loaded in wp-settings.php's
 * order. Tests then call the real hooks, escaping, sanitizing, kses, URL
 * parsing, translation functions, WP_Error and HTML API instead of
 * hand-written stand-ins; what needs the database (options, users, posts,
 * capabilities) is the test's own stand-in, and behaviour that needs it for
 * real belongs in an e2e test (docs/testing.md, "PHP tests").
 *
 * @package OrbitBlocks
 */

define( 'ABSPATH', '/wordpress/' );
define( 'WPINC', 'wp-includes' );

foreach ( array(
	'compat',
	'load',
	'plugin',
	'cache',
	'class-wp-list-util',
	'class-wp-token-map',
	'formatting',
	'functions',
	'class-wp-error',
	'pomo/mo',
	'l10n/class-wp-translation-controller',
	'l10n/class-wp-translations',
	'l10n/class-wp-translation-file',
	'l10n/class-wp-translation-file-mo',
	'l10n/class-wp-translation-file-php',
	'l10n',
	'kses',
	'http',
	'html-api/html5-named-character-references',
	'html-api/class-wp-html-attribute-token',
	'html-api/class-wp-html-span',
	'html-api/class-wp-html-doctype-info',
	'html-api/class-wp-html-text-replacement',
	'html-api/class-wp-html-decoder',
	'html-api/class-wp-html-tag-processor',
) as $orbit_blocks_wp_file ) {
	require_once ABSPATH . WPINC . '/' . $orbit_blocks_wp_file . '.php';
}

// Options live in the object cache (no database): the ones core reads,
// and whatever a test sets with orbit_blocks_test_options(). An option
// that is not there is missing: $wpdb finds no row.
wp_cache_init();
wp_cache_add(
	'alloptions',
	array(
		'blog_charset' => 'UTF-8',
		'home'         => 'http://example.org',
		'siteurl'      => 'http://example.org',
	),
	'options'
);
$GLOBALS['wpdb'] = new class() {
	public $options = 'wp_options';
	public function prepare( $query, ...$args ) {
		return $query;
	}
	public function get_row() {
		return null;
	}
	public function suppress_errors() {
		return false;
	}
};

/** Sets options for the code under test, as a site's database would hold them. */
function orbit_blocks_test_options( array $options ): void {
	wp_cache_set( 'alloptions', array_merge( wp_load_alloptions(), $options ), 'options' );
}

// No translation files: every text domain answers the English text, as a
// site without translations does (no textdomain registry to look them up).
$GLOBALS['l10n'] = array(
	'default'      => new NOOP_Translations(),
	'orbit-blocks' => new NOOP_Translations(),
);
