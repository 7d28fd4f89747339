/**
 * What the block says when a search gives nothing. The spec gives no GIF
 * texts (section 8 is silent), so these say what happened and what to do;
 * the author's text, the GIF already chosen and the caption always stay.
 */
import { __, sprintf } from '@wordpress/i18n';
import { GifError } from './giphy';

export function failureMessage( error: unknown ): string {
	const code = error instanceof GifError ? error.code : 'network';
	switch ( code ) {
		case 'unconfigured':
			return __(
				'This site has no GIPHY API key yet, so GIFs cannot be searched.',
				'orbit-blocks'
			);
		case 'refused':
			return __(
				'The GIF service refused the request. Check the GIPHY API key in Settings → Orbit Blocks.',
				'orbit-blocks'
			);
		case 'server':
		case 'response':
			return __(
				'The GIF service could not answer. Please try again later.',
				'orbit-blocks'
			);
		default:
			return __(
				'Could not reach the GIF service. Check your connection and try again.',
				'orbit-blocks'
			);
	}
}

export function nothingFoundMessage( term: string, isLink: boolean ): string {
	return isLink
		? __(
				'This Giphy link does not lead to a GIF. Check the address, or search for a term.',
				'orbit-blocks'
		  )
		: sprintf(
				/* translators: %s: what the author searched for. */
				__(
					'No GIFs found for “%s”. Try another term.',
					'orbit-blocks'
				),
				term
		  );
}
