<?php
/**
 * WordPress's own code for the PHP unit tests: the files of the WordPress
 * 6.8 the e2e sites run (.cache/wordpress, mounted at /wordpress by
 * run-php.mjs) that work without a database, listed in wp-settings.php's
 * order. Every PHP test requires it, so the code under test calls the real
 * hooks, escaping, sanitizing, kses, URLs (home_url, rest_url, admin_url),
 * translation functions, WP_Error, the HTML API, the HTTP API (a test
 * answers it through its pre_http_request filter), the REST server
 * (register_rest_route, rest_do_request), the block API (parse_blocks,
 * render_block, WP_Block, get_block_wrapper_attributes), shortcodes and
 * the pluggable functions (wp_salt from the keys below). The database is an
 * in-memory options table (options and transients); users, capabilities
 * and posts are a test's own stand-ins. Behaviour that needs a whole site
 * belongs in an e2e test (docs/testing.md, "PHP tests").
 *
 * Why: docs/decisions.md, "PHP tests load WordPress's own functions".
 *
 * @package OrbitBlocks
 */

define( 'ABSPATH', '/wordpress/' );
define( 'WPINC', 'wp-includes' );
// wp-config.php's keys and salts: wp_salt() reads these, not the database.
foreach ( array( 'AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE' ) as $orbit_blocks_wp_scheme ) {
	define( "{$orbit_blocks_wp_scheme}_KEY", "test {$orbit_blocks_wp_scheme} key" );
	define( "{$orbit_blocks_wp_scheme}_SALT", "test {$orbit_blocks_wp_scheme} salt" );
}

$orbit_blocks_wp_files = array(
	'version',
	'compat',
	'load',
	'default-constants',
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
	'general-template',
	'link-template',
	'class-wp-post',
	'rewrite',
	'class-wp-rewrite',
	'kses',
	'shortcodes',
	'http',
	'html-api/html5-named-character-references',
	'html-api/class-wp-html-attribute-token',
	'html-api/class-wp-html-span',
	'html-api/class-wp-html-doctype-info',
	'html-api/class-wp-html-text-replacement',
	'html-api/class-wp-html-decoder',
	'html-api/class-wp-html-tag-processor',
	'class-wp-http',
	'class-wp-http-streams',
	'class-wp-http-curl',
	'class-wp-http-proxy',
	'class-wp-http-cookie',
	'class-wp-http-encoding',
	'class-wp-http-response',
	'class-wp-http-requests-response',
	'class-wp-http-requests-hooks',
	'rest-api',
	'rest-api/class-wp-rest-server',
	'rest-api/class-wp-rest-response',
	'rest-api/class-wp-rest-request',
	'class-wp-block-type',
	'class-wp-block-styles-registry',
	'class-wp-block-type-registry',
	'class-wp-block',
	'class-wp-block-list',
	'class-wp-block-parser-block',
	'class-wp-block-parser-frame',
	'class-wp-block-parser',
	'blocks',
	'style-engine',
	'style-engine/class-wp-style-engine',
	'style-engine/class-wp-style-engine-css-declarations',
	'style-engine/class-wp-style-engine-css-rule',
	'style-engine/class-wp-style-engine-css-rules-store',
	'style-engine/class-wp-style-engine-processor',
	'class-wp-block-supports',
	'block-supports/generated-classname',
	// Last, as wp-settings.php loads it after the plugins: a test's own
	// stand-in of a pluggable function is defined before this file is required.
	'pluggable',
);
// A file that only defines a class is loaded when the class is first used:
// each PHP run then compiles only the classes its test needs (the rest of
// the list costs a second or more a run in WebAssembly PHP).
$orbit_blocks_wp_classes = array();
foreach ( $orbit_blocks_wp_files as $orbit_blocks_wp_file ) {
	$orbit_blocks_wp_name = basename( $orbit_blocks_wp_file );
	// class-wp-block-supports.php defines get_block_wrapper_attributes() too.
	if ( 0 === strpos( $orbit_blocks_wp_name, 'class-' ) && 'class-wp-block-supports' !== $orbit_blocks_wp_name ) {
		$orbit_blocks_wp_classes[ str_replace( '-', '_', substr( $orbit_blocks_wp_name, 6 ) ) ] = $orbit_blocks_wp_file;
	}
}
spl_autoload_register(
	static function ( $class_name ) use ( $orbit_blocks_wp_classes ) {
		$file = $orbit_blocks_wp_classes[ strtolower( $class_name ) ] ?? null;
		if ( null !== $file ) {
			require_once ABSPATH . WPINC . '/' . $file . '.php';
		}
	}
);
foreach ( $orbit_blocks_wp_files as $orbit_blocks_wp_file ) {
	if ( ! in_array( $orbit_blocks_wp_file, $orbit_blocks_wp_classes, true ) ) {
		require_once ABSPATH . WPINC . '/' . $orbit_blocks_wp_file . '.php';
	}
}
// Of default-filters.php (whose other hooks reach code not loaded here): the
// list format (%l) of wp_sprintf(), in the REST API's validation messages.
add_filter( 'wp_sprintf', 'wp_sprintf_l', 10, 2 );
// The constants wp-settings.php sets first (the *_IN_SECONDS, $blog_id 1).
wp_initial_constants();

