/**
 * Older saved versions of videopress/video, newest first, each migrating to
 * the current attributes.
 *
 * The spec names older versions without giving their markup; these are the
 * two earlier shapes this plugin reads:
 *
 * v2: the same figure, but the player address carried no useAverageColor
 *     argument and the wrapper no newlines around the address.
 * v1: the first version, before the details panel: no title or description,
 *     and the attribute set the core-video conversion used (videoPressTracks
 *     and videoPressClassNames beside src and id); it saved the address
 *     alone in a figure, without the wrapper. Migrating keeps every
 *     attribute and moves the tracks into `tracks`.
 */
import { createElement } from '@wordpress/element';
import { RichText, useBlockProps } from '@wordpress/block-editor';
import metadata from './block.json';
import { isValidGuid, playerUrl } from './lib/player-url';
import type { TextTrack, VideoAttributes } from './types';

const current = metadata.attributes;

const captionOf = ( caption?: string ) =>
	! RichText.isEmpty( caption ?? '' )
		? createElement( RichText.Content, {
				tagName: 'figcaption',
				value: caption,
		  } )
		: null;

/** The address as v2 wrote it: without the useAverageColor argument. */
export function v2PlayerUrl( attributes: VideoAttributes ): string {
	const url = new URL( playerUrl( attributes.guid ?? '', attributes ) );
	url.searchParams.delete( 'useAverageColor' );
	return url.toString();
}

const v2 = {
	attributes: current,
	supports: metadata.supports,
	save( { attributes }: { attributes: VideoAttributes } ) {
		if ( ! isValidGuid( attributes.guid ) ) {
			return null;
		}
		return createElement(
			'figure',
			useBlockProps.save( { className: 'jetpack-videopress-player' } ),
			createElement(
				'div',
				{ className: 'jetpack-videopress-player__wrapper' },
				v2PlayerUrl( attributes )
			),
			captionOf( attributes.caption )
		);
	},
	migrate: ( attributes: VideoAttributes ) => attributes,
};

const { title: _title, description: _description, ...v1Attributes } = current;

const v1 = {
	attributes: v1Attributes,
	supports: metadata.supports,
	save( { attributes }: { attributes: VideoAttributes } ) {
		if ( ! isValidGuid( attributes.guid ) ) {
			return null;
		}
		return createElement(
			'figure',
			useBlockProps.save( {
				className: attributes.videoPressClassNames,
			} ),
			`\nhttps://videopress.com/v/${ attributes.guid }\n`,
			captionOf( attributes.caption )
		);
	},
	isEligible: ( attributes: Partial< VideoAttributes > ) =>
		( attributes.videoPressTracks?.length ?? 0 ) > 0 ||
		!! attributes.videoPressClassNames,
	migrate: ( attributes: VideoAttributes ): VideoAttributes => {
		const tracks: TextTrack[] = [
			...( attributes.tracks ?? [] ),
			...( attributes.videoPressTracks ?? [] ),
		];
		return {
			...attributes,
			tracks,
			videoPressTracks: [],
			videoPressClassNames: undefined,
		};
	},
};

export default [ v2, v1 ];
