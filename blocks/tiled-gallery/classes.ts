/**
 * The gallery wrapper's classes besides the block's own (className, align):
 * the layout's is-style-<name> when className names none, the rounded
 * corners, the filter and, for tiled columns, the columns. The editor shows
 * them; the server render writes the same for visitors
 * (blocks/tiled-gallery/render.php).
 */
import { effectiveColumns } from './layout/grid';
import { cornersFor, isFilter, layoutOf } from './styles';
import type { TiledGalleryAttributes } from './types';

/** The wrapper's classes besides the block's own (className, align). */
export function galleryClasses(
	attributes: TiledGalleryAttributes,
	count: number
): string {
	const layout = layoutOf( attributes.className );
	const corners = cornersFor( layout, attributes.roundedCorners );
	const classes: Record< string, boolean > = {
		[ `is-style-${ layout }` ]: ! /(?:^|\s)is-style-/.test(
			attributes.className ?? ''
		),
		[ `has-rounded-corners-${ corners }` ]: corners > 0,
		[ `filter__${ attributes.imageFilter }` ]: isFilter(
			attributes.imageFilter
		),
		[ `columns-${ effectiveColumns( attributes.columns, count ) }` ]:
			layout === 'columns',
	};
	return Object.keys( classes )
		.filter( ( name ) => classes[ name ] )
		.join( ' ' );
}
