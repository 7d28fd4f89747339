/**
 * Registers jetpack/calendly, the scheduling embed (spec 2 "Scheduling
 * embed"). Kept tiny: the edit UI and the embed-code parser load on demand;
 * visitors' markup is rendered by the host (blocks/calendly/
 * render.php), so the post saves only the inner button of the link style.
 */
import { registerBlockType } from '@wordpress/blocks';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import deprecated from './deprecated';
import { calendlyIcon as icon } from './icon';
import save from './save';
import transforms from './transforms';
import type { CalendlyAttributes } from './types';

export { metadata };

export function register(): void {
	registerBlockType< CalendlyAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() => import( /* webpackChunkName: "calendly-edit" */ './edit' )
		),
		save,
		deprecated,
		transforms,
	} );
}
