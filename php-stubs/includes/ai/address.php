<?php
/**
 * Which addresses the AI servers (the settings ai_base_url and
 * ai_image_base_url) may have: public ones only. A private, loopback,
 * link-local or otherwise reserved address (IPv4 and IPv6, a name that
 * resolves to one included) is refused, so that the settings screen's Test
 * and the relay cannot be pointed at the cloud's metadata service or an
 * internal one and read its answers back.
 *
 * The check runs when the setting is saved and again before every request,
 * on the addresses the name resolves to then, and the request is made to
 * the address checked (curl's CURLOPT_RESOLVE, or the socket connecting to
 * it): a name that resolves to a public address when checked and to a
 * private one a moment later (DNS rebinding) does not get through.
 *
 * A model server on the site's own machine or network is a real use: the
 * wp-config.php constant ORBIT_BLOCKS_AI_ALLOW_PRIVATE_HOSTS (true) allows
 * any address (docs/providers.md).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** Whether wp-config.php allows private and local AI server addresses. */
function orbit_blocks_ai_private_hosts_allowed(): bool {
	return defined( 'ORBIT_BLOCKS_AI_ALLOW_PRIVATE_HOSTS' ) && ORBIT_BLOCKS_AI_ALLOW_PRIVATE_HOSTS;
}

/**
 * Whether an IP address (v4 or v6) is a public one: not private, loopback,
 * link-local, shared (CGNAT), multicast, reserved or unspecified; an IPv6
 * address that carries an IPv4 one (mapped, compatible, NAT64, 6to4) is
 * judged by that one.
 */
function orbit_blocks_ip_is_public( string $ip ): bool {
	$bin = filter_var( $ip, FILTER_VALIDATE_IP ) ? inet_pton( $ip ) : false;
	if ( false === $bin ) {
		return false;
	}
	if ( 16 === strlen( $bin ) ) {
		$prefix = substr( $bin, 0, 12 );
		if ( str_repeat( "\0", 10 ) . "\xff\xff" === $prefix || str_repeat( "\0", 12 ) === $prefix || "\x00\x64\xff\x9b" . str_repeat( "\0", 8 ) === $prefix ) {
			return orbit_blocks_ip_is_public( (string) inet_ntop( substr( $bin, 12 ) ) );
		}
		if ( "\x20\x02" === substr( $bin, 0, 2 ) ) {
			return orbit_blocks_ip_is_public( (string) inet_ntop( substr( $bin, 2, 4 ) ) );
		}
		// Global unicast (2000::/3) only, less Teredo (2001::/32) and documentation (2001:db8::/32).
		return 0x20 === ( ord( $bin[0] ) & 0xe0 )
			&& "\x20\x01\x00\x00" !== substr( $bin, 0, 4 )
			&& "\x20\x01\x0d\xb8" !== substr( $bin, 0, 4 );
	}
	list( $a, $b, $c ) = array( ord( $bin[0] ), ord( $bin[1] ), ord( $bin[2] ) );
	return ! (
		0 === $a                                    // 0.0.0.0/8, this network.
		|| 10 === $a                                // 10.0.0.0/8, private.
		|| ( 100 === $a && 64 === ( $b & 0xc0 ) )   // 100.64.0.0/10, shared (CGNAT).
		|| 127 === $a                               // 127.0.0.0/8, loopback.
		|| ( 169 === $a && 254 === $b )             // 169.254.0.0/16, link-local (cloud metadata).
		|| ( 172 === $a && 16 === ( $b & 0xf0 ) )   // 172.16.0.0/12, private.
		|| ( 192 === $a && 0 === $b && 0 === $c )   // 192.0.0.0/24, protocol assignments.
		|| ( 192 === $a && 0 === $b && 2 === $c )   // 192.0.2.0/24, documentation.
		|| ( 192 === $a && 168 === $b )             // 192.168.0.0/16, private.
		|| ( 198 === $a && 18 === ( $b & 0xfe ) )   // 198.18.0.0/15, benchmarking.
		|| ( 198 === $a && 51 === $b && 100 === $c ) // 198.51.100.0/24, documentation.
		|| ( 203 === $a && 0 === $b && 113 === $c ) // 203.0.113.0/24, documentation.
		|| $a >= 224                                // Multicast, reserved, broadcast.
	);
}

/**
 * The IP addresses a host name resolves to now (A and AAAA records, and
 * the system's resolver, which reads /etc/hosts); an IP literal is itself.
 *
 * @return string[]
 */
