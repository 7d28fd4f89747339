/**
 * Pasting an OpenTable address on a line of its own (a reservation page,
 * …/restref/client/?rid=…, or the widget's address) gives the block, with
 * the restaurants and settings it carries. (The editor drops a pasted
 * <script> before any transform sees it: the embed code itself is pasted
 * into the block's placeholder.)
 */
import { pastedAddressTransform } from '../../shared/paste-transform';
import { parseEmbedCode } from './embed-code';

const transforms = {
	from: [
		pastedAddressTransform( 'jetpack/opentable', 4, ( text ) => {
			const parsed = parseEmbedCode( text );
			return parsed ? { ...parsed } : null;
		} ),
	],
};

export default transforms;
