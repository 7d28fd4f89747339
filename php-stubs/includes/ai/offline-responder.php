<?php
/**
 * The offline responder: without a configured chat-completions server, the
 * query endpoint answers with a deterministic reply written here, streamed
 * in the same server-sent-event chunks a real server sends. The reply suits
 * what the prompt asks for (spec 1 sections 2 and 5):
 *
 * - a title ("title" in the request): one line;
 * - correct spelling and grammar, simplify, summarize, make longer (expand,
 *   continue), make shorter, change tone, translate: the content quoted
 *   between ```` delimiters, transformed;
 * - anything else: a short post in Markdown (heading, paragraphs, a list;
 *   numbered steps for a tutorial) about the prompt's subject, or block
 *   markup when the prompt asks for Gutenberg syntax.
 *
 * Test switches, honoured only on sites that define ORBIT_BLOCKS_TEST_SWITCHES
 * as true (the e2e and development sites, tools/e2e.mjs and tools/start.mjs;
 * elsewhere any contributor could hold a PHP worker with them), written
 * anywhere in the prompt (and always removed from it) or given as query
 * arguments of the endpoint:
 *   [[offline:drop-after=N]]  ?drop_after=N  stop after N chunks, without [DONE]
 *   [[offline:unclear]]       ?unclear=1     reply with the unclear-prompt marker
 *   [[offline:status=NNN]]    ?status=NNN    answer HTTP NNN (400-599) instead
 *   [[offline:chunks=N]]      ?chunks=N      a long reply of N chunks (1-5000)
 *   [[offline:delay=MS]]      ?delay=MS      pause between chunks (0-1000, default 20)
 *   [[offline:function]]                     call the first function offered
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_AI_DELIMITER      = '````';
const ORBIT_BLOCKS_AI_UNCLEAR_MARKER = '__JETPACK_AI_ERROR__';
const ORBIT_BLOCKS_AI_DEFAULT_DELAY  = 20;

/** Whether this site honours the offline responder's test switches. */
function orbit_blocks_ai_test_switches_enabled(): bool {
	return defined( 'ORBIT_BLOCKS_TEST_SWITCHES' ) && true === ORBIT_BLOCKS_TEST_SWITCHES;
}

/**
 * The switches of a request: from [[offline:…]] markers in the messages,
 * then query arguments; the defaults where the site does not honour them.
 *
 * @param array<int, array{role: string, content: string}> $messages markers are removed from them
 * @return array{drop_after: ?int, unclear: bool, status: ?int, chunks: ?int, delay: int, function: bool}
 */
function orbit_blocks_ai_offline_switches( array &$messages, WP_REST_Request $request ): array {
	$switches = array(
		'drop_after' => null,
		'unclear'    => false,
		'status'     => null,
		'chunks'     => null,
		'delay'      => ORBIT_BLOCKS_AI_DEFAULT_DELAY,
		'function'   => false,
	);
	$enabled  = orbit_blocks_ai_test_switches_enabled();
	$set      = static function ( string $name, string $value ) use ( &$switches, $enabled ): void {
		if ( ! $enabled ) {
			return;
		}
		switch ( $name ) {
			case 'drop-after':
			case 'drop_after':
				$switches['drop_after'] = max( 0, (int) $value );
				break;
			case 'unclear':
				$switches['unclear'] = '0' !== $value;
				break;
			case 'status':
				$status             = (int) $value;
				$switches['status'] = $status >= 400 && $status <= 599 ? $status : null;
				break;
			case 'chunks':
				$switches['chunks'] = max( 1, min( 5000, (int) $value ) );
				break;
			case 'delay':
				$switches['delay'] = max( 0, min( 1000, (int) $value ) );
				break;
			case 'function':
				$switches['function'] = '0' !== $value;
				break;
		}
	};
	foreach ( $messages as $index => $message ) {
		$messages[ $index ]['content'] = trim(
			(string) preg_replace_callback(
				'/\[\[offline:([a-z_-]+)(?:=(\d+))?\]\]/i',
				static function ( array $match ) use ( $set ): string {
					$set( strtolower( $match[1] ), $match[2] ?? '1' );
					return '';
				},
				$message['content']
			)
		);
	}
	foreach ( array( 'drop_after', 'unclear', 'status', 'chunks', 'delay' ) as $name ) {
		$value = $request->get_param( $name );
		if ( null !== $value && '' !== $value && is_scalar( $value ) ) {
			$set( $name, (string) $value );
		}
	}
	return $switches;
}

