/**
 * Ad formats (spec 3 section 3): the slot sizes an ad network fills, and the
 * padding the editor's placeholder uses for each. The server render
 * (blocks/wordads/render.php) has the same table.
 */
import { __ } from '@wordpress/i18n';

export type AdFormatTag =
	| 'mrec'
	| 'leaderboard'
	| 'mobile_leaderboard'
	| 'wideskyscraper';

export interface AdFormat {
	tag: AdFormatTag;
	name: () => string;
	width: number;
	height: number;
	editorPadding: number;
}

export const AD_FORMATS: readonly AdFormat[] = Object.freeze( [
	{
		tag: 'mrec',
		name: () => __( 'Rectangle', 'orbit-blocks' ),
		width: 300,
		height: 250,
		editorPadding: 30,
	},
	{
		tag: 'leaderboard',
		name: () => __( 'Leaderboard', 'orbit-blocks' ),
		width: 728,
		height: 90,
		editorPadding: 60,
	},
	{
		tag: 'mobile_leaderboard',
		name: () => __( 'Mobile Leaderboard', 'orbit-blocks' ),
		width: 320,
		height: 50,
		editorPadding: 100,
	},
	{
		tag: 'wideskyscraper',
		name: () => __( 'Wide Skyscraper', 'orbit-blocks' ),
		width: 160,
		height: 600,
		editorPadding: 30,
	},
] );

export const DEFAULT_FORMAT: AdFormatTag = 'mrec';

/** The format of a stored attribute; an unknown one is the default. */
export function getAdFormat( tag: unknown ): AdFormat {
	return (
		AD_FORMATS.find( ( format ) => format.tag === tag ) ??
		( AD_FORMATS[ 0 ] as AdFormat )
	);
}

/** "Rectangle 300x250" */
export function formatLabel( format: AdFormat ): string {
	return `${ format.name() } ${ format.width }x${ format.height }`;
}

/**
 * hideMobile as older content stored it too: true, "true", "1", 1 and "on"
 * are true; anything else is false.
 */
export function coerceBoolean( value: unknown ): boolean {
	if ( typeof value === 'string' ) {
		return [ 'true', '1', 'on', 'yes' ].includes(
			value.trim().toLowerCase()
		);
	}
	return value === true || value === 1;
}
