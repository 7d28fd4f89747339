/**
 * Builds a fast-check arbitrary of attribute sets from a block's attributes
 * schema (block.json form): type string/number/integer/boolean/array/object/
 * null (or a list of these), enum, default, and `query` sources (an array of
 * records, one per matched element). Every attribute may also be left out,
 * so that its default applies.
 */
import fc from 'fast-check';
import { HOSTILE_SNIPPETS } from './hostile-strings';

export interface AttributeSchema {
	type?: string | string[];
	enum?: readonly unknown[];
	default?: unknown;
	source?: string;
	selector?: string;
	attribute?: string;
	query?: Record< string, AttributeSchema >;
}

/** Random text, full Unicode (lone surrogates too) and hostile snippets. */
export function hostileString(): fc.Arbitrary< string > {
	const piece = fc.oneof(
		{ weight: 3, arbitrary: fc.string() },
		{ weight: 2, arbitrary: fc.string( { unit: 'binary' } ) },
		{ weight: 3, arbitrary: fc.constantFrom( ...HOSTILE_SNIPPETS ) }
	);
	return fc
		.array( piece, { minLength: 1, maxLength: 4 } )
		.map( ( parts ) => parts.join( '' ) )
		.map( ( value ) =>
			// @wordpress/blocks' serializeAttributes (and PHP's
			// serialize_block_attributes) turn the JSON `\\"` that closes a
			// string ending in a backslash into `\\u0022`: the comment's JSON
			// then no longer parses. A core limitation, kept out of the fuzz.
			value.endsWith( '\\' ) ? value + '.' : value
		);
}

/**
 * A string as the HTML parser can give it back from markup: it drops U+0000
 * and turns CR and CRLF into LF before it reads anything (HTML's input stream
 * preprocessing). Only values read from the markup (a `source`) are mapped.
 */
export function htmlRepresentable( value: string ): string {
	return (
		value
			.replace( /\u0000/g, '' )
			.replace( /\r\n?/g, '\n' )
			// @wordpress/escape-html leaves the `&` of what reads as a
			// character reference as it is (so escaped text is not escaped
			// twice): `&lt;` saved as text reads back as `<`. Core behaviour.
			.replace( /&(?=[a-z0-9]+;|#[0-9]+;|#x[a-f0-9]+;)/gi, '& ' )
	);
}

/**
 * Rich text as the editor holds it: HTML as the DOM writes it back, with no
 * comments (RichText never makes one; a `<!-- wp:… -->` in it would be read
 * as a block delimiter).
 */
export function richTextHtml( value: string ): string {
	const container = document.createElement( 'div' );
	container.innerHTML = value;
	const walker = document.createTreeWalker(
		container,
		NodeFilter.SHOW_COMMENT
	);
	const comments: Node[] = [];
	while ( walker.nextNode() ) {
		comments.push( walker.currentNode );
	}
	comments.forEach(
		( comment ) => comment.parentNode?.removeChild( comment )
	);
	return container.innerHTML;
}

/** Finite numbers without -0 (JSON writes -0 as 0, a change nobody sees). */
function number(): fc.Arbitrary< number > {
	return fc
		.oneof(
			fc.integer( { min: -1000, max: 1000 } ),
			fc.integer(),
			fc.double( { noNaN: true, noDefaultInfinity: true } )
		)
		.map( ( value ) => ( Object.is( value, -0 ) ? 0 : value ) );
}

/** JSON-like values for arrays and objects without an items schema. */
const jsonish: fc.Arbitrary< unknown > = fc.letrec( ( tie ) => ( {
	value: fc.oneof(
		{ depthSize: 'small', withCrossShrink: true },
		hostileString(),
		number(),
		fc.boolean(),
		fc.constant( null ),
		fc.array( tie( 'value' ), { maxLength: 3 } ),
		fc.dictionary( hostileString(), tie( 'value' ), {
			maxKeys: 3,
			noNullPrototype: true,
		} )
	),
} ) ).value;

function ofType( type: string ): fc.Arbitrary< unknown > {
	switch ( type ) {
		case 'string':
		case 'rich-text':
			return hostileString();
		case 'number':
			return number();
		case 'integer':
			return fc.integer();
		case 'boolean':
			return fc.boolean();
		case 'null':
			return fc.constant( null );
		case 'array':
			return fc.array( jsonish, { maxLength: 4 } );
		case 'object':
			return fc.dictionary( hostileString(), jsonish, {
				maxKeys: 4,
				noNullPrototype: true,
			} );
		default:
			return jsonish;
	}
}

export function attributeValue(
	schema: AttributeSchema
): fc.Arbitrary< unknown > {
	if ( schema.enum ) {
		return fc.constantFrom( ...schema.enum );
	}
	if ( schema.source === 'query' && schema.query ) {
		return fc.array( attributeSet( schema.query, { allRequired: true } ), {
			maxLength: 4,
		} );
	}
	// A value read from the markup without a declared type is a string.
	const types = Array.isArray( schema.type )
		? schema.type
		: [ schema.type ?? ( schema.source ? 'string' : '' ) ];
	const anyValue = fc.oneof( ...types.map( ofType ) );
	const isHtml = [ 'html', 'rich-text' ].includes( schema.source ?? '' );
	const values = schema.source
		? anyValue.map( ( value ) => {
				if ( typeof value !== 'string' ) {
					return value;
				}
				return isHtml
					? richTextHtml( htmlRepresentable( value ) )
					: htmlRepresentable( value );
		  } )
		: anyValue;
	return schema.default === undefined
		? values
		: fc.oneof(
				{ weight: 4, arbitrary: values },
				fc.constant( schema.default )
		  );
}

/** An arbitrary of attribute sets for the whole schema. */
export function attributeSet(
	schema: Record< string, AttributeSchema >,
	{ allRequired = false } = {}
): fc.Arbitrary< Record< string, unknown > > {
	const model = Object.fromEntries(
		Object.entries( schema ).map( ( [ name, attribute ] ) => [
			name,
			attributeValue( attribute ),
		] )
	);
	return fc.record( model, {
		requiredKeys: allRequired ? Object.keys( model ) : [],
	} ) as fc.Arbitrary< Record< string, unknown > >;
}
