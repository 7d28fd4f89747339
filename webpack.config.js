/**
 * One build for the editor: extends @wordpress/scripts' config.
 *
 * - `editor` entry (src/editor.ts): registers every block; each block's edit
 *   code is a separate on-demand chunk under build/chunks/.
 * - `settings` entry (src/settings/index.tsx): the Settings → Orbit Blocks
 *   screen, build/settings.js and settings.css.
 * - per-block style entries: blocks/<slug>/style.scss and editor.scss become
 *   build/blocks/<slug>/style.css and editor.css, which block.json names, so
 *   WordPress loads them only where the block is (front end and editor canvas).
 * - block.json files, dynamic blocks' render.php (with its helpers.php) and
 *   the rollout lists are copied next to them for the host plugin's
 *   server-side registration.
 *
 * Why: docs/decisions.md, "Each block's styles are build entries of their own".
 */
const path = require( 'path' );
const fs = require( 'fs' );
const CopyPlugin = require( 'copy-webpack-plugin' );
const MiniCSSExtractPlugin = require( 'mini-css-extract-plugin' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

const blocksDir = path.resolve( __dirname, 'blocks' );

function blockStyleEntries() {
	const entries = {};
	for ( const slug of fs.readdirSync( blocksDir ) ) {
		for ( const name of [ 'style', 'editor' ] ) {
			const file = path.join( blocksDir, slug, `${ name }.scss` );
			if ( fs.existsSync( file ) ) {
				entries[ `blocks/${ slug }/${ name }` ] = file;
			}
		}
	}
	return entries;
}

// blocks/<slug>/view.ts, the front-end behaviour, becomes
// build/blocks/<slug>/view.js with its view.asset.php; block.json names it
// ("viewScript": "file:./view.js"), so it loads only where the block is.
function blockViewEntries() {
	const entries = {};
	for ( const slug of fs.readdirSync( blocksDir ) ) {
		const file = path.join( blocksDir, slug, 'view.ts' );
		if ( fs.existsSync( file ) ) {
			entries[ `blocks/${ slug }/view` ] = file;
		}
		// A child folder's view script (blocks/contact-form/steps/view.ts),
		// enqueued by the host where it is needed.
		const dir = path.join( blocksDir, slug );
		for ( const child of fs.existsSync( dir )
			? fs.readdirSync( dir, { withFileTypes: true } )
			: [] ) {
			const childFile = path.join( dir, child.name, 'view.ts' );
			if ( child.isDirectory() && fs.existsSync( childFile ) ) {
				entries[ `blocks/${ slug }/${ child.name }/view` ] = childFile;
			}
		}
	}
	return entries;
}

// Style-only entries still get an empty .js and .asset.php; nothing loads them.
class DropStyleEntryScripts {
	apply( compiler ) {
		const { Compilation } = compiler.webpack;
		compiler.hooks.thisCompilation.tap(
			'DropStyleEntryScripts',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'DropStyleEntryScripts',
						stage: Compilation.PROCESS_ASSETS_STAGE_REPORT - 1,
					},
					( assets ) => {
						for ( const name of Object.keys( assets ) ) {
							if (
								/^blocks\/[^/]+\/(style|editor)\.(js|asset\.php)$/.test(
									name
								)
							) {
								compilation.deleteAsset( name );
							}
						}
					}
				);
			}
		);
	}
}

// build/edit-chunks.php lists the files of the blocks' edit chunks (the
// chunk groups named "<block>-edit", with the libraries they share and their
// CSS), so that the editor page can ask the browser to prefetch them while
// it loads (php-stubs/includes/edit-prefetch.php).
class EditChunkList {
	apply( compiler ) {
		const { Compilation, sources } = compiler.webpack;
		compiler.hooks.thisCompilation.tap(
			'EditChunkList',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'EditChunkList',
						stage: Compilation.PROCESS_ASSETS_STAGE_REPORT,
					},
					() => {
						const files = new Set();
						for ( const group of compilation.chunkGroups ) {
							if ( ! /-edit$/.test( group.name ?? '' ) ) {
								continue;
							}
							for ( const file of group.getFiles() ) {
								// Plain names only: they are printed into PHP as they are.
								if ( /^[\w./-]+\.(js|css)$/.test( file ) ) {
									files.add( file );
								}
							}
						}
						const list = [ ...files ]
							.sort()
							.map( ( file ) => `\t'${ file }',\n` )
							.join( '' );
						compilation.emitAsset(
							'edit-chunks.php',
							new sources.RawSource(
								`<?php return array(\n${ list });\n`
							)
						);
					}
				);
			}
		);
	}
}

