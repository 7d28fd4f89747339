/**
 * Saved markup of jetpack/map: the settings as data attributes for the
 * front-end script, and the markers as a list of links, which is what a
 * visitor sees when the map library cannot load (no script, no WebGL).
 * The incumbent plugin's data attributes, written as its save writes them,
 * so its posts open valid and ours open valid in it (README, "Saved
 * markup").
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
 * such setting), `when-on` (current, as the incumbent: "true", left out when
 * off; the server render writes the setting for visitors), `always` ("true"
 * or "false", what Orbit Blocks saved before).
 */
export type FullscreenMarkup = 'none' | 'when-on' | 'always';

/**
 * The markup of every version: they differ in the fullscreen setting and in
 * where data-map-style comes from (the incumbent's current version takes it
 * from its block style class, see deprecated/).
 */
export function saveMap(
	attributes: SaveAttributes,
	fullscreen: FullscreenMarkup,
	mapStyle: string | null = attributes.mapStyle
) {
	const {
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
	return saveMap( attributes, 'when-on' );
}
