/**
 * Registers jetpack/eventbrite, the event checkout embed (spec 2 "Event
 * checkout embed"). Kept tiny: the edit UI loads on demand; visitors get the
 * checkout from the host's render (blocks/eventbrite/render.php).
 */
import { registerBlockType } from '@wordpress/blocks';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import deprecated from './deprecated';
import { eventbriteIcon as icon } from './icon';
import save from './save';
import transforms from './transforms';
import type { EventbriteAttributes } from './types';

export { metadata };

export function register(): void {
	registerBlockType< EventbriteAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() => import( /* webpackChunkName: "eventbrite-edit" */ './edit' )
		),
		save,
		deprecated,
		transforms,
	} );
}
