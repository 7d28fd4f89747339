/**
 * The file field's check before sending (the server checks the file's
 * content again; file-upload.php): its size against the field's limit and
 * its extension among the allowed ones, so that a file the server would
 * refuse, or one larger than the request may carry, is not sent and
 * nothing typed is lost.
 */
export function checkFileInput(
	input: HTMLInputElement,
	field: HTMLElement,
	label: string,
	messages: Record< string, string >
): string {
	const file = input.files?.[ 0 ];
	if ( ! file ) {
		return '';
	}
	const maxBytes = Number( field.dataset.maxBytes ?? 0 );
	if ( maxBytes > 0 && file.size > maxBytes ) {
		return ( messages.tooLarge ?? '' )
			.replace( '%1$s', label )
			.replace( '%2$s', field.dataset.maxSize ?? '' );
	}
	const extensions = ( field.dataset.extensions ?? '' )
		.split( ',' )
		.map( ( extension ) => extension.trim().toLowerCase() )
		.filter( Boolean );
	const extension = ( file.name.split( '.' ).pop() ?? '' ).toLowerCase();
	if (
		extensions.length &&
		( ! file.name.includes( '.' ) || ! extensions.includes( extension ) )
	) {
		return ( messages.wrongType ?? '' )
			.replace( '%1$s', label )
			.replace( '%2$s', field.dataset.extensions ?? '' );
	}
	return '';
}
