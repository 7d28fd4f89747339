// @ts-check
/**
 * Finds the translatable strings of JavaScript, TypeScript and TSX code:
 * calls to __(), _x(), _n() and _nx() of @wordpress/i18n whose text domain is
 * ours, with the translator comment (a comment holding "translators:") that
 * stands just before the call. Parsed with Babel (@babel/core's parser, the
 * one the build uses), so any syntax the build accepts is read.
 *
 * Works on minified build files too: webpack writes calls as
 * `(0, i18n.__)( "…", "orbit-blocks" )`, which is a call to `__` here as well
 * (tools/i18n/make-json.mjs uses that to learn which strings each build file
 * holds).
 */
import { parseSync, traverse } from '@babel/core';

export const DOMAIN = 'orbit-blocks';

/**
 * The arguments of each function: which hold the singular, plural, context
 * and domain.
 *
 * @type {Record<string, { single: number, plural?: number, context?: number, domain: number }>}
 */
const FUNCTIONS = {
	__: { single: 0, domain: 1 },
	_x: { single: 0, context: 1, domain: 2 },
	_n: { single: 0, plural: 1, domain: 3 },
	_nx: { single: 0, plural: 1, context: 3, domain: 4 },
};

/**
 * @typedef {Object} Entry
 * @property {string}   msgid         the text
 * @property {string}   [msgctxt]     its context
 * @property {string}   [msgidPlural] its plural
 * @property {string[]} references    "file:line"
 * @property {string[]} comments      translator comments, without the comment marks
 */

/**
 * The literal text of a node: a string, a template without expressions, or a
 * concatenation of those; undefined for anything computed.
 *
 * @param {any} node
 * @return {string|undefined} the text
 */
function literal( node ) {
	if ( ! node ) {
		return undefined;
	}
	if ( node.type === 'StringLiteral' ) {
		return node.value;
	}
	if ( node.type === 'TemplateLiteral' && node.expressions.length === 0 ) {
		return node.quasis[ 0 ].value.cooked;
	}
	if ( node.type === 'BinaryExpression' && node.operator === '+' ) {
		const left = literal( node.left );
		const right = literal( node.right );
		return left === undefined || right === undefined
			? undefined
			: left + right;
	}
	return undefined;
}

/**
 * The name of the function a call calls: `__( … )`, `i18n.__( … )` and
 * webpack's `(0, i18n.__)( … )` all call `__`.
 *
 * @param {any} callee
 * @return {string|undefined} the name
 */
function calleeName( callee ) {
	if ( callee.type === 'Identifier' ) {
		return callee.name;
	}
	if ( callee.type === 'MemberExpression' && ! callee.computed ) {
		return callee.property.name;
	}
	if ( callee.type === 'SequenceExpression' ) {
		return calleeName(
			callee.expressions[ callee.expressions.length - 1 ]
		);
	}
	return undefined;
}

/**
 * The text of a translator comment, or undefined for another comment.
 *
 * @param {string} value a comment's text
 * @return {string|undefined} "translators: …"
 */
export function translatorComment( value ) {
	const text = value
		.split( '\n' )
		.map( ( line ) => line.replace( /^\s*\*?\s?/, '' ).trim() )
		.filter( Boolean )
		.join( ' ' );
	const at = text.toLowerCase().indexOf( 'translators:' );
	return at === -1 ? undefined : text.slice( at );
}

/**
 * The translatable strings of one file.
 *
 * @param {string} code
 * @param {string} file the path written in the references
 * @return {Entry[]} one entry a call, in the order of the code
 */
export function extractJs( code, file ) {
	const ast = parseSync( code, {
		filename: file,
		configFile: false,
		babelrc: false,
		sourceType: 'unambiguous',
		parserOpts: {
			plugins: file.endsWith( '.ts' )
				? [ 'typescript' ]
				: [ 'typescript', 'jsx' ],
			errorRecovery: false,
		},
	} );
	if ( ! ast ) {
		return [];
	}
	const comments = ( ast.comments ?? [] )
		.map( ( comment ) => ( {
			text: translatorComment( comment.value ),
			end: comment.end ?? 0,
			endLine: comment.loc?.end.line ?? 0,
		} ) )
		.filter( ( comment ) => comment.text );
	/** @type {Entry[]} */
	const entries = [];
	traverse( ast, {
		CallExpression( path ) {
			const { node } = path;
			const name = calleeName( node.callee );
			const spec = name ? FUNCTIONS[ name ] : undefined;
			if ( ! spec ) {
				return;
			}
			const args = node.arguments;
			const msgid = literal( args[ spec.single ] );
			if ( msgid === undefined || msgid === '' ) {
				return;
			}
			if ( literal( args[ spec.domain ] ) !== DOMAIN ) {
				return;
			}
			const line = node.loc?.start.line ?? 0;
			const start = node.start ?? 0;
			const firstArg = args[ 0 ].start ?? start;
			// The translator comment closest before the call, on its line or
			// the line above, or inside the call before its first argument.
			const comment = comments
				.filter(
					( candidate ) =>
						candidate.end <= firstArg &&
						candidate.endLine >= line - 1
				)
				.pop();
			/** @type {Entry} */
			const entry = {
				msgid,
				references: [ `${ file }:${ line }` ],
				comments: comment?.text ? [ comment.text ] : [],
			};
			if ( spec.context !== undefined ) {
				const msgctxt = literal( args[ spec.context ] );
				if ( msgctxt === undefined ) {
					return;
				}
				entry.msgctxt = msgctxt;
			}
			if ( spec.plural !== undefined ) {
				const plural = literal( args[ spec.plural ] );
				if ( plural === undefined ) {
					return;
				}
				entry.msgidPlural = plural;
			}
			entries.push( entry );
		},
	} );
	return entries;
}
