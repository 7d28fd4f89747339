/**
 * The saved list of markers holds whatever the post's `points` attribute
 * holds: an entry that is not a marker object must not make save() throw
 * (a save that throws makes the block invalid in the editor).
 */
import { renderToString } from '@wordpress/element';
import { PointsList, pointMapUrl } from '../save';
import type { MapPoint } from '../types';

describe( 'the saved markers list', () => {
	it( 'saves malformed entries as links to 0,0 with no title', () => {
		const points = [
			null,
			{ title: { text: 'x' } },
			{ title: 'Home', coordinates: { latitude: 1, longitude: 2 } },
		] as unknown as MapPoint[];
		expect( renderToString( <PointsList points={ points } /> ) ).toBe(
			'<ul>' +
				'<li><a href="https://www.google.com/maps/search/?api=1&amp;query=0,0"></a></li>' +
				'<li><a href="https://www.google.com/maps/search/?api=1&amp;query=0,0"></a></li>' +
				'<li><a href="https://www.google.com/maps/search/?api=1&amp;query=1,2">Home</a></li>' +
				'</ul>'
		);
	} );

	it( 'saves nothing for points that are not a list', () => {
		expect(
			renderToString(
				<PointsList points={ { 0: 'x' } as unknown as MapPoint[] } />
			)
		).toBe( '' );
		expect( pointMapUrl( null as unknown as MapPoint ) ).toContain(
			'query=0,0'
		);
	} );
} );
