// @ts-check
/**
 * Fetches WordPress 6.8 from Debian's packages (suite trixie) into
 * .cache/wordpress, without root and without touching the system's apt:
 * apt-get update/download with our own lists and cache, dpkg-deb -x, and a
 * copy that resolves Debian's relative symlinks (docs/development.md).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const cache = path.join( root, '.cache' );
export const WORDPRESS_DIR = path.join( cache, 'wordpress' );

// wordpress, its default theme, and the packages its symlinks point into.
const PACKAGES = [
	'wordpress',
	'wordpress-theme-twentytwentyfive',
	'php-getid3',
	'libjs-underscore',
	'libjs-cropper',
	'libjs-lodash',
];

/** @return {Promise<string>} the pristine WordPress tree */
export async function fetchWordPress() {
	if (
		fs.existsSync(
			path.join( WORDPRESS_DIR, 'wp-includes', 'version.php' )
		)
	) {
		return WORDPRESS_DIR;
	}
	console.log(
		"Fetching WordPress 6.8 from Debian's packages (first run only) ..."
	);
	const apt = path.join( cache, 'apt' );
	for ( const dir of [ 'lists/partial', 'archives/partial', 'debs' ] ) {
		fs.mkdirSync( path.join( apt, dir ), { recursive: true } );
	}
	const sourcesList = path.join( apt, 'sources.list' );
	fs.writeFileSync(
		sourcesList,
		'deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian trixie main\n'
	);
	const options = [
		'-o',
		`Dir::Etc::SourceList=${ sourcesList }`,
		'-o',
		'Dir::Etc::SourceParts=/dev/null',
		'-o',
		`Dir::State::Lists=${ path.join( apt, 'lists' ) }`,
		'-o',
		`Dir::Cache=${ apt }`,
		'-o',
		'Debug::NoLocking=1',
		// As root, apt would drop to its _apt user, who may not write here.
		...( process.getuid?.() === 0
			? [ '-o', 'APT::Sandbox::User=root' ]
			: [] ),
		'-qq',
	];
	const debs = path.join( apt, 'debs' );
	execFileSync( 'apt-get', [ ...options, 'update' ], { stdio: 'inherit' } );
	execFileSync( 'apt-get', [ ...options, 'download', ...PACKAGES ], {
		cwd: debs,
		stdio: 'inherit',
	} );

	// Build in a temporary folder and rename at the end, so an interrupted
	// fetch never leaves a half tree behind.
	const staging = fs.mkdtempSync( path.join( cache, 'staging-' ) );
	try {
		const extracted = path.join( staging, 'root' );
		for ( const deb of fs
			.readdirSync( debs )
			.filter( ( f ) => f.endsWith( '.deb' ) ) ) {
			execFileSync( 'dpkg-deb', [
				'-x',
				path.join( debs, deb ),
				extracted,
			] );
		}
		const tree = path.join( staging, 'wordpress' );
		try {
			// -L resolves the relative symlinks; the absolute ones into /etc
			// (.htaccess, the CA bundle) dangle here and are left out.
			execFileSync(
				'cp',
				[ '-rL', path.join( extracted, 'usr/share/wordpress' ), tree ],
				{
					stdio: 'ignore',
				}
			);
		} catch {}
		if (
			! fs.existsSync( path.join( tree, 'wp-includes', 'version.php' ) )
		) {
			throw new Error(
				'The WordPress package did not unpack as expected.'
			);
		}
		// Playground writes its own wp-config.php.
		fs.rmSync( path.join( tree, 'wp-config.php' ), { force: true } );
		fs.renameSync( tree, WORDPRESS_DIR );
	} finally {
		fs.rmSync( staging, { recursive: true, force: true } );
	}
	return WORDPRESS_DIR;
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	console.log( await fetchWordPress() );
}
