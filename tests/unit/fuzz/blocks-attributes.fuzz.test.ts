/**
 * Attribute fuzzing of every block the plugin registers (docs/testing.md,
 * "Fuzzing and hostile input"). For random attribute sets built from each
 * block's schema (attribute-arbitrary.ts):
 * createBlock → serialize → parse gives one valid block of the same type,
 * serialising it again gives the same markup, the attributes kept in the
 * block comment come back unchanged, nothing throws, and the saved markup
 * holds nothing a browser would run (executable-markup.ts).
 *
 * The seed is fixed (FUZZ_SEED overrides it) so a failure is reproducible;
 * fast-check prints the seed, path and smallest failing attribute set.
 */
import fc from 'fast-check';
import { createBlock, parse, serialize } from '@wordpress/blocks';
import {
	attributeSet,
	richTextHtml,
	type AttributeSchema,
} from './attribute-arbitrary';
import { executableConstructs } from './executable-markup';
import { registerPluginBlocks } from './register-blocks';
import { flattenBlocks } from '../../fixtures/plugin-blocks';
import { renderMarkdown } from '../../../blocks/markdown/render-markdown';

const SEED = Number( process.env.FUZZ_SEED ?? 20261125 );
const RUNS = Number( process.env.FUZZ_RUNS ?? 200 );

const blocks = registerPluginBlocks();

/**
 * Attributes that the edit code computes from others, set here as it sets
 * them (a random value there is not one the editor can save). The rendered
 * markdown is taken as the DOM reads it back from the saved div: markdown-it
 * writes `&quot;` in text, the DOM gives `"`, so the first re-save of such a
 * block writes the same HTML with `"` (equivalent markup, still valid).
 */
const DERIVED: Record<
	string,
	( attributes: Record< string, unknown > ) => Record< string, unknown >
> = {
	'jetpack/markdown': ( attributes ) => ( {
		...attributes,
		html: richTextHtml(
			renderMarkdown( attributes.source as string | undefined )
		),
	} ),
	'jetpack/ai-assistant': ( attributes ) => ( {
		...attributes,
		html: attributes.useGutenbergSyntax
			? ''
			: richTextHtml(
					renderMarkdown( attributes.content as string | undefined )
			  ),
	} ),
};

/** Rich-text attributes kept in the block comment (not a `source`). */
const RICH_TEXT_IN_COMMENT: Record< string, string[] > = {
	'jetpack/button': [ 'text' ],
};

/**
 * The attributes as the editor can hold them: derived ones computed, rich
 * text kept in the comment as RichText makes it (HTML with no comments).
 */
function derive(
	name: string,
	attributes: Record< string, unknown >
): Record< string, unknown > {
	const copy = { ...attributes };
	for ( const key of RICH_TEXT_IN_COMMENT[ name ] ?? [] ) {
		if ( typeof copy[ key ] === 'string' ) {
			copy[ key ] = richTextHtml( copy[ key ] as string );
		}
	}
	return DERIVED[ name ]?.( copy ) ?? copy;
}

/** Attributes read from the markup rather than the block comment. */
const isSourced = ( schema: AttributeSchema ) => Boolean( schema.source );

/**
 * Attributes that hold HTML by design (rich text, or markup the edit code
 * made): like core's blocks they are written out as HTML and filtered by the
 * server (kses) for users without unfiltered_html, so the check for runnable
 * markup leaves them empty.
 */
function withoutHtmlAttributes(
	attributes: Record< string, unknown >,
	schema: Record< string, AttributeSchema >,
	richTextInComment: string[] = []
): Record< string, unknown > {
	const copy = { ...attributes };
	for ( const [ name, attribute ] of Object.entries( schema ) ) {
		if (
			[ 'html', 'rich-text' ].includes( attribute.source ?? '' ) ||
			richTextInComment.includes( name )
		) {
			copy[ name ] = '';
		}
		if ( attribute.source === 'query' && Array.isArray( copy[ name ] ) ) {
			copy[ name ] = withoutHtmlItems(
				copy[ name ] as Record< string, unknown >[],
				attribute.query ?? {}
			);
		}
	}
	return copy;
}

