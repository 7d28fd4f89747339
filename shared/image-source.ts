/**
 * An image address from block attributes, fit for an <img src> in the
 * editor: http(s), protocol-relative or site-relative addresses, an upload
 * in progress (blob:) and inline raster images (data:image/png, gif, jpeg,
 * webp). Anything else (javascript:, data:text/html, svg+xml, vbscript:)
 * gives undefined, so the editor shows no image rather than a script
 * address a contributor typed into the post's markup.
 */
const ALLOWED =
	/^(https?:\/\/\S|\/\S|blob:https?:\/\/|data:image\/(png|gif|jpeg|webp)[;,])/i;

export function imageSource( value: unknown ): string | undefined {
	if ( typeof value !== 'string' ) {
		return undefined;
	}
	const address = value.trim();
	return ALLOWED.test( address ) ? address : undefined;
}
