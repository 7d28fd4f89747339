/**
 * The beginnings of an address that no embed block may accept, whatever
 * follows: schemes that run or carry content (javascript:, data:,
 * vbscript:), schemes that are not the web (ftp, file) and another host.
 * URL parsers' property tests add their own service's lookalike hosts.
 */
export const FOREIGN_URL_PREFIXES = [
	'javascript:',
	'data:',
	'vbscript:',
	'ftp://',
	'file://',
	'https://evil.test/',
];