/** The content quoted between the four-backtick delimiters, if any. */
function orbit_blocks_ai_quoted( string $text ): ?string {
	$start = strpos( $text, ORBIT_BLOCKS_AI_DELIMITER );
	if ( false === $start ) {
		return null;
	}
	$from = $start + strlen( ORBIT_BLOCKS_AI_DELIMITER );
	$end  = strpos( $text, ORBIT_BLOCKS_AI_DELIMITER, $from );
	return trim( false === $end ? substr( $text, $from ) : substr( $text, $from, $end - $from ) );
}

/** The text without anything quoted between delimiters: the instruction. */
function orbit_blocks_ai_instruction( string $text ): string {
	return (string) preg_replace( '/````.*?(````|$)/s', ' ', $text );
}

/** @return string[] the sentences of a text */
function orbit_blocks_ai_sentences( string $text ): array {
	$parts = preg_split( '/(?<=[.!?])\s+(?=\S)/u', trim( $text ) );
	return array_values( array_filter( is_array( $parts ) ? $parts : array(), 'strlen' ) );
}

/** Words of a text without Markdown and punctuation. */
function orbit_blocks_ai_words( string $text ): array {
	$plain = preg_replace( '/[^\p{L}\p{N}\s\'-]+/u', ' ', $text );
	$words = preg_split( '/\s+/u', trim( (string) $plain ) );
	return array_values( array_filter( is_array( $words ) ? $words : array(), 'strlen' ) );
}

/** The subject of a writing prompt: the prompt without its request words. */
function orbit_blocks_ai_subject( string $prompt ): string {
	$subject = (string) preg_replace(
		'/^\s*(please\s+)?(write|create|generate|draft|compose)?\s*(me\s+)?(an?\s+|the\s+)?(short\s+|long\s+|blog\s+)?(post|article|informative article|step-by-step tutorial|tutorial|motivational post|paragraph|text|story|essay|list)?\s*(about|on|for|regarding)?\s*/i',
		'',
		trim( strtok( trim( $prompt ) . "\n", "\n" ) )
	);
	$subject = trim( (string) preg_replace( '/[.?!…:]+$/u', '', $subject ) );
	if ( '' === $subject ) {
		$subject = trim( (string) preg_replace( '/[.?!…:]+$/u', '', $prompt ) );
	}
	$words = orbit_blocks_ai_words( $subject );
	return implode( ' ', array_slice( $words, 0, 12 ) );
}

function orbit_blocks_ai_title_case( string $text ): string {
	$small = array( 'a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with' );
	$words = explode( ' ', $text );
	foreach ( $words as $i => $word ) {
		$lower       = function_exists( 'mb_strtolower' ) ? mb_strtolower( $word ) : strtolower( $word );
		$words[ $i ] = ( $i > 0 && in_array( $lower, $small, true ) ) ? $lower : orbit_blocks_ai_ucfirst( $word );
	}
	return implode( ' ', $words );
}

function orbit_blocks_ai_ucfirst( string $text ): string {
	if ( function_exists( 'mb_substr' ) ) {
		return mb_strtoupper( mb_substr( $text, 0, 1 ) ) . mb_substr( $text, 1 );
	}
	return ucfirst( $text );
}

/** Picks one of several phrasings, always the same one for the same text. */
function orbit_blocks_ai_pick( array $options, string $seed ) {
	return $options[ crc32( $seed ) % count( $options ) ];
}