// The database: an in-memory wp_options table, which is all option.php
// asks of $wpdb (get_option, add/update/delete_option, and so transients).
// The object cache in front of it works as on a site. Anything else that
// would query the database fails loudly: its callers are a test's stand-ins.
wp_cache_init();
$GLOBALS['wpdb'] = new class() {
	public $prefix  = 'wp_';
	public $options = 'wp_options';
	/** @var array<string, array{option_value: string, autoload: string}> */
	public $rows = array();
	/** A query and its values, for this class's own methods. */
	public function prepare( $query, ...$args ) {
		return array( $query, isset( $args[0] ) && is_array( $args[0] ) ? $args[0] : $args );
	}
	public function _escape( $data ) {
		return $data;
	}
	/** The named options' rows; unprepared, the autoloaded ones (wp_load_alloptions). */
	public function get_results( $query ) {
		$found = array();
		foreach ( $this->rows as $name => $row ) {
			$wanted = is_array( $query )
				? in_array( $name, $query[1], true )
				: in_array( $row['autoload'], wp_autoload_values_to_autoload(), true );
			if ( $wanted ) {
				$found[] = (object) ( array( 'option_name' => $name ) + $row );
			}
		}
		return $found;
	}
	public function get_row( $query ) {
		return $this->get_results( $query )[0] ?? null;
	}
	/** One column of one option's row ("SELECT autoload FROM …"). */
	public function get_var( $query ) {
		$row = $this->get_row( $query );
		return $row && preg_match( '/^SELECT (\w+)/', $query[0], $column ) ? $row->{$column[1]} : null;
	}
	/** add_option()'s INSERT. */
	public function query( $query ) {
		list( $name, $value, $autoload ) = $query[1];
		$this->rows[ $name ] = array(
			'option_value' => $value,
			'autoload'     => $autoload,
		);
		return 1;
	}
	public function update( $table, $data, $where ) {
		$this->rows[ $where['option_name'] ] = $data + $this->rows[ $where['option_name'] ];
		return 1;
	}
	public function delete( $table, $where ) {
		unset( $this->rows[ $where['option_name'] ] );
		return 1;
	}
	public function suppress_errors() {
		return false;
	}
	public function __call( $name, $arguments ) {
		throw new LogicException( "The PHP tests' database has only options: \$wpdb->$name() is a test's to stand in for." );
	}
};

/**
 * Sets options for the code under test, as a site's database would hold
 * them (autoloaded).
 */
function orbit_blocks_test_options( array $options ): void {
	foreach ( $options as $name => $value ) {
		$GLOBALS['wpdb']->rows[ $name ] = array(
			'option_value' => maybe_serialize( $value ),
			'autoload'     => 'on',
		);
		wp_cache_delete( $name, 'options' );
	}
	wp_cache_delete( 'alloptions', 'options' );
	wp_cache_delete( 'notoptions', 'options' );
	if ( isset( $GLOBALS['wp_rewrite'] ) ) {
		$GLOBALS['wp_rewrite']->init();
	}
}

/** Empties the options table but for the site's own (below): a fresh site. */
function orbit_blocks_test_reset_options(): void {
	$GLOBALS['wpdb']->rows = array();
	wp_cache_flush();
	orbit_blocks_test_options(
		array(
			'blog_charset'        => 'UTF-8',
			'home'                => 'http://example.org',
			'siteurl'             => 'http://example.org',
			'admin_email'         => 'admin@example.org',
			'permalink_structure' => '/%postname%/',
		)
	);
}

orbit_blocks_test_reset_options();
// Addresses follow the permalink settings, as on a site (rest_url()).
$GLOBALS['wp_rewrite'] = new WP_Rewrite();

// No translation files: every text domain answers the English text, as a
// site without translations does (no textdomain registry to look them up).
$GLOBALS['l10n'] = array(
	'default'      => new NOOP_Translations(),
	'orbit-blocks' => new NOOP_Translations(),
);

/**
 * The render callback WordPress makes of a block.json "render" file
 * (register_block_type_from_metadata): the file runs in a function's scope
 * with $attributes, $content and $block, and what it prints is the block's
 * markup.
 */
function orbit_blocks_test_render_file( string $file ): Closure {
	return static function ( $attributes, $content = '', $block = null ) use ( $file ) {
		ob_start();
		require $file;
		return ob_get_clean();
	};
}
