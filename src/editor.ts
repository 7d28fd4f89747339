/**
 * The editor entry that the host plugin enqueues. It discovers every
 * blocks/<slug>/index.ts at build time (no hand-kept list) and registers the
 * ones the site may use, then loads every extensions/<name>/index.ts. Edit
 * components are on-demand chunks (lazyEdit), loaded when the editor is idle
 * (shared/edit-prefetch.ts).
 */
import './editor.scss';
import apiFetch from '@wordpress/api-fetch';
import type { BlockModule } from '../shared/block-module';
import { editorRequestMiddleware } from '../shared/editor-request-header';
import { getEditorState } from '../shared/editor-state';
import { prefetchEditsWhenIdle } from '../shared/edit-prefetch';
import { registerBlocks } from './block-registry';

const blockContext = require.context(
	'../blocks',
	true,
	/^\.\/[^/]+\/index\.ts$/
);
const modules = blockContext
	.keys()
	.map( ( key ) => blockContext( key ) as BlockModule );

// Mark the editor's own requests to the site (spec 3 section 7).
apiFetch.use( editorRequestMiddleware( window.location.origin ) );

registerBlocks( modules, getEditorState() );
// The registered blocks' edit chunks, once the editor is idle.
prefetchEditsWhenIdle();

// Editor extensions that are not blocks (sidebars, toolbars, banners): each
// extensions/<name>/index.ts registers itself when imported.
const extensionContext = require.context(
	'../extensions',
	true,
	/^\.\/[^/]+\/index\.tsx?$/
);
extensionContext.keys().forEach( ( key ) => extensionContext( key ) );
