/**
 * The tiled mosaic of a gallery: rows from aspect ratios and the stored
 * column widths, what the editor recomputes after each change and save()
 * runs for every gallery. Realistic size 1,000 images (the figure);
 * the harness also runs 10,000.
 */
import { defineBench } from '../../../tests/bench/micro-bench';
import { columnWidths } from '../layout/column-widths';
import { aspectRatio, mosaicRows } from '../layout/mosaic';

// Typical camera and phone shapes, repeated with a fixed pseudo-random mix.
const SHAPES: [ number, number ][] = [
	[ 4000, 3000 ],
	[ 3000, 4000 ],
	[ 1920, 1080 ],
	[ 1080, 1920 ],
	[ 2000, 2000 ],
	[ 6000, 2000 ],
	[ 3000, 2000 ],
];

export default defineBench( {
	name: 'tiled gallery mosaic',
	unit: 'images',
	size: 1000,
	setup: ( size ) => {
		let seed = 7;
		return Array.from( { length: size }, () => {
			seed = ( seed * 16807 ) % 2147483647;
			const [ width, height ] = SHAPES[ seed % SHAPES.length ];
			return { width, height };
		} );
	},
	run: ( images ) => {
		const ratios = images.map( ( image ) =>
			aspectRatio( image.width, image.height )
		);
		return columnWidths( mosaicRows( ratios ), ratios );
	},
} );