/** Replaces whole words (case-insensitive), keeping a capital first letter. */
function orbit_blocks_ai_replace_words( string $text, array $map ): string {
	foreach ( $map as $from => $to ) {
		$text = (string) preg_replace_callback(
			'/\b' . preg_quote( $from, '/' ) . '\b/i',
			static function ( array $m ) use ( $to ): string {
				return ctype_upper( $m[0][0] ) ? orbit_blocks_ai_ucfirst( $to ) : $to;
			},
			$text
		);
	}
	return $text;
}

function orbit_blocks_ai_correct( string $text ): string {
	$text = orbit_blocks_ai_replace_words(
		$text,
		array(
			'teh'        => 'the',
			'recieve'    => 'receive',
			'adress'     => 'address',
			'definately' => 'definitely',
			'seperate'   => 'separate',
			'occured'    => 'occurred',
			'wich'       => 'which',
			'thier'      => 'their',
			'untill'     => 'until',
			'alot'       => 'a lot',
			'dont'       => "don't",
			'cant'       => "can't",
			'wont'       => "won't",
			'doesnt'     => "doesn't",
			'isnt'       => "isn't",
			'im'         => "I'm",
			'becuase'    => 'because',
			'beleive'    => 'believe',
			'goverment'  => 'government',
			'tommorow'   => 'tomorrow',
			'wierd'      => 'weird',
			'acheive'    => 'achieve',
		)
	);
	$text = (string) preg_replace( '/\bi\b/', 'I', $text );
	$text = (string) preg_replace( '/[ \t]{2,}/', ' ', $text );
	$text = (string) preg_replace( '/\s+([,.!?;:])/', '$1', $text );
	$text = (string) preg_replace( '/\b(\w+) \1\b/i', '$1', $text );
	// A capital letter to start each sentence, and a full stop to end the text.
	$text = (string) preg_replace_callback(
		'/(^|[.!?]\s+)(\p{Ll})/u',
		static function ( array $m ): string {
			return $m[1] . orbit_blocks_ai_ucfirst( $m[2] );
		},
		trim( $text )
	);
	if ( '' !== $text && ! preg_match( '/[.!?:"”)]$/u', $text ) ) {
		$text .= '.';
	}
	return $text;
}

function orbit_blocks_ai_simplify( string $text ): string {
	$text = orbit_blocks_ai_replace_words(
		$text,
		array(
			'in order to'   => 'to',
			'prior to'      => 'before',
			'utilize'       => 'use',
			'utilise'       => 'use',
			'approximately' => 'about',
			'demonstrate'   => 'show',
			'facilitate'    => 'help',
			'commence'      => 'start',
			'terminate'     => 'end',
			'sufficient'    => 'enough',
			'additional'    => 'more',
			'numerous'      => 'many',
			'purchase'      => 'buy',
			'assist'        => 'help',
			'subsequently'  => 'later',
			'however'       => 'but',
			'therefore'     => 'so',
			'nevertheless'  => 'still',
			'individuals'   => 'people',
			'regarding'     => 'about',
		)
	);
	// Long sentences split where they join two clauses.
	return (string) preg_replace_callback(
		'/[,;] (and|but|so|which) (\p{L})/u',
		static function ( array $m ): string {
			return '. ' . orbit_blocks_ai_ucfirst( 'which' === $m[1] ? 'this ' . $m[2] : $m[2] );
		},
		$text
	);
}

function orbit_blocks_ai_summarize( string $text ): string {
	$firsts = array();
	foreach ( preg_split( '/\n\s*\n/', trim( $text ) ) as $paragraph ) {
		$sentences = orbit_blocks_ai_sentences( (string) preg_replace( '/^[#>*\-\d.\s]+/m', '', $paragraph ) );
		if ( $sentences ) {
			$firsts[] = $sentences[0];
		}
	}
	$summary = implode( ' ', $firsts );
	$words   = preg_split( '/\s+/u', $summary );
	if ( is_array( $words ) && count( $words ) > 40 ) {
		return rtrim( implode( ' ', array_slice( $words, 0, 40 ) ), ',;:.' ) . '…';
	}
	return $summary;
}

