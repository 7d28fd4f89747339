/**
 * The file field's settings: which kinds of file visitors may send and how
 * large. The author picks among the site's allowed types (WordPress's
 * get_allowed_mime_types(), which the editor has as the block editor's
 * `allowedMimeTypes` setting) and a size up to the site's upload limit
 * (wp_max_upload_size(), the setting `maxUploadFileSize`). The host applies
 * the same rules again (php-stubs/includes/contact-form/file-upload.php).
 */
export const FILE_FIELD = 'jetpack/field-file';
export const DROPZONE = 'jetpack/dropzone';

/** Types allowed when the author has chosen none: common documents and images, no archives. */
export const DEFAULT_FILE_TYPES = [
	'image/jpeg',
	'image/png',
	'image/gif',
	'image/webp',
	'application/pdf',
	'text/plain',
];

/** Largest file when the author has set none (MB), within the site's limit. */
export const DEFAULT_MAX_FILE_SIZE_MB = 10;

const MB = 1024 * 1024;

export interface FileFieldAttributes {
	label: string;
	required: boolean;
	id?: string;
	allowedTypes?: string[];
	maxFileSize?: number;
	maxfiles?: number;
}

export interface FileTypeChoice {
	mime: string;
	/** The extensions WordPress allows for it: "jpg, jpeg, jpe". */
	extensions: string;
}

/**
 * The types an author may offer: the site's allowed types, one entry per
 * MIME type (WordPress keys them by extension pattern, "jpg|jpeg|jpe").
 */
export function fileTypeChoices(
	allowed: Record< string, string > | undefined
): FileTypeChoice[] {
	const byMime = new Map< string, string[] >();
	for ( const [ pattern, mime ] of Object.entries( allowed ?? {} ) ) {
		byMime.set( mime, [
			...( byMime.get( mime ) ?? [] ),
			...pattern.split( '|' ),
		] );
	}
	return [ ...byMime.entries() ]
		.map( ( [ mime, extensions ] ) => ( {
			mime,
			extensions: extensions.join( ', ' ),
		} ) )
		.sort( ( a, b ) => a.extensions.localeCompare( b.extensions ) );
}

/** The types in effect: the author's (or the default), only those the site allows. */
export function effectiveFileTypes(
	chosen: string[] | undefined,
	allowed: Record< string, string > | undefined
): string[] {
	const site = new Set( Object.values( allowed ?? {} ) );
	const wanted = chosen && chosen.length ? chosen : DEFAULT_FILE_TYPES;
	return wanted.filter( ( mime ) => site.has( mime ) );
}

/** The largest file in MB: the author's (or the default), at most the site's limit. */
export function effectiveMaxSizeMb(
	chosen: number | undefined,
	siteMaxBytes: number | undefined
): number {
	const wanted = chosen && chosen > 0 ? chosen : DEFAULT_MAX_FILE_SIZE_MB;
	const cap = siteMaxBytes && siteMaxBytes > 0 ? siteMaxBytes / MB : Infinity;
	return Math.min( wanted, Math.floor( cap * 10 ) / 10 );
}
