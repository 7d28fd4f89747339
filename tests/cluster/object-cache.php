<?php
/**
 * The cluster suite's persistent object cache (tools/cluster-server.mjs
 * copies it to wp-content/object-cache.php): WordPress's object cache API
 * on Redis (Debian's redis-server, php-redis), shared by every web server
 * of the site, so that what one server caches or invalidates the other
 * sees. Written for the tests; a production site uses a maintained drop-in.
 *
 * Keys are "<salt>:<blog prefix>:<group>:<key>": the blog prefix is the
 * site's id on a network, "global" for the global groups. Values are PHP
 * serialized; integers as "i:<n>;" so that incr/decr run in Redis (one Lua
 * script: no read-then-write race between servers). Non-persistent groups
 * stay in this request's memory. Every value read or written is also kept
 * in this request's memory (wp_cache_flush_runtime() empties it).
 *
 * wp-config.php: ORBIT_OBJECT_CACHE_REDIS_PORT (on 127.0.0.1), and
 * WP_CACHE_KEY_SALT when several sites share one Redis.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

// phpcs:disable Generic.PHP.ForbiddenFunctions.FoundWithAlternative, WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize, WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- a cache stores PHP values as WordPress's own does.
// phpcs:disable Universal.Files.SeparateFunctionsFromOO.Mixed, Generic.Files.OneObjectStructurePerFile.MultipleFound -- a drop-in is one file: the class and the API functions WordPress calls.

/**
 * The object cache on Redis.
 */
class WP_Object_Cache {

	/** Adds $by to an integer value (0 for any other value), never below 0; false when the key is missing. */
	const INCR_SCRIPT = <<<'LUA'
local value = redis.call('GET', KEYS[1])
if not value then return false end
local number = tonumber(string.match(value, '^i:(%-?%d+);$')) or 0
number = number + tonumber(ARGV[1])
if number < 0 then number = 0 end
redis.call('SET', KEYS[1], 'i:' .. number .. ';', 'KEEPTTL')
return number
LUA;

	/** @var Redis */
	private $redis;

	/** @var array<string, mixed> This request's copies, by full key. */
	private $local = array();

	/** @var array<string, bool> */
	private $global_groups = array();

	/** @var array<string, bool> */
	private $non_persistent_groups = array();

	/** @var string */
	private $blog_prefix = '1';

	/** @var string */
	private $salt;

	/** @var int Reads answered from this request's memory, and from Redis. */
	public $cache_hits = 0;

	/** @var int */
	public $cache_misses = 0;

	public function __construct() {
		$this->redis = new Redis();
		$this->redis->connect( '127.0.0.1', defined( 'ORBIT_OBJECT_CACHE_REDIS_PORT' ) ? (int) ORBIT_OBJECT_CACHE_REDIS_PORT : 6379, 2.0 );
		$this->salt        = defined( 'WP_CACHE_KEY_SALT' ) ? (string) WP_CACHE_KEY_SALT : '';
		$this->blog_prefix = is_multisite() ? (string) get_current_blog_id() : '1';
	}

	/** The full key of $key in $group. */
	private function key( $key, string $group ): string {
		$group  = '' === $group ? 'default' : $group;
		$prefix = isset( $this->global_groups[ $group ] ) ? 'global' : $this->blog_prefix;
		return "{$this->salt}:{$prefix}:{$group}:{$key}";
	}

	private function persistent( string $group ): bool {
		return ! isset( $this->non_persistent_groups[ '' === $group ? 'default' : $group ] );
	}

	/** A copy: objects are never shared between the cache and its callers. */
	private static function copy( $value ) {
		return is_object( $value ) ? clone $value : $value;
	}

	/** Redis's SET options for an expiry in seconds (0: none) and a condition ('NX', 'XX' or ''). */
	private static function options( int $expire, string $condition ): array {
		$options = $condition ? array( $condition ) : array();
		if ( $expire > 0 ) {
			$options['ex'] = $expire;
		}
		return $options;
	}