// The CSS of on-demand chunks (build/<chunk>.css) is added by webpack's
// runtime, not by WordPress, so wp_style_add_data( …, 'rtl', 'replace' )
// cannot swap it: on a right-to-left page the runtime takes the build's
// <chunk>-rtl.css instead. Written as ES5: the function is copied into the
// runtime as it is.
const cssChunks = new MiniCSSExtractPlugin( {
	filename: '[name].css',
	insert: function insertChunkStylesheet( linkTag ) {
		if ( document.documentElement.dir === 'rtl' ) {
			linkTag.href = linkTag.href.replace( /\.css(\?|$)/, '-rtl.css$1' );
		}
		document.head.appendChild( linkTag );
	},
} );

// wp-scripts copies block.json from src/ only; ours live in blocks/. Its
// MiniCSSExtractPlugin gives way to ours (above), in the same place.
const plugins = defaultConfig.plugins
	.filter( ( plugin ) => plugin.constructor.name !== 'CopyPlugin' )
	.map( ( plugin ) =>
		plugin.constructor.name === 'MiniCssExtractPlugin' ? cssChunks : plugin
	);

module.exports = {
	...defaultConfig,
	entry: {
		editor: path.resolve( __dirname, 'src/editor.ts' ),
		// Settings → Orbit Blocks (php-stubs/includes/settings-page.php
		// loads it on that screen only, with settings.asset.php's
		// dependencies).
		settings: path.resolve( __dirname, 'src/settings/index.tsx' ),
		...blockStyleEntries(),
		...blockViewEntries(),
	},
	module: {
		...defaultConfig.module,
		rules: [
			...defaultConfig.module.rules,
			// A block's edit code is asked for when its block appears or the
			// editor is idle (shared/lazy-edit.tsx, shared/edit-prefetch.ts),
			// often while the editor's own REST requests hold the browser's
			// connections to the site: at high priority the script comes
			// from the cache that the prefetch hints filled
			// (includes/edit-prefetch.php) instead of waiting for them.
			{
				test: /blocks[\\/].+[\\/](index\.ts|core-video-filter\.tsx)$/,
				parser: { dynamicImportFetchPriority: 'high' },
			},
		],
	},
	output: {
		...defaultConfig.output,
		path: path.resolve( __dirname, 'build' ),
		chunkFilename: 'chunks/[name].[contenthash:8].js',
	},
	optimization: {
		...defaultConfig.optimization,
		// Chunks split off on their own (a library that edit code shares,
		// such as markdown-it) get readable names instead of numbers, so the
		// bench's bundle table says what they are.
		chunkIds: 'named',
		// wp-scripts splits style.scss into style-<entry>.css; our style
		// files are entries of their own, so keep their names as they are.
		splitChunks: {
			...defaultConfig.optimization?.splitChunks,
			cacheGroups: {
				...defaultConfig.optimization?.splitChunks?.cacheGroups,
				style: false,
			},
		},
	},
	plugins: [
		...plugins,
		new DropStyleEntryScripts(),
		new EditChunkList(),
		new CopyPlugin( {
			patterns: [
				{
					// Child blocks nest in their parent's folder
					// (blocks/<parent>/<child>/block.json).
					from: '{*,*/*}/block.json',
					context: blocksDir,
					to: 'blocks/[path][name][ext]',
					noErrorOnMissing: true,
				},
				{
					// A dynamic block's visitor markup: render.php, which
					// block.json names ("render": "file:./render.php"), and
					// the functions it loads (helpers.php).
					from: '*/{render,helpers}.php',
					context: blocksDir,
					to: 'blocks/[path][name][ext]',
					noErrorOnMissing: true,
				},
				{
					from: 'rollout.json',
					context: path.resolve( __dirname, 'shared' ),
					to: 'rollout.json',
				},
			],
		} ),
	],
};
