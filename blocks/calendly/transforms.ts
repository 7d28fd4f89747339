/**
 * Pasting a Calendly address on its own line gives the block: a raw
 * transform, ahead of core's generic embed (priority 5 < 10). Only the
 * address parser is needed here (it is in the editor entry); embed codes
 * are read by the edit code.
 */
import { pastedAddressTransform } from '../../shared/paste-transform';
import { parseCalendlyUrl, settingsFrom } from './url';

/** The block's attributes for a Calendly address, or null. */
function attributesFromAddress( text: string ) {
	const parsed = parseCalendlyUrl( text );
	return parsed
		? { url: parsed.url, ...settingsFrom( parsed.params ) }
		: null;
}

const transforms = {
	from: [
		pastedAddressTransform( 'jetpack/calendly', 5, attributesFromAddress ),
	],
};

export default transforms;
