// @ts-check
/**
 * The bench's post: about 1,000 blocks of what a long article holds
 * (paragraphs of varied length, headings, lists with their items, quotes,
 * separators) with our blocks among them, as serialized block markup. The
 * same markup is loaded with the plugin active and inactive; without it our
 * blocks show as "unsupported", which is what an author would get too.
 */

const WORDS =
	'orbit signal harbour lantern meadow quarry ledger copper willow timber river quiet method detail station anchor gentle margin summit parcel'.split(
		' '
	);

/**
 * A deterministic sentence stream (no Math.random: every run loads the same post).
 *
 * @param {number} seed
 * @param {number} count words
 */
function words( seed, count ) {
	const out = [];
	let x = seed;
	for ( let i = 0; i < count; i++ ) {
		x = ( x * 1103515245 + 12345 ) % 2147483648;
		out.push( WORDS[ x % WORDS.length ] );
	}
	const text = out.join( ' ' );
	return text.charAt( 0 ).toUpperCase() + text.slice( 1 ) + '.';
}

/** @param {string} text */
const paragraph = ( text ) =>
	`<!-- wp:paragraph -->\n<p>${ text }</p>\n<!-- /wp:paragraph -->`;

/** @param {string} text */
const heading = ( text ) =>
	`<!-- wp:heading -->\n<h2 class="wp-block-heading">${ text }</h2>\n<!-- /wp:heading -->`;

/** @param {string[]} items */
const list = ( items ) =>
	`<!-- wp:list -->\n<ul class="wp-block-list">${ items
		.map(
			( item ) =>
				`<!-- wp:list-item -->\n<li>${ item }</li>\n<!-- /wp:list-item -->`
		)
		.join( '\n' ) }</ul>\n<!-- /wp:list -->`;

/** @param {string} text */
const quote = ( text ) =>
	`<!-- wp:quote -->\n<blockquote class="wp-block-quote">${ paragraph(
		text
	) }</blockquote>\n<!-- /wp:quote -->`;

const separator =
	'<!-- wp:separator -->\n<hr class="wp-block-separator has-alpha-channel-opacity"/>\n<!-- /wp:separator -->';

const businessHours = '<!-- wp:jetpack/business-hours /-->';
const button =
	'<!-- wp:jetpack/button {"text":"Read the next part","url":"https://example.com/next"} /-->';

/**
 * @param {number}  target        about how many blocks (inner blocks count)
 * @param {boolean} withOurBlocks false leaves ours out (paragraphs instead),
 *                                to tell the plugin's own cost from its blocks'
 * @return {{ content: string, blocks: number, ours: number }} the markup and its counts
 */
export function longPost( target = 1000, withOurBlocks = true ) {
	const parts = [];
	let blocks = 0;
	let ours = 0;
	for ( let i = 0; blocks < target; i++ ) {
		if ( withOurBlocks && ( i % 50 === 25 || i % 50 === 45 ) ) {
			parts.push( i % 50 === 25 ? businessHours : button );
			blocks += 1;
			ours += 1;
		} else if ( i % 20 === 0 ) {
			parts.push( heading( words( i, 5 ) ) );
			blocks += 1;
		} else if ( i % 17 === 0 ) {
			parts.push(
				list( [ 1, 2, 3, 4 ].map( ( n ) => words( i + n, 6 ) ) )
			);
			blocks += 5;
		} else if ( i % 23 === 0 ) {
			parts.push( quote( words( i, 24 ) ) );
			blocks += 2;
		} else if ( i % 41 === 0 ) {
			parts.push( separator );
			blocks += 1;
		} else {
			parts.push( paragraph( words( i, 12 + ( i % 7 ) * 9 ) ) );
			blocks += 1;
		}
	}
	return { content: parts.join( '\n\n' ), blocks, ours };
}
