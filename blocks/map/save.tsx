/**
 * Saved markup of jetpack/map: the settings as data attributes for the
 * front-end script, and the markers as a list of links, which is what a
 * visitor sees when the map library cannot load (no script, no WebGL).
 * Same shape as the incumbent plugin's, so its posts open valid.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { MapAttributes, MapPoint } from './types';

/** A link that opens the marker's place in a map site. */
export function pointMapUrl( point: MapPoint ): string {
	const latitude = Number( point?.coordinates?.latitude );
	const longitude = Number( point?.coordinates?.longitude );
	return (
		'https://www.google.com/maps/search/?api=1&query=' +
		( Number.isFinite( latitude ) ? latitude : 0 ) +
		',' +
		( Number.isFinite( longitude ) ? longitude : 0 )
	);
}

/** A marker's title as text: the post may hold anything in `points`. */
const pointTitle = ( point: MapPoint ) =>
	[ 'string', 'number' ].includes( typeof point?.title )
		? String( point.title )
		: '';

export function PointsList( { points }: { points: MapPoint[] } ) {
	if ( ! Array.isArray( points ) || ! points.length ) {
		return null;
	}
	return (
		<ul>
			{ points.map( ( point, index ) => (
				<li key={ index }>
					<a href={ pointMapUrl( point ) }>{ pointTitle( point ) }</a>
				</li>
			) ) }
		</ul>
	);
}

type SaveAttributes = Omit< MapAttributes, 'showFullscreenButton' > & {
	showFullscreenButton?: boolean;
};

/**
 * How a version writes the Show Fullscreen Button setting: `none` (v1 had no
 * such setting), `when-on` (v2 left the attribute out when off, which the
 * front end reads as on), `always` (current: "true" or "false").
 */
export type FullscreenMarkup = 'none' | 'when-on' | 'always';

/** The markup of every version; they differ only in the fullscreen setting. */
export function saveMap(
	attributes: SaveAttributes,
	fullscreen: FullscreenMarkup
) {
	const {
		mapStyle,
		mapDetails,
		points = [],
		zoom,
		mapCenter,
		markerColor,
		scrollToZoom,
		mapHeight,
		showFullscreenButton,
	} = attributes;
	const data: Record< string, string | number | boolean | null > = {
		'data-map-style': mapStyle,
		'data-map-details': mapDetails,
		'data-points': JSON.stringify( points ),
		'data-zoom': zoom,
		'data-map-center': JSON.stringify( mapCenter ),
		'data-marker-color': markerColor,
		'data-scroll-to-zoom': scrollToZoom || null,
		'data-map-height': mapHeight || null,
	};
	if ( fullscreen === 'always' ) {
		data[ 'data-show-fullscreen-button' ] = showFullscreenButton !== false;
	} else if ( fullscreen === 'when-on' ) {
		data[ 'data-show-fullscreen-button' ] = showFullscreenButton || null;
	}
	return (
		<div { ...useBlockProps.save( data ) }>
			<PointsList points={ points } />
		</div>
	);
}

export default function save( { attributes }: { attributes: MapAttributes } ) {
	return saveMap( attributes, 'always' );
}
