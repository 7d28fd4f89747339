<?php
/**
 * A short lock across PHP workers, for read-then-write steps that must not
 * run twice at once: a rate limit's count, finding or adding a newsletter
 * subscriber. Without it, twenty requests arriving together all read the
 * same count (or find no subscriber) before any of them writes.
 *
 * The lock is a row in the options table (never autoloaded) added with
 * INSERT IGNORE: the table's unique key on option_name lets exactly one
 * request add it, on MySQL/MariaDB as on SQLite. A lock older than
 * ORBIT_BLOCKS_LOCK_STALE seconds (a request that died holding it) is taken
 * over. Waiting is short (ORBIT_BLOCKS_LOCK_WAIT_MS); a request that still
 * cannot get the lock goes on without it rather than losing the visitor's
 * input.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the lock is one row, added and removed atomically; no cache may stand in for it.

const ORBIT_BLOCKS_LOCK_STALE   = 30;
const ORBIT_BLOCKS_LOCK_WAIT_MS = 5000;

/** The option row that is the lock named $name. */
function orbit_blocks_lock_key( string $name ): string {
	return '_orbit_lock_' . md5( $name );
}

/** Tries once to take the lock; true when this request now holds it. */
function orbit_blocks_lock_try( string $name ): bool {
	global $wpdb;
	$key   = orbit_blocks_lock_key( $name );
	$added = $wpdb->query(
		$wpdb->prepare(
			"INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')",
			$key,
			(string) time()
		)
	);
	if ( 1 === (int) $added ) {
		return true;
	}
	// A lock left by a request that died: remove that very row (its time
	// as read), so two requests cannot both take it over.
	$since = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $key ) );
	if ( null !== $since && (int) $since < time() - ORBIT_BLOCKS_LOCK_STALE ) {
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", $key, $since ) );
	}
	return false;
}

/** Releases the lock named $name. */
function orbit_blocks_lock_release( string $name ): void {
	global $wpdb;
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s", orbit_blocks_lock_key( $name ) ) );
}

/**
 * Runs $work holding the lock named $name (waiting for it up to
 * ORBIT_BLOCKS_LOCK_WAIT_MS), and returns what it returns. The options
 * $fresh names are dropped from this request's cache first (a transient's,
 * with a persistent object cache, read again from it), so $work reads what
 * other requests wrote while it waited, on this web server or another.
 *
 * @param string[] $fresh Option names (a transient's is _transient_<name>).
 * @return mixed
 */
function orbit_blocks_with_lock( string $name, callable $work, array $fresh = array() ) {
	$deadline = microtime( true ) + ORBIT_BLOCKS_LOCK_WAIT_MS / 1000;
	$held     = orbit_blocks_lock_try( $name );
	while ( ! $held && microtime( true ) < $deadline ) {
		usleep( wp_rand( 10000, 30000 ) );
		$held = orbit_blocks_lock_try( $name );
	}
	$missing = wp_cache_get( 'notoptions', 'options' );
	foreach ( $fresh as $option ) {
		wp_cache_delete( $option, 'options' );
		unset( $missing[ $option ] );
		// With a persistent object cache (Redis, Memcached) a transient lives
		// in the cache's 'transient' group, not in the options: this request's
		// copy, read before the lock, is refreshed from the shared cache, where
		// the other web servers' requests wrote while this one waited
		// (docs/decisions.md, "Locks and rate limits on several web servers").
		if ( wp_using_ext_object_cache() && str_starts_with( $option, '_transient_' ) && ! str_starts_with( $option, '_transient_timeout_' ) ) {
			wp_cache_get( substr( $option, strlen( '_transient_' ) ), 'transient', true );
		}
	}
	if ( is_array( $missing ) ) {
		wp_cache_set( 'notoptions', $missing, 'options' );
	}
	try {
		return $work();
	} finally {
		if ( $held ) {
			orbit_blocks_lock_release( $name );
		}
	}
}

/** The options a transient is kept in, for orbit_blocks_with_lock's $fresh. */
function orbit_blocks_transient_options( string $transient ): array {
	return array( '_transient_' . $transient, '_transient_timeout_' . $transient );
}
