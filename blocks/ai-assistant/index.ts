/**
 * Registers jetpack/ai-assistant (spec 1 sections 2 to 5). Kept tiny: the
 * editor entry imports it; the edit UI, the AI client and markdown-it load
 * on demand.
 */
import { registerBlockType } from '@wordpress/blocks';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import deprecated from './deprecated';
import { aiAssistantIcon as icon } from './icon';
import save from './save';
import type { AiAssistantAttributes } from './types';

export { metadata };

export function register(): void {
	registerBlockType< AiAssistantAttributes >( metadata as never, {
		icon,
		edit: lazyEdit(
			() => import( /* webpackChunkName: "ai-assistant-edit" */ './edit' )
		),
		save,
		deprecated: deprecated as never,
	} );
}
