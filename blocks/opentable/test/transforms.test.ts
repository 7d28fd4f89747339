/**
 * Pasting into the editor (the raw transform): an OpenTable address on its
 * own line gives the block; other text does not.
 */
import { register } from '../index';
import transforms from '../transforms';
import {
	pastedNamesAndAttributes,
	rawMatches,
	registerWithTextBlocks,
} from '../../../tests/setup/pasted-names';

registerWithTextBlocks( register );

describe( 'paste', () => {
	it( 'turns a reservation address into the block', () => {
		expect(
			pastedNamesAndAttributes(
				'https://www.opentable.ca/restref/client/?restref=412810&lang=fr-CA'
			)
		).toEqual( [
			[
				'jetpack/opentable',
				expect.objectContaining( {
					rid: [ '412810' ],
					domain: 'ca',
					lang: 'fr-CA',
				} ),
			],
		] );
	} );

	it( 'turns the widget address into the block', () => {
		expect(
			pastedNamesAndAttributes(
				'https://www.opentable.com/widget/reservation/loader?rid=230914&rid=1779&type=multi&theme=wide&newtab=true'
			)
		).toEqual( [
			[
				'jetpack/opentable',
				expect.objectContaining( {
					rid: [ '230914', '1779' ],
					style: 'wide',
					newtab: true,
				} ),
			],
		] );
	} );

	it( 'leaves other text and other hosts alone', () => {
		const [ transform ] = transforms.from;
		expect(
			rawMatches( transform, [
				'Dinner at https://www.opentable.com/restref/client/?rid=1',
				'https://example.com/restref/client/?rid=1',
				'https://www.opentable.com/restref/client/',
			] )
		).toEqual( [] );
	} );
} );