function orbit_blocks_ai_shorten( string $text ): string {
	$sentences = orbit_blocks_ai_sentences( $text );
	if ( count( $sentences ) <= 1 ) {
		$words = orbit_blocks_ai_words( $text );
		return implode( ' ', array_slice( $words, 0, max( 3, (int) ceil( count( $words ) / 2 ) ) ) ) . '.';
	}
	return implode( ' ', array_slice( $sentences, 0, (int) ceil( count( $sentences ) / 2 ) ) );
}

function orbit_blocks_ai_expand( string $text ): string {
	$subject = implode( ' ', array_slice( orbit_blocks_ai_words( $text ), 0, 6 ) );
	$more    = array(
		'Looking more closely, each part of this deserves attention, because the details are where the real value lies.',
		'There is more to it than first appears: the context, the people involved and the timing all shape the outcome.',
		'It helps to consider a concrete example, since that makes the idea easier to picture and to apply.',
	);
	return rtrim( $text ) . ' ' . orbit_blocks_ai_pick( $more, $text ) . ' ' . sprintf(
		/* translators: %s: the first words of the text being expanded. */
		__( 'In the end, "%s" is worth the time it takes to understand well.', 'orbit-blocks' ),
		$subject
	);
}

const ORBIT_BLOCKS_AI_TONES = array( 'formal', 'informal', 'optimistic', 'humorous', 'serious', 'skeptical', 'empathetic', 'confident', 'passionate', 'provocative' );

function orbit_blocks_ai_tone( string $text, string $tone ): string {
	$contractions = array(
		"don't"   => 'do not',
		"can't"   => 'cannot',
		"won't"   => 'will not',
		"isn't"   => 'is not',
		"it's"    => 'it is',
		"I'm"     => 'I am',
		"we're"   => 'we are',
		"you're"  => 'you are',
		"doesn't" => 'does not',
		"that's"  => 'that is',
	);
	switch ( $tone ) {
		case 'informal':
			return 'Honestly, ' . lcfirst( orbit_blocks_ai_replace_words( $text, array_flip( $contractions ) ) );
		case 'optimistic':
			return rtrim( $text ) . ' And the best part is still to come.';
		case 'humorous':
			return rtrim( $text ) . ' (No coffee was harmed in the writing of this paragraph. Well, maybe one cup.)';
		case 'serious':
			return str_replace( '!', '.', $text );
		case 'skeptical':
			return 'At first glance it seems that ' . lcfirst( rtrim( $text, '.!' ) ) . ', but that claim deserves a closer look.';
		case 'empathetic':
			return 'We understand how much this matters to you. ' . $text;
		case 'confident':
			return orbit_blocks_ai_ucfirst( (string) preg_replace( '/\b(maybe|perhaps|I think|possibly|probably|might)\s+/i', '', $text ) );
		case 'passionate':
			return rtrim( $text ) . ' This is something worth caring about, deeply.';
		case 'provocative':
			return 'What if everything you assumed about this was wrong? ' . $text;
		default: // formal
			return orbit_blocks_ai_replace_words( str_replace( '!', '.', $text ), $contractions );
	}
}

const ORBIT_BLOCKS_AI_LANGUAGES = array(
	'en' => 'English',
	'es' => 'Spanish',
	'fr' => 'French',
	'de' => 'German',
	'it' => 'Italian',
	'pt' => 'Portuguese',
	'ru' => 'Russian',
	'zh' => 'Chinese',
	'ja' => 'Japanese',
	'ar' => 'Arabic',
	'hi' => 'Hindi',
	'ko' => 'Korean',
);

