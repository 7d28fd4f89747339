/**
 * Whether the site takes a file this user uploads (spec 3: "Media upload
 * type check uses the site's allowed MIME types"), checked before a byte is
 * sent. The block editor's settings carry WordPress's
 * get_allowed_mime_types() for the user as `allowedMimeTypes`
 * ({ 'mp4|m4v': 'video/mp4', … }). The server decides by the file's name
 * (wp_check_filetype_and_ext), so the name's extension must be one of the
 * keys; a file without an extension is judged by its type. Without the
 * setting (null: a user who may upload anything, or settings not known)
 * every file passes and the server decides.
 */
export type AllowedMimeTypes = Record< string, string > | null | undefined;

export function isAllowedFileType(
	file: { name: string; type: string },
	allowed: AllowedMimeTypes
): boolean {
	if ( ! allowed || typeof allowed !== 'object' ) {
		return true;
	}
	const extension = /\.([^./\\]+)$/.exec( file.name )?.[ 1 ]?.toLowerCase();
	const entries = Object.entries( allowed );
	if ( extension ) {
		return entries.some( ( [ extensions ] ) =>
			extensions.toLowerCase().split( '|' ).includes( extension )
		);
	}
	return !! file.type && entries.some( ( [ , type ] ) => type === file.type );
}