	/** Stores under a condition: '' always, 'NX' when missing, 'XX' when present. */
	private function store( $key, $data, string $group, int $expire, string $condition ): bool {
		if ( ! is_int( $key ) && ( ! is_string( $key ) || '' === trim( $key ) ) ) {
			return false;
		}
		$full = $this->key( $key, $group );
		if ( $this->persistent( $group ) ) {
			$options = self::options( $expire, $condition );
			$stored  = $options ? $this->redis->set( $full, serialize( $data ), $options ) : $this->redis->set( $full, serialize( $data ) );
			if ( ! $stored ) {
				return false;
			}
		} elseif ( ( 'NX' === $condition && array_key_exists( $full, $this->local ) ) || ( 'XX' === $condition && ! array_key_exists( $full, $this->local ) ) ) {
			return false;
		}
		$this->local[ $full ] = self::copy( $data );
		return true;
	}

	public function add( $key, $data, $group = 'default', $expire = 0 ): bool {
		if ( wp_suspend_cache_addition() ) {
			return false;
		}
		return $this->store( $key, $data, (string) $group, (int) $expire, 'NX' );
	}

	public function add_multiple( array $data, $group = '', $expire = 0 ): array {
		$done = array();
		foreach ( $data as $key => $value ) {
			$done[ $key ] = $this->add( $key, $value, $group, $expire );
		}
		return $done;
	}

	public function replace( $key, $data, $group = 'default', $expire = 0 ): bool {
		return $this->store( $key, $data, (string) $group, (int) $expire, 'XX' );
	}

	public function set( $key, $data, $group = 'default', $expire = 0 ): bool {
		return $this->store( $key, $data, (string) $group, (int) $expire, '' );
	}

	public function set_multiple( array $data, $group = '', $expire = 0 ): array {
		$done = array();
		foreach ( $data as $key => $value ) {
			$done[ $key ] = $this->set( $key, $value, $group, $expire );
		}
		return $done;
	}

	public function get( $key, $group = 'default', $force = false, &$found = null ) {
		$group = (string) $group;
		$full  = $this->key( $key, $group );
		if ( array_key_exists( $full, $this->local ) && ( ! $force || ! $this->persistent( $group ) ) ) {
			$found = true;
			++$this->cache_hits;
			return self::copy( $this->local[ $full ] );
		}
		$raw = $this->persistent( $group ) ? $this->redis->get( $full ) : false;
		if ( false === $raw ) {
			// Forced, a copy Redis no longer has is gone from this request too.
			unset( $this->local[ $full ] );
			$found = false;
			++$this->cache_misses;
			return false;
		}
		$found = true;
		++$this->cache_hits;
		$value                = unserialize( $raw );
		$this->local[ $full ] = $value;
		return self::copy( $value );
	}

	public function get_multiple( $keys, $group = 'default', $force = false ): array {
		$values = array();
		foreach ( $keys as $key ) {
			$values[ $key ] = $this->get( $key, $group, $force );
		}
		return $values;
	}

	public function delete( $key, $group = 'default' ): bool {
		$group = (string) $group;
		$full  = $this->key( $key, $group );
		$had   = array_key_exists( $full, $this->local );
		unset( $this->local[ $full ] );
		if ( ! $this->persistent( $group ) ) {
			return $had;
		}
		return $this->redis->del( $full ) > 0;
	}

	public function delete_multiple( array $keys, $group = '' ): array {
		$done = array();
		foreach ( $keys as $key ) {
			$done[ $key ] = $this->delete( $key, $group );
		}
		return $done;
	}

	/** Adds $offset (subtracts, when negative) to a number; the new value, or false when missing. */
	private function add_to( $key, int $offset, string $group ) {
		$full = $this->key( $key, $group );
		if ( ! $this->persistent( $group ) ) {
			if ( ! array_key_exists( $full, $this->local ) ) {
				return false;
			}
			$number               = is_numeric( $this->local[ $full ] ) ? (int) $this->local[ $full ] : 0;
			$this->local[ $full ] = max( 0, $number + $offset );
			return $this->local[ $full ];
		}
		$number = $this->redis->eval( self::INCR_SCRIPT, array( $full, $offset ), 1 );
		if ( false === $number || null === $number ) {
			unset( $this->local[ $full ] );
			return false;
		}
		$this->local[ $full ] = (int) $number;
		return (int) $number;
	}

