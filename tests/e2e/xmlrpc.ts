/**
 * A tiny XML-RPC client for the e2e tests (WordPress's /xmlrpc.php, on by
 * default): a request builder and a response parser, no dependency. Values:
 * strings, integers, booleans, arrays and structs; the parser also reads
 * doubles, dates (as strings) and base64 (as strings).
 */
import type { APIRequestContext } from '@playwright/test';

export type XmlRpcValue =
	| string
	| number
	| boolean
	| XmlRpcValue[]
	| { [ key: string ]: XmlRpcValue };

export interface XmlRpcAnswer {
	/** The HTTP status (200 for faults too, as XML-RPC answers them). */
	status: number;
	fault?: { code: number; message: string };
	value?: unknown;
	/** The answer as sent. */
	body: string;
}

const escapeXml = ( text: string ) =>
	text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );

function encode( value: XmlRpcValue ): string {
	if ( typeof value === 'boolean' ) {
		return `<boolean>${ value ? 1 : 0 }</boolean>`;
	}
	if ( typeof value === 'number' ) {
		return Number.isInteger( value )
			? `<int>${ value }</int>`
			: `<double>${ value }</double>`;
	}
	if ( typeof value === 'string' ) {
		return `<string>${ escapeXml( value ) }</string>`;
	}
	if ( Array.isArray( value ) ) {
		return `<array><data>${ value
			.map( ( item ) => `<value>${ encode( item ) }</value>` )
			.join( '' ) }</data></array>`;
	}
	return `<struct>${ Object.entries( value )
		.map(
			( [ name, item ] ) =>
				`<member><name>${ escapeXml( name ) }</name><value>${ encode(
					item
				) }</value></member>`
		)
		.join( '' ) }</struct>`;
}

/** The body of a call of `method` with `params`. */
export function xmlRpcRequest( method: string, params: XmlRpcValue[] ): string {
	return `<?xml version="1.0"?><methodCall><methodName>${ escapeXml(
		method
	) }</methodName><params>${ params
		.map(
			( param ) => `<param><value>${ encode( param ) }</value></param>`
		)
		.join( '' ) }</params></methodCall>`;
}

interface XmlNode {
	name: string;
	children: XmlNode[];
	text: string;
}

const decodeEntities = ( text: string ) =>
	text.replace(
		/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi,
		( _all, entity: string ) => {
			const named: Record< string, string > = {
				lt: '<',
				gt: '>',
				amp: '&',
				quot: '"',
				apos: "'",
			};
			if ( entity[ 0 ] !== '#' ) {
				return named[ entity.toLowerCase() ];
			}
			return String.fromCodePoint(
				entity[ 1 ].toLowerCase() === 'x'
					? parseInt( entity.slice( 2 ), 16 )
					: parseInt( entity.slice( 1 ), 10 )
			);
		}
	);

/** The element tree of an XML text (no attributes, comments or CDATA kept). */
function parseXml( xml: string ): XmlNode {
	const root: XmlNode = { name: '#root', children: [], text: '' };
	const stack = [ root ];
	const tokens = xml
		.replace( /<\?[\s\S]*?\?>/g, '' )
		.replace( /<!--[\s\S]*?-->/g, '' )
		.matchAll( /<(\/?)([\w.:-]+)[^>]*?(\/?)>|([^<]+)/g );
	for ( const [ , closing, name, selfClosing, text ] of tokens ) {
		const top = stack[ stack.length - 1 ];
		if ( text !== undefined ) {
			top.text += decodeEntities( text );
		} else if ( closing ) {
			if ( top.name !== name ) {
				throw new Error(
					`XML-RPC answer: </${ name }> closes <${ top.name }>`
				);
			}
			stack.pop();
		} else {
			const node: XmlNode = { name, children: [], text: '' };
			top.children.push( node );
			if ( ! selfClosing ) {
				stack.push( node );
			}
		}
	}
	return root;
}

const child = ( node: XmlNode, name: string ) =>
	node.children.find( ( item ) => item.name === name );

/** A <value> element as JavaScript. */
function decode( value: XmlNode ): unknown {
	const typed = value.children[ 0 ];
	if ( ! typed ) {
		// No type element: a string.
		return value.text;
	}
	switch ( typed.name ) {
		case 'int':
		case 'i4':
		case 'i8':
		case 'double':
			return Number( typed.text.trim() );
		case 'boolean':
			return typed.text.trim() === '1';
		case 'nil':
			return null;
		case 'array':
			return ( child( typed, 'data' )?.children ?? [] ).map( decode );
		case 'struct':
			return Object.fromEntries(
				typed.children.map( ( member ) => [
					child( member, 'name' )?.text ?? '',
					decode( child( member, 'value' )! ),
				] )
			);
		default:
			// string, dateTime.iso8601, base64: as written.
			return typed.text;
	}
}

/** A methodResponse: its value, or its fault. */
export function parseXmlRpc(
	xml: string
): Omit< XmlRpcAnswer, 'status' | 'body' > {
	const response = child( parseXml( xml ), 'methodResponse' );
	if ( ! response ) {
		throw new Error( `Not an XML-RPC answer: ${ xml.slice( 0, 200 ) }` );
	}
	const fault = child( response, 'fault' );
	if ( fault ) {
		const struct = decode( child( fault, 'value' )! ) as {
			faultCode: number;
			faultString: string;
		};
		return {
			fault: { code: struct.faultCode, message: struct.faultString },
		};
	}
	const param = child( child( response, 'params' )!, 'param' );
	return { value: decode( child( param!, 'value' )! ) };
}

/** Calls `method` on the site's /xmlrpc.php. */
export async function xmlRpc(
	request: APIRequestContext,
	method: string,
	params: XmlRpcValue[]
): Promise< XmlRpcAnswer > {
	const response = await request.post( '/xmlrpc.php', {
		headers: { 'Content-Type': 'text/xml' },
		data: xmlRpcRequest( method, params ),
		failOnStatusCode: false,
		maxRedirects: 0,
	} );
	const body = await response.text();
	if ( response.status() !== 200 ) {
		return { status: response.status(), body };
	}
	return { status: 200, body, ...parseXmlRpc( body ) };
}