/** The language an instruction names (code or English name), or ''. */
function orbit_blocks_ai_language( string $instruction ): string {
	foreach ( ORBIT_BLOCKS_AI_LANGUAGES as $code => $name ) {
		if ( preg_match( '/\b(' . $code . '|' . $name . ')\b/i', $instruction ) && ! ( 'en' === $code && preg_match( '/\benglish\b/i', $instruction ) && preg_match( '/\bfrom english\b/i', $instruction ) ) ) {
			if ( 'en' === $code && preg_match( '/\b(es|fr|de|it|pt|ru|zh|ja|ar|hi|ko|spanish|french|german|italian|portuguese|russian|chinese|japanese|arabic|hindi|korean)\b/i', $instruction ) ) {
				continue;
			}
			return $code;
		}
	}
	return '';
}

/**
 * Offline "translation": a word list of the most common words, so the
 * result reads as the language where it can, labelled as offline. Real
 * translation needs a configured server.
 */
function orbit_blocks_ai_translate( string $text, string $language ): string {
	$words = array(
		'es' => array( 'the' => 'el', 'a' => 'un', 'and' => 'y', 'is' => 'es', 'are' => 'son', 'of' => 'de', 'to' => 'a', 'in' => 'en', 'with' => 'con', 'for' => 'para', 'this' => 'esto', 'we' => 'nosotros', 'you' => 'tú', 'hello' => 'hola', 'world' => 'mundo', 'good' => 'bueno', 'day' => 'día', 'time' => 'tiempo', 'new' => 'nuevo', 'post' => 'entrada', 'it' => 'ello' ),
		'fr' => array( 'the' => 'le', 'a' => 'un', 'and' => 'et', 'is' => 'est', 'are' => 'sont', 'of' => 'de', 'to' => 'à', 'in' => 'dans', 'with' => 'avec', 'for' => 'pour', 'this' => 'ceci', 'we' => 'nous', 'you' => 'vous', 'hello' => 'bonjour', 'world' => 'monde', 'good' => 'bon', 'day' => 'jour', 'time' => 'temps', 'new' => 'nouveau', 'post' => 'article', 'it' => 'il' ),
		'de' => array( 'the' => 'die', 'a' => 'ein', 'and' => 'und', 'is' => 'ist', 'are' => 'sind', 'of' => 'von', 'to' => 'zu', 'in' => 'in', 'with' => 'mit', 'for' => 'für', 'this' => 'dies', 'we' => 'wir', 'you' => 'du', 'hello' => 'hallo', 'world' => 'Welt', 'good' => 'gut', 'day' => 'Tag', 'time' => 'Zeit', 'new' => 'neu', 'post' => 'Beitrag', 'it' => 'es' ),
		'it' => array( 'the' => 'il', 'a' => 'un', 'and' => 'e', 'is' => 'è', 'are' => 'sono', 'of' => 'di', 'to' => 'a', 'in' => 'in', 'with' => 'con', 'for' => 'per', 'this' => 'questo', 'we' => 'noi', 'you' => 'tu', 'hello' => 'ciao', 'world' => 'mondo', 'good' => 'buono', 'day' => 'giorno', 'time' => 'tempo', 'new' => 'nuovo', 'post' => 'articolo', 'it' => 'esso' ),
		'pt' => array( 'the' => 'o', 'a' => 'um', 'and' => 'e', 'is' => 'é', 'are' => 'são', 'of' => 'de', 'to' => 'para', 'in' => 'em', 'with' => 'com', 'for' => 'para', 'this' => 'isto', 'we' => 'nós', 'you' => 'você', 'hello' => 'olá', 'world' => 'mundo', 'good' => 'bom', 'day' => 'dia', 'time' => 'tempo', 'new' => 'novo', 'post' => 'publicação', 'it' => 'isso' ),
	);
	$label = sprintf( '[%s] ', '' !== $language ? $language : '?' );
	if ( isset( $words[ $language ] ) ) {
		return $label . orbit_blocks_ai_replace_words( $text, $words[ $language ] );
	}
	return $label . $text;
}

