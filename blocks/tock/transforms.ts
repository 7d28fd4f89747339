/**
 * Pasting a Tock page address on a line of its own gives the block with its
 * business name.
 */
import { pastedAddressTransform } from '../../shared/paste-transform';
import { nameFromTockAddress } from './address';

const transforms = {
	from: [
		pastedAddressTransform( 'jetpack/tock', 4, ( text ) => {
			const name = nameFromTockAddress( text );
			return name === null ? null : { url: name };
		} ),
	],
};

export default transforms;
