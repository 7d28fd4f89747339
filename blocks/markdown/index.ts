/**
 * Registers jetpack/markdown. Kept tiny: the editor entry imports it, while
 * the edit UI and markdown-it (render-markdown.ts) load on demand. Saved
 * markup needs no markdown renderer (save.tsx).
 */
import { registerBlockType } from '@wordpress/blocks';
import { lazyEdit } from '../../shared/lazy-edit';
import metadata from './block.json';
import { markdownIcon as icon } from './icon';
import save from './save';
import type { MarkdownAttributes } from './types';

export { metadata };

export function register(): void {
	registerBlockType< MarkdownAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() => import( /* webpackChunkName: "markdown-edit" */ './edit' )
		),
		save,
	} );
}
