/**
 * Core video blocks keep the guid the hosted service gave them (an extra
 * attribute), and those that carry one show the "Transform blocks to
 * VideoPress" notice (core-video-notice.tsx, loaded on demand).
 */
import { createHigherOrderComponent } from '@wordpress/compose';
import { addFilter } from '@wordpress/hooks';
import { lazyEdit } from '../../shared/lazy-edit';

const Notice = lazyEdit(
	() =>
		import(
			/* webpackChunkName: "video-core-notice" */ './core-video-notice'
		)
);

interface Settings {
	attributes?: Record< string, unknown >;
}

export function addCoreVideoFilters(): void {
	addFilter(
		'blocks.registerBlockType',
		'orbit-blocks/video/core-guid',
		( settings: Settings, name: string ) =>
			name === 'core/video'
				? {
						...settings,
						attributes: {
							...settings.attributes,
							guid: { type: 'string' },
						},
				  }
				: settings
	);
	addFilter(
		'editor.BlockEdit',
		'orbit-blocks/video/core-notice',
		createHigherOrderComponent(
			( BlockEdit ) =>
				function CoreVideoEdit( props: {
					name: string;
					isSelected: boolean;
					attributes: { guid?: string };
				} ) {
					return (
						<>
							<BlockEdit { ...props } />
							{ props.name === 'core/video' &&
								props.isSelected &&
								props.attributes.guid && <Notice /> }
						</>
					);
				},
			'withVideoTransformNotice'
		)
	);
}