function orbit_blocks_host_addresses( string $host ): array {
	$host = trim( $host, '[]' );
	if ( filter_var( $host, FILTER_VALIDATE_IP ) ) {
		return array( $host );
	}
	$ips = array();
	if ( function_exists( 'dns_get_record' ) ) {
		// phpcs:ignore WordPress.PHP.NoSilencedErrors -- an unknown name is an empty answer.
		foreach ( (array) @dns_get_record( $host, DNS_A | DNS_AAAA ) as $record ) {
			if ( isset( $record['ip'] ) ) {
				$ips[] = (string) $record['ip'];
			} elseif ( isset( $record['ipv6'] ) ) {
				$ips[] = (string) $record['ipv6'];
			}
		}
	}
	$ips = array_merge( $ips, (array) gethostbynamel( $host ) );
	/**
	 * The addresses a name resolves to (a test answers its own names here).
	 *
	 * @param string[] $ips
	 * @param string   $host
	 */
	$ips = (array) apply_filters( 'orbit_blocks_host_addresses', array_values( array_unique( array_filter( $ips ) ) ), $host );
	return array_values( array_filter( array_map( 'strval', $ips ), static fn( string $ip ) => (bool) filter_var( $ip, FILTER_VALIDATE_IP ) ) );
}

/**
 * Checks an AI server's address now: where to connect (the host, its port
 * and the checked IP to connect to), or why not. The IP is '' where there
 * is nothing to pin: an address given as an IP, or private hosts allowed
 * (ORBIT_BLOCKS_AI_ALLOW_PRIVATE_HOSTS: connect by name, as always).
 *
 * @return array{host: string, port: int, ip: string}|WP_Error
 */
function orbit_blocks_ai_address( string $url ) {
	$parts  = wp_parse_url( $url );
	$scheme = is_array( $parts ) ? strtolower( (string) ( $parts['scheme'] ?? '' ) ) : '';
	$host   = is_array( $parts ) ? trim( (string) ( $parts['host'] ?? '' ), '[]' ) : '';
	if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || '' === $host ) {
		return new WP_Error( 'ai_address_invalid', __( 'The AI server address must start with http:// or https://.', 'orbit-blocks' ) );
	}
	$port = (int) ( $parts['port'] ?? ( 'https' === $scheme ? 443 : 80 ) );
	if ( orbit_blocks_ai_private_hosts_allowed() ) {
		return array(
			'host' => $host,
			'port' => $port,
			'ip'   => '',
		);
	}
	$ips = orbit_blocks_host_addresses( $host );
	if ( ! $ips ) {
		/* translators: %s: a host name */
		return new WP_Error( 'ai_address_unresolved', sprintf( __( 'The AI server %s could not be found.', 'orbit-blocks' ), $host ) );
	}
	foreach ( $ips as $ip ) {
		if ( ! orbit_blocks_ip_is_public( $ip ) ) {
			return new WP_Error(
				'ai_address_private',
				sprintf(
					/* translators: 1: a host name, 2: a wp-config.php constant */
					__( 'The AI server %1$s is on this machine or a private network, which is not allowed: this protects internal services. To use a model server of your own network, define %2$s in wp-config.php.', 'orbit-blocks' ),
					$host,
					'ORBIT_BLOCKS_AI_ALLOW_PRIVATE_HOSTS'
				)
			);
		}
	}
	return array(
		'host' => $host,
		'port' => $port,
		// An IP address is not looked up again: nothing to pin.
		'ip'   => filter_var( $host, FILTER_VALIDATE_IP ) ? '' : $ips[0],
	);
}

/** curl's CURLOPT_RESOLVE entry that pins a checked address ("host:port:ip"). */
function orbit_blocks_ai_resolve_entry( array $address ): string {
	$ip = false !== strpos( $address['ip'], ':' ) ? '[' . $address['ip'] . ']' : $address['ip'];
	return $address['host'] . ':' . $address['port'] . ':' . $ip;
}

/**
 * Runs $request (a call of WordPress's HTTP API to $url) once $url's
 * address is checked, with curl pinned to the checked IP; the check's
 * error otherwise.
 *
 * @return mixed|WP_Error What $request returns.
 */
function orbit_blocks_ai_checked_request( string $url, callable $request ) {
	$address = orbit_blocks_ai_address( $url );
	if ( is_wp_error( $address ) ) {
		return $address;
	}
	if ( '' === $address['ip'] ) {
		return $request();
	}
	$pin = static function ( $handle, $args, $request_url ) use ( $url, $address ): void {
		$request_host = trim( (string) wp_parse_url( (string) $request_url, PHP_URL_HOST ), '[]' );
		if ( 0 === strpos( (string) $request_url, untrailingslashit( $url ) ) || $request_host === $address['host'] ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_setopt -- pins the checked address.
			curl_setopt( $handle, CURLOPT_RESOLVE, array( orbit_blocks_ai_resolve_entry( $address ) ) );
		}
	};
	add_action( 'http_api_curl', $pin, 10, 3 );
	try {
		return $request();
	} finally {
		remove_action( 'http_api_curl', $pin, 10 );
	}
}
