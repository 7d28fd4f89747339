/**
 * What the older markups of jetpack/map share: the style they wrote and the
 * migration to the current attributes.
 *
 * The incumbent plugin's current version keeps the map style as a block
 * style class (is-style-satellite) instead of the mapStyle attribute; its
 * oldest posts wrote styles with hyphens (black-and-white).
 */
import { MAP_STYLES } from '../constants';
import type { MapAttributes, MapStyle } from '../types';

type Legacy = Omit< MapAttributes, 'showFullscreenButton' > & {
	showFullscreenButton?: boolean;
	className?: string;
};

/** One of our styles, from a name written with hyphens or underscores. */
function knownStyle( name: unknown ): MapStyle | undefined {
	const style = String( name ).replace( /-/g, '_' ) as MapStyle;
	return MAP_STYLES.includes( style ) ? style : undefined;
}

const STYLE_CLASS = /(?:^|\s)is-style-(\S+)/;

/**
 * data-map-style of the incumbent's current version: the name of its style
 * class (is-style-satellite), left out without one.
 */
export function classStyle( { className }: Legacy ): string | null {
	const name = STYLE_CLASS.exec( className ?? '' )?.[ 1 ];
	return MAP_STYLES.includes( name as MapStyle ) ? name! : null;
}

/**
 * To the current attributes: the style from the style class (which goes) or
 * mapStyle, and the Show Fullscreen Button setting on where a version had
 * none.
 */
export function migrateMap( attributes: Legacy ): MapAttributes {
	const { className, ...rest } = attributes;
	let mapStyle = knownStyle( rest.mapStyle ) ?? rest.mapStyle;
	const classes = ( className ?? '' ).split( /\s+/ ).filter( ( name ) => {
		const style = name.startsWith( 'is-style-' )
			? knownStyle( name.slice( 9 ) )
			: undefined;
		mapStyle = style ?? mapStyle;
		return name && ! style;
	} );
	return {
		...rest,
		...( classes.length ? { className: classes.join( ' ' ) } : {} ),
		mapStyle,
		showFullscreenButton: rest.showFullscreenButton ?? true,
	};
}
