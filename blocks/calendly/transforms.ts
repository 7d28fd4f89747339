/**
 * Pasting a Calendly address on its own line gives the block: a raw
 * transform, ahead of core's generic embed (priority 5 < 10). Only the
 * address parser is needed here (it is in the editor entry); embed codes
 * are read by the edit code.
 */
import { createBlock } from '@wordpress/blocks';
import { parseCalendlyUrl, settingsFrom } from './url';

export function blockFromAddress( text: string ) {
	const parsed = parseCalendlyUrl( text );
	return parsed
		? createBlock( 'jetpack/calendly', {
				url: parsed.url,
				...settingsFrom( parsed.params ),
		  } )
		: null;
}

const transforms = {
	from: [
		{
			type: 'raw',
			priority: 5,
			isMatch: ( node: Node ) =>
				node.nodeName === 'P' &&
				parseCalendlyUrl( node.textContent ?? '' ) !== null,
			transform: ( node: Node ) =>
				blockFromAddress( node.textContent ?? '' ) ??
				createBlock( 'core/paragraph', {} ),
		},
	],
};

export default transforms;
