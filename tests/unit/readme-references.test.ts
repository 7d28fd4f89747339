/**
 * The READMEs of the content and embed blocks (spec 2) and of the
 * reservation and business-hours blocks cite their code by path: every such
 * path must exist, so that a reader who follows one finds the file. A path
 * is a code span holding a "/" and ending in a file extension; it is read
 * from the repository root when it starts with one of its top folders
 * (blocks/, shared/, tests/ …), else from the README's folder. Addresses,
 * build output and patterns (<id>, {a,b}, …) are not paths of the source.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve( __dirname, '../..' );
const BLOCKS = [
	'business-hours',
	'button',
	'calendly',
	'contact-info',
	'donations',
	'eventbrite',
	'gif',
	'google-calendar',
	'instagram-gallery',
	'mailchimp',
	'map',
	'markdown',
	'opentable',
	'pinterest',
	'rating-star',
	'related-posts',
	'repeat-visitor',
	'simple-payments',
	'slideshow',
	'tock',
];
const TOP_FOLDERS = [
	'blocks/',
	'docs/',
	'extensions/',
	'php-stubs/',
	'shared/',
	'src/',
	'store/',
	'tests/',
	'tools/',
	'types/',
];

/** The source paths a README cites. */
function citedPaths( readme: string ): string[] {
	const text = fs.readFileSync( readme, 'utf8' );
	return [ ...text.matchAll( /`([^`\s]+)`/g ) ]
		.map( ( match ) => match[ 1 ] )
		.filter(
			( cited ) =>
				cited.includes( '/' ) &&
				/\.(tsx?|php|json|scss|mjs|js|html|md)$/.test( cited ) &&
				! /[<>{}*…]/.test( cited ) &&
				! /^(https?:|build\/|\/)/.test( cited )
		);
}

describe.each( BLOCKS )( 'blocks/%s/README.md', ( slug ) => {
	it( 'cites only files that exist', () => {
		const folder = path.join( ROOT, 'blocks', slug );
		const missing = citedPaths( path.join( folder, 'README.md' ) ).filter(
			( cited ) => {
				const base = TOP_FOLDERS.some( ( top ) =>
					cited.startsWith( top )
				)
					? ROOT
					: folder;
				return ! fs.existsSync( path.join( base, cited ) );
			}
		);
		expect( missing ).toEqual( [] );
	} );
} );
