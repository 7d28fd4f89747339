<?php
/**
 * Must-use plugin of the development and test sites only (tools/wp-server.mjs
 * mounts this folder as wp-content/mu-plugins; the shipped plugin never has
 * it).
 *
 * Under Playground every REST request boots WordPress in WebAssembly, about
 * 0.7 s on a two-core machine, one request at a time. After the editor has
 * loaded, core asks for a handful of things one request each (templates,
 * patterns, reusable blocks, authors…), and for the next ten seconds our own
 * requests queue behind them. Preloading them into the editor page answers
 * them from one boot instead, which makes every editor load in `npm start`
 * and the e2e tests about five seconds shorter. It changes nothing that the
 * editor receives: the same responses, embedded in the page.
 *
 * Not the authors list (`/wp/v2/users?who=authors`): its `who` argument is
 * deprecated, and outside a REST request the deprecation is logged as a PHP
 * notice, which the e2e tests rightly fail on.
 *
 * Why: docs/decisions.md, "Must-use plugins on the development sites".
 *
 * @package OrbitBlocks
 */

add_filter(
	'block_editor_rest_api_preload_paths',
	static function ( $paths, $context ) {
		if ( ! ( $context instanceof WP_Block_Editor_Context ) || 'core/edit-post' !== $context->name ) {
			return $paths;
		}
		return array_merge(
			$paths,
			array(
				'/wp/v2/templates/lookup?slug=front-page',
				'/wp/v2/block-patterns/patterns',
				'/wp/v2/blocks?context=edit&per_page=100&page=1',
				array( '/wp/v2/settings', 'OPTIONS' ),
				array( '/wp/v2/posts', 'OPTIONS' ),
				'/wp/v2/users/' . get_current_user_id() . '?context=view&_fields=id%2Cname',
			)
		);
	},
	10,
	2
);