/** A short post in Markdown about a subject (or numbered steps for a tutorial). */
function orbit_blocks_ai_write( string $prompt ): string {
	$subject = orbit_blocks_ai_subject( $prompt );
	$topic   = '' !== $subject ? $subject : __( 'this topic', 'orbit-blocks' );
	$title   = orbit_blocks_ai_title_case( $topic );
	$lower   = strtolower( $prompt );
	$opening = orbit_blocks_ai_pick(
		array(
			"$title is one of those subjects that rewards a closer look. Whether you are new to it or have some experience already, a few clear ideas make all the difference.",
			"Few things spark as much curiosity as $topic. This post walks through what matters most, without the jargon.",
			"If you have ever wondered about $topic, you are in good company. Here is a practical overview to get you started.",
		),
		$prompt
	);
	if ( false !== strpos( $lower, 'tutorial' ) || false !== strpos( $lower, 'step' ) || false !== strpos( $lower, 'how to' ) ) {
		return "## $title: a step-by-step guide\n\n$opening\n\n"
			. "1. **Prepare.** Gather what you need and set aside some uninterrupted time.\n"
			. "2. **Learn the basics.** Understand the core ideas behind $topic before going further.\n"
			. "3. **Practise.** Try it on a small example and note what works.\n"
			. "4. **Refine.** Adjust your approach based on what you learned.\n\n"
			. "With these steps, $topic becomes much less intimidating. Take it one step at a time.";
	}
	if ( false !== strpos( $lower, 'motivat' ) ) {
		return "## $title\n\n$opening\n\nEvery expert was once a beginner. Progress with $topic comes from showing up, again and again, even on the days when it feels slow.\n\n"
			. "- Start small, and celebrate each step.\n- Learn from setbacks instead of fearing them.\n- Keep your reason in sight.\n\nYou have more in you than you think. Begin today.";
	}
	return "## $title\n\n$opening\n\n"
		. "### Why it matters\n\nUnderstanding $topic helps you make better decisions and explain them to others. It connects to everyday life in more ways than most people expect.\n\n"
		. "### Key points\n\n- The basics of $topic are simpler than they look.\n- A little practice goes a long way.\n- Good sources and real examples beat theory alone.\n\n"
		. "In short, learning about $topic is worth your time. Start with one idea from this post and build from there.";
}

/** The same post as block markup, for prompts that ask for Gutenberg syntax. */
function orbit_blocks_ai_write_blocks( string $prompt ): string {
	$markdown = orbit_blocks_ai_write( $prompt );
	$blocks   = array();
	foreach ( preg_split( '/\n\s*\n/', $markdown ) as $part ) {
		if ( preg_match( '/^(#{2,3}) (.*)$/', $part, $m ) ) {
			$level    = strlen( $m[1] );
			$blocks[] = '<!-- wp:heading' . ( 2 === $level ? '' : ' {"level":' . $level . '}' ) . " -->\n<h$level class=\"wp-block-heading\">" . esc_html( $m[2] ) . "</h$level>\n<!-- /wp:heading -->";
		} elseif ( preg_match( '/^(- |\d+\. )/', $part ) ) {
			$ordered  = (bool) preg_match( '/^\d/', $part );
			$items    = array_map(
				static function ( string $line ): string {
					$text = (string) preg_replace( '/^(- |\d+\. )/', '', $line );
					$text = (string) preg_replace( '/\*\*(.+?)\*\*/', '<strong>$1</strong>', esc_html( $text ) );
					return "<!-- wp:list-item -->\n<li>$text</li>\n<!-- /wp:list-item -->";
				},
				explode( "\n", $part )
			);
			$tag      = $ordered ? 'ol' : 'ul';
			$blocks[] = '<!-- wp:list' . ( $ordered ? ' {"ordered":true}' : '' ) . " -->\n<$tag class=\"wp-block-list\">" . implode( "\n", $items ) . "</$tag>\n<!-- /wp:list -->";
		} else {
			$blocks[] = "<!-- wp:paragraph -->\n<p>" . esc_html( $part ) . "</p>\n<!-- /wp:paragraph -->";
		}
	}
	return implode( "\n\n", $blocks );
}

