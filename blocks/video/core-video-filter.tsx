/**
 * Core video blocks keep what the hosted service gave them (spec 3: a guid,
 * a tracks list and an example flag, `CORE_VIDEO_ATTRIBUTES`), so that a
 * round trip through core/video loses none of it, and those that carry one show the "Transform blocks to
 * VideoPress" notice (core-video-notice.tsx, loaded on demand) under their
 * own edit component. One registerBlockType filter does both: it costs the
 * editor entry less than a separate editor.BlockEdit filter.
 */
import { createElement, Fragment } from '@wordpress/element';
import { addFilter } from '@wordpress/hooks';
import type { ComponentType } from 'react';
import { lazyEdit } from '../../shared/lazy-edit';

const Notice = lazyEdit(
	() =>
		import(
			/* webpackChunkName: "video-core-notice" */ './core-video-notice'
		)
);

/** The attributes core/video gains: this block's names and shapes. */
export const CORE_VIDEO_ATTRIBUTES = {
	guid: { type: 'string' },
	videoPressTracks: {
		type: 'array',
		items: { type: 'object' },
		default: [],
	},
	isVideoPressExample: { type: 'boolean', default: false },
} as const;

interface EditProps {
	isSelected?: boolean;
	attributes: { guid?: string };
}

interface Settings {
	attributes?: Record< string, unknown >;
	edit?: ComponentType< EditProps >;
}

/** core/video's edit, followed by the notice when the block has a guid. */
export const withNotice =
	( Edit: ComponentType< EditProps > ) => ( props: EditProps ) =>
		createElement(
			Fragment,
			null,
			createElement( Edit, props ),
			props.isSelected && props.attributes.guid && createElement( Notice )
		);

export function addCoreVideoFilters(): void {
	addFilter(
		'blocks.registerBlockType',
		'orbit-blocks/video/core-video',
		( settings: Settings, name: string ) =>
			name === 'core/video'
				? {
						...settings,
						attributes: {
							...settings.attributes,
							...CORE_VIDEO_ATTRIBUTES,
						},
						edit: settings.edit && withNotice( settings.edit ),
				  }
				: settings
	);
}
