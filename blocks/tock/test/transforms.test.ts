/**
 * Pasting a Tock page address into the editor gives the block with the
 * business name; other addresses stay text.
 */
import { register } from '../index';
import transforms from '../transforms';
import {
	pastedNamesAndAttributes,
	rawMatches,
	registerWithTextBlocks,
} from '../../../tests/setup/pasted-names';

registerWithTextBlocks( register );

it( 'turns a Tock page address into the block, keeping the name', () => {
	expect(
		pastedNamesAndAttributes(
			'https://www.exploretock.com/roister/search?date=2024-05-01'
		)
	).toEqual( [ [ 'jetpack/tock', { url: 'roister' } ] ] );
} );

it( 'leaves other text and addresses alone', () => {
	const [ transform ] = transforms.from;
	expect(
		rawMatches( transform, [
			'https://example.com/roister',
			'Book at https://www.exploretock.com/roister',
			'roister',
			'https://www.exploretock.com/',
		] )
	).toEqual( [] );
} );