/**
 * The offline reply to a conversation.
 *
 * @param array<int, array{role: string, content: string}> $messages
 */
function orbit_blocks_ai_offline_reply( array $messages ): string {
	$last   = '';
	$system = '';
	foreach ( $messages as $message ) {
		if ( 'user' === $message['role'] ) {
			$last = $message['content'];
		} elseif ( 'system' === $message['role'] ) {
			$system .= ' ' . $message['content'];
		}
	}
	$quoted      = orbit_blocks_ai_quoted( $last );
	$instruction = strtolower( orbit_blocks_ai_instruction( $last ) );
	$content     = null !== $quoted && '' !== $quoted ? $quoted : '';
	if ( '' === $content ) {
		// The content may sit in an earlier message (a follow-up request).
		foreach ( array_reverse( $messages ) as $message ) {
			$found = orbit_blocks_ai_quoted( $message['content'] );
			if ( null !== $found && '' !== $found ) {
				$content = $found;
				break;
			}
		}
	}
	$has = static function ( string $needle ) use ( $instruction ): bool {
		return false !== strpos( $instruction, $needle );
	};

	if ( $has( 'title' ) ) {
		$source = '' !== $content ? $content : $last;
		$first  = orbit_blocks_ai_sentences( (string) preg_replace( '/^[#>*\-\s]+/m', '', $source ) );
		$words  = orbit_blocks_ai_words( $first ? $first[0] : $source );
		return orbit_blocks_ai_title_case( implode( ' ', array_slice( $words, 0, 8 ) ) );
	}
	if ( '' !== $content ) {
		if ( $has( 'translat' ) ) {
			return orbit_blocks_ai_translate( $content, orbit_blocks_ai_language( $instruction ) );
		}
		if ( $has( 'tone' ) ) {
			$tone = 'formal';
			foreach ( ORBIT_BLOCKS_AI_TONES as $candidate ) {
				if ( $has( $candidate ) && ! ( 'formal' === $candidate && $has( 'informal' ) ) ) {
					$tone = $candidate;
					break;
				}
			}
			return orbit_blocks_ai_tone( $content, $tone );
		}
		if ( $has( 'spelling' ) || $has( 'grammar' ) || $has( 'correct' ) ) {
			return orbit_blocks_ai_correct( $content );
		}
		if ( $has( 'simplif' ) || $has( 'simpler' ) ) {
			return orbit_blocks_ai_simplify( $content );
		}
		if ( $has( 'summar' ) ) {
			return orbit_blocks_ai_summarize( $content );
		}
		if ( $has( 'shorter' ) || $has( 'shorten' ) ) {
			return orbit_blocks_ai_shorten( $content );
		}
		if ( $has( 'longer' ) || $has( 'expand' ) || $has( 'continue' ) || $has( 'elaborat' ) ) {
			return orbit_blocks_ai_expand( $content );
		}
	}
	$prompt = '' !== trim( orbit_blocks_ai_instruction( $last ) ) ? orbit_blocks_ai_instruction( $last ) : $content;
	if ( false !== stripos( $system . ' ' . $last, 'gutenberg syntax' ) ) {
		return orbit_blocks_ai_write_blocks( $prompt );
	}
	return orbit_blocks_ai_write( $prompt );
}

/**
 * A reply cut in the pieces a model streams: a word with the space after
 * it (so Markdown's line breaks travel whole).
 *
 * @return string[]
 */
function orbit_blocks_ai_reply_chunks( string $reply ): array {
	preg_match_all( '/\S+\s*|\s+/u', $reply, $matches );
	return $matches[0];
}