const withoutHtmlItems = (
	items: Record< string, unknown >[],
	schema: Record< string, AttributeSchema >
) => items.map( ( item ) => withoutHtmlAttributes( item, schema ) );

/** What goes wrong when the block is saved, parsed and saved again. */
function roundTripProblems(
	name: string,
	attributes: Record< string, unknown >,
	commentAttributes: string[]
): string[] {
	const block = createBlock( name, attributes );
	const markup = serialize( [ block ] );
	const parsed = parse( markup );
	if ( parsed.length !== 1 || parsed[ 0 ].name !== name ) {
		return [
			`parsed to ${ parsed.map( ( b ) => b.name ).join( ', ' ) }`,
			markup,
		];
	}
	const problems: string[] = [];
	for ( const inner of flattenBlocks( parsed ) ) {
		if ( ! inner.isValid ) {
			const issue = inner.validationIssues?.[ 0 ] as
				| { args: unknown[] }
				| undefined;
			problems.push(
				`${ inner.name } invalid: ${ JSON.stringify(
					issue?.args.filter( ( arg ) => typeof arg !== 'object' )
				) }`
			);
		}
	}
	const again = serialize( parsed );
	if ( again !== markup ) {
		problems.push( `saved: ${ markup }`, `saved again: ${ again }` );
	}
	for ( const key of commentAttributes ) {
		if (
			JSON.stringify( parsed[ 0 ].attributes[ key ] ) !==
			JSON.stringify( block.attributes[ key ] )
		) {
			problems.push(
				`${ key }: ${ JSON.stringify(
					block.attributes[ key ]
				) } came back as ${ JSON.stringify(
					parsed[ 0 ].attributes[ key ]
				) }`
			);
		}
	}
	return problems;
}

describe( 'the executable-markup check', () => {
	it( 'finds scripts, event handlers and javascript: URLs', () => {
		expect(
			executableConstructs(
				'<div><script>x</script><img src=x onerror=y>' +
					'<a href=" JaVa&#x09;script:alert(1)">a</a></div>'
			)
		).toEqual( [
			'<script> element',
			'img has event handler onerror',
			'a href= JaVa\tscript:alert(1)',
		] );
		expect(
			executableConstructs(
				'<a href="https://x.test/?javascript:1" title="onerror=">a</a>'
			)
		).toEqual( [] );
	} );
} );

describe( 'attribute fuzzing', () => {
	it( 'covers every registered block', () => {
		expect( blocks.length ).toBeGreaterThan( 30 );
	} );

	describe.each( blocks.map( ( block ) => [ block.name, block ] as const ) )(
		'%s',
		( name, { ownAttributes } ) => {
			const schema = ownAttributes;
			const commentAttributes = Object.keys( schema ).filter(
				( key ) => ! isSourced( schema[ key ] )
			);

			it( 'saves, parses and saves again to the same valid block', () => {
				fc.assert(
					fc.property( attributeSet( schema ), ( attributes ) => {
						expect(
							roundTripProblems(
								name,
								derive( name, attributes ),
								commentAttributes
							)
						).toEqual( [] );
					} ),
					{ seed: SEED, numRuns: RUNS }
				);
			} );

			it( 'saves no markup a browser would run', () => {
				fc.assert(
					fc.property( attributeSet( schema ), ( attributes ) => {
						const block = createBlock(
							name,
							derive(
								name,
								withoutHtmlAttributes(
									attributes,
									schema,
									RICH_TEXT_IN_COMMENT[ name ]
								)
							)
						);
						expect(
							executableConstructs( serialize( [ block ] ) )
						).toEqual( [] );
					} ),
					{ seed: SEED, numRuns: RUNS }
				);
			} );
		}
	);
} );