	public function incr( $key, $offset = 1, $group = 'default' ) {
		return $this->add_to( $key, (int) $offset, (string) $group );
	}

	public function decr( $key, $offset = 1, $group = 'default' ) {
		return $this->add_to( $key, -(int) $offset, (string) $group );
	}

	/** Empties the whole cache: every site's, every server's. */
	public function flush(): bool {
		$this->local = array();
		return (bool) $this->redis->flushDb();
	}

	/** Empties this request's copies only. */
	public function flush_runtime(): bool {
		$this->local = array();
		return true;
	}

	/** Empties one group, on every site. */
	public function flush_group( $group ): bool {
		$group = (string) $group;
		foreach ( array_keys( $this->local ) as $full ) {
			if ( false !== strpos( $full, ":{$group}:" ) ) {
				unset( $this->local[ $full ] );
			}
		}
		$iterator = null;
		$glob     = static function ( string $text ): string {
			return str_replace( array( '\\', '*', '?', '[' ), array( '\\\\', '\*', '\?', '\[' ), $text );
		};
		$pattern  = $glob( $this->salt ) . ':*:' . $glob( $group ) . ':*';
		// phpcs:ignore WordPress.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition
		while ( false !== ( $keys = $this->redis->scan( $iterator, $pattern, 500 ) ) ) {
			if ( $keys ) {
				$this->redis->del( $keys );
			}
		}
		return true;
	}

	public function add_global_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->global_groups[ $group ] = true;
		}
	}

	public function add_non_persistent_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->non_persistent_groups[ $group ] = true;
		}
	}

	public function switch_to_blog( $blog_id ): void {
		$this->blog_prefix = (string) (int) $blog_id;
	}

	public function close(): bool {
		$this->redis->close();
		return true;
	}
}

function wp_cache_init() {
	$GLOBALS['wp_object_cache'] = new WP_Object_Cache();
}

/** The cache object. */
function orbit_object_cache(): WP_Object_Cache {
	return $GLOBALS['wp_object_cache'];
}

function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
	return orbit_object_cache()->add( $key, $data, $group, $expire );
}

function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
	return orbit_object_cache()->add_multiple( $data, $group, $expire );
}

function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
	return orbit_object_cache()->replace( $key, $data, $group, $expire );
}

function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
	return orbit_object_cache()->set( $key, $data, $group, $expire );
}

function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
	return orbit_object_cache()->set_multiple( $data, $group, $expire );
}

function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
	return orbit_object_cache()->get( $key, $group, $force, $found );
}

function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
	return orbit_object_cache()->get_multiple( $keys, $group, $force );
}

function wp_cache_delete( $key, $group = '' ) {
	return orbit_object_cache()->delete( $key, $group );
}

function wp_cache_delete_multiple( array $keys, $group = '' ) {
	return orbit_object_cache()->delete_multiple( $keys, $group );
}

function wp_cache_incr( $key, $offset = 1, $group = '' ) {
	return orbit_object_cache()->incr( $key, $offset, $group );
}

function wp_cache_decr( $key, $offset = 1, $group = '' ) {
	return orbit_object_cache()->decr( $key, $offset, $group );
}

function wp_cache_flush() {
	return orbit_object_cache()->flush();
}

function wp_cache_flush_runtime() {
	return orbit_object_cache()->flush_runtime();
}

function wp_cache_flush_group( $group ) {
	return orbit_object_cache()->flush_group( $group );
}

function wp_cache_supports( $feature ) {
	return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
}

function wp_cache_add_global_groups( $groups ) {
	orbit_object_cache()->add_global_groups( $groups );
}

function wp_cache_add_non_persistent_groups( $groups ) {
	orbit_object_cache()->add_non_persistent_groups( $groups );
}

function wp_cache_switch_to_blog( $blog_id ) {
	orbit_object_cache()->switch_to_blog( $blog_id );
}

function wp_cache_close() {
	return orbit_object_cache()->close();
}
