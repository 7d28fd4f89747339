/**
 * Older saved versions of videopress/video, newest first, each migrating to
 * the current attributes.
 *
 * incumbent: the incumbent plugin's save: the figure also has the class
 *     wp-block-jetpack-videopress and, with a maximum width, the style
 *     max-width and margin auto; its address lists the poster (posterUrl),
 *     the seekbar colours in the order sbc, sbpc, sblc, and says
 *     useAverageColor only when on. Posts its server or its apps wrote hold
 *     the address without newlines around it.
 * commentOnly: the block comment alone (the incumbent's apps and its
 *     server insert such blocks); saving again writes the figure.
 *
 * The spec names older versions without giving their markup; these are the
 * two earlier shapes this plugin reads:
 *
 * v2: the same figure, but the player address carried no useAverageColor
 *     argument and the wrapper no newlines around the address.
 * v1: the first version, before the details panel: no title or description;
 *     the attribute set the core-video conversion filled (videoPressTracks
 *     and videoPressClassNames beside src and id) named the figure's
 *     classes, and the address stood alone in the figure, without the
 *     wrapper. Migrating keeps every attribute.
 */
import metadata from './block.json';
import { playerUrl } from './lib/player-url';
import { figure, wrapper } from './save';
import type { VideoAttributes } from './types';

const current = metadata.attributes;
type Saved = { attributes: VideoAttributes };
const keep = ( attributes: VideoAttributes ) => attributes;

/** The address as v2 wrote it: without the useAverageColor argument. */
export function v2PlayerUrl( attributes: VideoAttributes ): string {
	return playerUrl( attributes.guid ?? '', attributes ).replace(
		/&useAverageColor=\w+/,
		''
	);
}

/** Query arguments as the incumbent's address builder writes them. */
export function incumbentPlayerUrl( attributes: VideoAttributes ): string {
	const a = attributes;
	const query = (
		[
			[ 'resizeToParent', true ],
			[ 'cover', true ],
			[ 'autoPlay', a.autoplay ],
			[ 'controls', a.controls === false && 'false' ],
			[ 'loop', a.loop ],
			[ 'muted', a.muted ],
			[ 'persistVolume', a.muted && 'false' ],
			[ 'playsinline', a.playsinline ],
			[ 'posterUrl', a.poster ],
			[ 'preloadContent', a.preload ],
			[ 'sbc', a.seekbarColor ],
			[ 'sbpc', a.seekbarPlayedColor ],
			[ 'sblc', a.seekbarLoadingColor ],
			[ 'useAverageColor', a.useAverageColor !== false ],
		] as const
	 )
		.filter( ( [ , value ] ) => value )
		.map(
			( [ key, value ] ) =>
				`${ key }=${ encodeURIComponent( String( value ) ) }`
		);
	return `https://videopress.com/v/${ a.guid }?${ query.join( '&' ) }`;
}

const incumbent = {
	attributes: current,
	supports: metadata.supports,
	save: ( { attributes }: Saved ) =>
		figure(
			attributes,
			'wp-block-jetpack-videopress jetpack-videopress-player',
			wrapper( `\n${ incumbentPlayerUrl( attributes ) }\n` ),
			attributes.maxWidth && attributes.maxWidth !== '100%'
				? { maxWidth: attributes.maxWidth, margin: 'auto' }
				: undefined
		),
	migrate: keep,
};

const commentOnly = {
	attributes: current,
	supports: metadata.supports,
	save: () => null,
	migrate: keep,
};

const v2 = {
	attributes: current,
	supports: metadata.supports,
	save: ( { attributes }: Saved ) =>
		figure(
			attributes,
			'jetpack-videopress-player',
			wrapper( v2PlayerUrl( attributes ) )
		),
	migrate: keep,
};

const { title: _title, description: _description, ...v1Attributes } = current;

const v1 = {
	attributes: v1Attributes,
	supports: metadata.supports,
	save: ( { attributes }: Saved ) =>
		figure(
			attributes,
			attributes.videoPressClassNames,
			`\nhttps://videopress.com/v/${ attributes.guid }\n`
		),
	migrate: keep,
};

export default [ incumbent, commentOnly, v2, v1 ];
