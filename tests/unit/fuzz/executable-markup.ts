/**
 * Finds what would run script in a browser in a piece of saved markup, by
 * parsing it with the DOM (not by matching text): <script> elements, event
 * handler attributes (on…), and javascript:/vbscript: URLs in attributes
 * that hold a URL. Returns one line per finding.
 */
const URL_ATTRIBUTES = [
	'href',
	'src',
	'action',
	'formaction',
	'xlink:href',
	'data',
	'poster',
	'srcset',
	'background',
];

/** What a browser does to a URL before it reads the scheme. */
function scheme( url: string ): string {
	// eslint-disable-next-line no-control-regex
	const stripped = url.replace( /[\u0000-\u0020\u007f-\u009f]/g, '' );
	const match = /^([a-z][a-z0-9+.-]*):/i.exec( stripped );
	return match ? match[ 1 ].toLowerCase() : '';
}

export function executableConstructs( html: string ): string[] {
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	const findings: string[] = [];
	const walk = ( root: ParentNode ) => {
		for ( const element of Array.from( root.querySelectorAll( '*' ) ) ) {
			const tag = element.tagName.toLowerCase();
			if ( tag === 'script' ) {
				findings.push( `<script> element` );
			}
			for ( const attribute of Array.from( element.attributes ) ) {
				const name = attribute.name.toLowerCase();
				if ( name.startsWith( 'on' ) ) {
					findings.push( `${ tag } has event handler ${ name }` );
				}
				if (
					URL_ATTRIBUTES.includes( name ) &&
					[ 'javascript', 'vbscript' ].includes(
						scheme( attribute.value )
					)
				) {
					findings.push( `${ tag } ${ name }=${ attribute.value }` );
				}
			}
			if ( element instanceof HTMLTemplateElement ) {
				walk( element.content );
			}
		}
	};
	walk( template.content );
	return findings;
}
