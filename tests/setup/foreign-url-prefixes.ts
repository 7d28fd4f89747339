/**
 * The beginnings of an address that no embed block may accept, whatever
 * follows: schemes that run or carry content (javascript:, data:,
 * vbscript:), schemes that are not the web (ftp, file) and another host.
 * URL parsers' property tests add their own service's lookalike hosts.
 */
import fc from 'fast-check';

export const FOREIGN_URL_PREFIXES = [
	'javascript:',
	'data:',
	'vbscript:',
	'ftp://',
	'file://',
	'https://evil.test/',
];

/**
 * The property every embed URL parser keeps, for fc.assert: whatever
 * follows one of FOREIGN_URL_PREFIXES or the service's own lookalike hosts,
 * `parse` refuses (null) each address `inputs` builds from it, the ways a
 * person could paste it.
 */
export function foreignAddressesRefused< Rest >( {
	lookalikeHosts,
	rest,
	inputs,
	parse,
}: {
	lookalikeHosts: string[];
	rest: fc.Arbitrary< Rest >;
	inputs: ( prefix: string, rest: Rest ) => string[];
	parse: ( input: string ) => unknown;
} ) {
	return fc.property(
		fc.constantFrom( ...FOREIGN_URL_PREFIXES, ...lookalikeHosts ),
		rest,
		( prefix, generated ) => {
			for ( const input of inputs( prefix, generated ) ) {
				expect( parse( input ) ).toBeNull();
			}
		}
	);
}
