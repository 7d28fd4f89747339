/**
 * The cluster's object cache drop-in (tests/cluster/object-cache.php) keeps
 * the API's promises that the site relies on, each checked from separate
 * PHP processes (as separate requests, or separate web servers, see it):
 * what one sets another gets; add and replace only when absent or present;
 * incr and decr in Redis, never below 0; expiry; a non-persistent group stays
 * in its process; a global group is one for every site of a network, any
 * other group one per site (its blog prefix); a forced get reads Redis
 * again; flush_group empties one group only.
 */
import crypto from 'crypto';
import { expect, test } from '../e2e/orbit-blocks';
import { runOnSite } from '../e2e/fakes/site';

/** Runs PHP on the site and decodes the JSON it echoes. */
async function php< T >( code: string ): Promise< T > {
	return JSON.parse( await runOnSite( code ) );
}

test( 'the object cache drop-in keeps the API’s promises across processes', async () => {
	const run = crypto.randomBytes( 4 ).toString( 'hex' );
	const group = `orbit-test-${ run }`;
	expect(
		await php< boolean >(
			'echo wp_json_encode( wp_using_ext_object_cache() );'
		)
	).toBe( true );

	// Written in one process.
	expect(
		await php( `
wp_cache_add_non_persistent_groups( array( '${ group }-local' ) );
wp_cache_add_global_groups( array( '${ group }-global' ) );
echo wp_json_encode( array(
	'set'            => wp_cache_set( 'object', (object) array( 'a' => 1 ), '${ group }' ),
	'addTaken'       => wp_cache_add( 'object', 'other', '${ group }' ),
	'replaceMissing' => wp_cache_replace( 'missing', 'x', '${ group }' ),
	'number'         => wp_cache_set( 'number', 3, '${ group }' ),
	'expiring'       => wp_cache_set( 'expiring', 'soon', '${ group }', 1 ),
	'local'          => wp_cache_set( 'local', 'here only', '${ group }-local' ),
	'global'         => wp_cache_set( 'shared', 'every site', '${ group }-global' ),
	'site1'          => wp_cache_set( 'mine', 'site 1', '${ group }' ),
	'site2'          => ( wp_cache_switch_to_blog( 2 ) || true ) && wp_cache_set( 'mine', 'site 2', '${ group }' ),
) );` )
	).toEqual( {
		set: true,
		addTaken: false,
		replaceMissing: false,
		number: true,
		expiring: true,
		local: true,
		global: true,
		site1: true,
		site2: true,
	} );
	await new Promise( ( resolve ) => setTimeout( resolve, 2100 ) );

	// Read in another.
	expect(
		await php( `
wp_cache_add_non_persistent_groups( array( '${ group }-local' ) );
wp_cache_add_global_groups( array( '${ group }-global' ) );
$orbit_object = wp_cache_get( 'object', '${ group }', false, $orbit_found );
$orbit_out = array(
	'object'   => $orbit_object,
	'found'    => $orbit_found,
	'replace'  => wp_cache_replace( 'object', 'replaced', '${ group }' ),
	'incr'     => wp_cache_incr( 'number', 4, '${ group }' ),
	'decr'     => wp_cache_decr( 'number', 100, '${ group }' ),
	'incrMissing' => wp_cache_incr( 'nothing', 1, '${ group }' ),
	'expired'  => wp_cache_get( 'expiring', '${ group }' ),
	'local'    => wp_cache_get( 'local', '${ group }-local' ),
	'site1'    => wp_cache_get( 'mine', '${ group }' ),
);
wp_cache_switch_to_blog( 2 );
$orbit_out['site2']       = wp_cache_get( 'mine', '${ group }' );
$orbit_out['globalSite2'] = wp_cache_get( 'shared', '${ group }-global' );
echo wp_json_encode( $orbit_out );` )
	).toEqual( {
		object: { a: 1 },
		found: true,
		replace: true,
		incr: 7,
		decr: 0,
		incrMissing: false,
		expired: false,
		local: false,
		site1: 'site 1',
		site2: 'site 2',
		globalSite2: 'every site',
	} );

	// A forced get sees what another process wrote since this one read;
	// flush_group empties that group and no other.
	expect(
		await php( `
$orbit_before = wp_cache_get( 'object', '${ group }' );
$orbit_php    = PHP_BINARY . ' -r ' . escapeshellarg( '$_SERVER["HTTP_HOST"] = ' . var_export( $_SERVER['HTTP_HOST'], true ) . '; $_SERVER["REQUEST_URI"] = "/"; require ' . var_export( ABSPATH . 'wp-load.php', true ) . '; wp_cache_set( "object", "from elsewhere", "${ group }" );' );
shell_exec( $orbit_php );
$orbit_cached = wp_cache_get( 'object', '${ group }' );
$orbit_forced = wp_cache_get( 'object', '${ group }', true );
wp_cache_set( 'kept', 'yes', '${ group }-other' );
wp_cache_flush_group( '${ group }' );
wp_cache_flush_runtime();
echo wp_json_encode( array(
	'before'  => $orbit_before,
	'cached'  => $orbit_cached,
	'forced'  => $orbit_forced,
	'flushed' => wp_cache_get( 'object', '${ group }' ),
	'other'   => wp_cache_get( 'kept', '${ group }-other' ),
	'supports' => wp_cache_supports( 'flush_group' ) && wp_cache_supports( 'flush_runtime' ),
) );` )
	).toEqual( {
		before: 'replaced',
		cached: 'replaced',
		forced: 'from elsewhere',
		flushed: false,
		other: 'yes',
		supports: true,
	} );
} );
