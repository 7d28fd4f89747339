/**
 * Registers jetpack/related-posts. Kept tiny: the editor entry imports it,
 * and the edit UI and its store load on demand. The block is dynamic (saves
 * no markup); blocks/related-posts/render.php renders it for
 * visitors from the site's own published posts.
 */
import { registerBlockType } from '@wordpress/blocks';
import { lazyEdit } from '../../shared/lazy-edit';
import type { RelatedPostsAttributes } from './attributes';
import metadata from './block.json';
import deprecated from './deprecated';
import { RelatedPostsIcon as icon } from './icon';

export { metadata };

export function register(): void {
	registerBlockType< RelatedPostsAttributes >( metadata, {
		icon,
		edit: lazyEdit(
			() =>
				import( /* webpackChunkName: "related-posts-edit" */ './edit' )
		),
		save: () => null,
		deprecated,
	} );
}
