<?php
/**
 * Finds the translatable strings of the host plugin's PHP with PHP's own
 * tokenizer (token_get_all): calls to WordPress's gettext functions whose
 * text domain is orbit-blocks, with the translator comment just before the
 * call. Reads the list of files in /i18n/files.json (their text under
 * /i18n/src/) and echoes a JSON list of entries; tools/i18n/extract-php.mjs
 * runs it in the WebAssembly PHP the tests use.
 *
 * @package OrbitBlocks
 */

// Which argument holds the singular, plural, context and domain.
const ORBIT_I18N_FUNCTIONS = array(
	'__'         => array( 'single' => 0, 'domain' => 1 ),
	'_e'         => array( 'single' => 0, 'domain' => 1 ),
	'esc_html__' => array( 'single' => 0, 'domain' => 1 ),
	'esc_html_e' => array( 'single' => 0, 'domain' => 1 ),
	'esc_attr__' => array( 'single' => 0, 'domain' => 1 ),
	'esc_attr_e' => array( 'single' => 0, 'domain' => 1 ),
	'_x'         => array( 'single' => 0, 'context' => 1, 'domain' => 2 ),
	'_ex'        => array( 'single' => 0, 'context' => 1, 'domain' => 2 ),
	'esc_html_x' => array( 'single' => 0, 'context' => 1, 'domain' => 2 ),
	'esc_attr_x' => array( 'single' => 0, 'context' => 1, 'domain' => 2 ),
	'_n'         => array( 'single' => 0, 'plural' => 1, 'domain' => 3 ),
	'_nx'        => array( 'single' => 0, 'plural' => 1, 'context' => 3, 'domain' => 4 ),
	'_n_noop'    => array( 'single' => 0, 'plural' => 1, 'domain' => 2 ),
	'_nx_noop'   => array( 'single' => 0, 'plural' => 1, 'context' => 2, 'domain' => 3 ),
);

/**
 * The translator comment in a comment token, or null.
 */
function orbit_i18n_translator_comment( string $comment ): ?string {
	$lines = preg_split( '/\R/', $comment );
	$text  = array();
	foreach ( $lines as $line ) {
		$line = trim( preg_replace( '#^\s*(/\*+|\*+/|\*|//+|\#)\s?#', '', $line ) );
		$line = trim( preg_replace( '#\*+/\s*$#', '', $line ) );
		if ( '' !== $line ) {
			$text[] = $line;
		}
	}
	$text = implode( ' ', $text );
	$at   = stripos( $text, 'translators:' );
	return false === $at ? null : substr( $text, $at );
}

/**
 * The value of a constant string token, or null for anything else.
 */
function orbit_i18n_string( $token ): ?string {
	if ( ! is_array( $token ) || T_CONSTANT_ENCAPSED_STRING !== $token[0] ) {
		return null;
	}
	$quoted = substr( $token[1], 1, -1 );
	// Single quotes know two escapes; double quotes (constant: no
	// variables in it) C's.
	return "'" === $token[1][0]
		? strtr( $quoted, array( "\\'" => "'", '\\\\' => '\\' ) )
		: stripcslashes( $quoted );
}

/**
 * The entries of one file.
 */
function orbit_i18n_extract( string $code, string $file ): array {
	$tokens  = array_values(
		array_filter(
			token_get_all( $code ),
			static fn( $token ) => ! ( is_array( $token ) && T_WHITESPACE === $token[0] )
		)
	);
	$entries = array();
	$comment = null;
	$count   = count( $tokens );
	for ( $i = 0; $i < $count; $i++ ) {
		$token = $tokens[ $i ];
		if ( is_array( $token ) && in_array( $token[0], array( T_COMMENT, T_DOC_COMMENT ), true ) ) {
			$text = orbit_i18n_translator_comment( $token[1] );
			if ( null !== $text ) {
				$comment = array(
					'text' => $text,
					'line' => $token[2] + substr_count( $token[1], "\n" ),
				);
			}
			continue;
		}
		if ( ! is_array( $token ) || T_STRING !== $token[0] || ! isset( ORBIT_I18N_FUNCTIONS[ $token[1] ] ) ) {
			continue;
		}
		if ( ( $tokens[ $i + 1 ] ?? null ) !== '(' ) {
			continue;
		}
		$previous = $tokens[ $i - 1 ] ?? null;
		if ( is_array( $previous ) && in_array( $previous[0], array( T_FUNCTION, T_OBJECT_OPERATOR, T_DOUBLE_COLON ), true ) ) {
			continue;
		}
		$spec = ORBIT_I18N_FUNCTIONS[ $token[1] ];
		$line = $token[2];
		// The arguments: each a list of tokens, split at top-level commas.
		$args  = array( array() );
		$depth = 0;
		$inner = null;
		for ( $j = $i + 2; $j < $count; $j++ ) {
			$part = $tokens[ $j ];
			if ( in_array( $part, array( '(', '[', '{' ), true ) ) {
				++$depth;
			} elseif ( in_array( $part, array( ')', ']', '}' ), true ) ) {
				if ( 0 === $depth ) {
					break;
				}
				--$depth;
			} elseif ( ',' === $part && 0 === $depth ) {
				$args[] = array();
				continue;
			}
			if ( is_array( $part ) && in_array( $part[0], array( T_COMMENT, T_DOC_COMMENT ), true ) ) {
				$text = orbit_i18n_translator_comment( $part[1] );
				if ( null !== $text && null === $inner ) {
					$inner = $text;
				}
				continue;
			}
			$args[ count( $args ) - 1 ][] = $part;
		}
		$arg = static function ( $index ) use ( $args ) {
			if ( ! isset( $args[ $index ] ) || 1 !== count( $args[ $index ] ) ) {
				return null;
			}
			return orbit_i18n_string( $args[ $index ][0] );
		};
		if ( 'orbit-blocks' !== $arg( $spec['domain'] ) ) {
			continue;
		}
		$msgid = $arg( $spec['single'] );
		if ( null === $msgid || '' === $msgid ) {
			continue;
		}
		$entry = array(
			'msgid'      => $msgid,
			'references' => array( $file . ':' . $line ),
			'comments'   => array(),
		);
		if ( null !== $inner ) {
			$entry['comments'][] = $inner;
		} elseif ( null !== $comment && $comment['line'] >= $line - 1 ) {
			$entry['comments'][] = $comment['text'];
		}
		if ( isset( $spec['context'] ) ) {
			$entry['msgctxt'] = $arg( $spec['context'] );
			if ( null === $entry['msgctxt'] ) {
				continue;
			}
		}
		if ( isset( $spec['plural'] ) ) {
			$entry['msgidPlural'] = $arg( $spec['plural'] );
			if ( null === $entry['msgidPlural'] ) {
				continue;
			}
		}
		$entries[] = $entry;
	}
	return $entries;
}

$orbit_i18n_entries = array();
foreach ( json_decode( file_get_contents( '/i18n/files.json' ), true ) as $orbit_i18n_file ) {
	array_push(
		$orbit_i18n_entries,
		...orbit_i18n_extract( file_get_contents( '/i18n/src/' . $orbit_i18n_file ), $orbit_i18n_file )
	);
}
echo json_encode( $orbit_i18n_entries, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
