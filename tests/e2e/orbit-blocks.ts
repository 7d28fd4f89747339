/**
 * Helpers shared by the e2e specs: which blocks the plugin ships (read from
 * the build, the same block.json files the host plugin registers), watchers
 * that collect console errors, page errors and PHP messages, the screenshot
 * folder, and a test's usual opening: a new post with the block under test.
 *
 * Why: docs/decisions.md, "PHP messages are logged, not displayed".
 *
 * Why: docs/decisions.md, "End-to-end tests never leave loopback".
 */
import fs from 'fs';
import path from 'path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { connectAccountFromEditor } from './connect-account.mjs';
import { INSERTER_ITEMS } from './inserter-items';
import {
	test as base,
	expect,
	type Admin,
	type Editor,
	type PageUtils,
} from '@wordpress/e2e-test-utils-playwright';

// The build the site serves (tools/e2e.mjs gives its copy).
const BUILD_BLOCKS = path.join(
	process.env.ORBIT_BUILD_DIR ?? path.resolve( __dirname, '../../build' ),
	'blocks'
);

export function shippedBlockNames(): string[] {
	return fs
		.readdirSync( BUILD_BLOCKS )
		.map( ( slug ) => path.join( BUILD_BLOCKS, slug, 'block.json' ) )
		.filter( ( file ) => fs.existsSync( file ) )
		.map( ( file ) => JSON.parse( fs.readFileSync( file, 'utf8' ) ).name )
		.sort();
}

const DEBUG_LOG = process.env.WP_SITE_DIR
	? path.join( process.env.WP_SITE_DIR, 'wordpress/wp-content/debug.log' )
	: '';

/**
 * Reads what PHP logs (WP_DEBUG_LOG) from the moment it is called; `read()`
 * gives every warning, notice, deprecation or error logged since. (A fresh
 * site's installer logs two warnings of its own before any test runs.)
 */
export function watchPhpLog(): { read: () => string[] } {
	if ( ! DEBUG_LOG ) {
		throw new Error(
			'WP_SITE_DIR is not set: run the e2e tests with npm run test:e2e.'
		);
	}
	const size = () =>
		fs.existsSync( DEBUG_LOG ) ? fs.statSync( DEBUG_LOG ).size : 0;
	const start = size();
	return {
		read() {
			if ( size() <= start ) {
				return [];
			}
			const fd = fs.openSync( DEBUG_LOG, 'r' );
			const buffer = Buffer.alloc( size() - start );
			fs.readSync( fd, buffer, 0, buffer.length, start );
			fs.closeSync( fd );
			return buffer
				.toString( 'utf8' )
				.split( '\n' )
				.filter( ( line ) =>
					/PHP [A-Z][a-z]+( error)?: /.test( line )
				);
		},
	};
}

/** A new post titled `title` with our block `name` (the `block` fixture). */
export type PostWithBlock = { title: string; name: string };

/** What a test watches: its page's errors and what PHP logs. */
export type Problems = { php: { read: () => string[] }; errors: string[] };

/**
 * Both watchers, from the moment it is called: `errors` collects the page's
 * console and page errors, `php.read()` gives what PHP logged since. A test
 * that watches its own page from its start asks for the `problems` fixture.
 */
export function watchProblems( page: Page ): Problems {
	return { php: watchPhpLog(), errors: watchPageErrors( page ) };
}

/** Where the specs save their screenshots (global-setup.ts makes it). */
export const SHOTS = path.resolve( __dirname, '../../artifacts/screenshots' );

/**
 * Makes the screenshot folder before the tests of the spec (or describe)
 * that calls it, and gives its path (for a suite run without the global
 * set-up of playwright.config.ts).
 */
export function screenshotFolder(): string {
	test.beforeAll( () => fs.mkdirSync( SHOTS, { recursive: true } ) );
	return SHOTS;
}

export function watchPageErrors( page: Page ): string[] {
	const errors: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			errors.push( `console: ${ message.text() }` );
		}
	} );
	page.on( 'pageerror', ( error ) =>
		errors.push( `pageerror: ${ error.message }` )
	);
	return errors;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/;

/**
 * The e2e `test`: WordPress's utilities, plus a guard that answers every
 * request to a host other than loopback with an empty 204 (tests never reach
 * the network; third-party hosts are answered by fixtures in the specs that
 * need them), and WordPress.org's block and pattern directories with none.
 * `externalRequests` lists what was answered so. `problems` watches the
 * test's page from the test's start (watchProblems). `block` is a test's
 * usual opening (newPostFromInserter) for a spec that names it with
 * `test.use( { newPost: { title, name } } )`. A test that asks for
 * the `editor` (or `admin`) gets the slow allowance (three times the
 * timeout).
 */
export const test = base.extend< {
	externalRequests: string[];
	problems: Problems;
	newPost: PostWithBlock | undefined;
	block: Locator;
} >( {
	// A test that works in the editor (it asks for `editor`, or for
	// `admin`, which uses it) gets three times the configured timeout:
	// blocks' edit chunks load on demand from a site that serves one
	// request at a time, on a machine the suites share. Said here once, not
	// in every test; a test that needs another sets it (test.setTimeout).
	editor: async ( { editor }, use, testInfo ) => {
		testInfo.slow();
		await use( editor );
	},
	problems: async ( { page }, use ) => {
		await use( watchProblems( page ) );
	},
	newPost: [ undefined, { option: true } ],
	// Set up after `problems` (which it asks for), so that the opening is
	// watched too.
	// eslint-disable-next-line @typescript-eslint/no-unused-vars -- for the order
	block: async ( { problems, admin, editor, page, newPost }, use ) => {
		if ( ! newPost ) {
			throw new Error(
				'The block fixture opens what test.use( { newPost } ) names.'
			);
		}
		await use(
			await newPostFromInserter(
				{ admin, editor, page },
				newPost.title,
				newPost.name
			)
		);
	},
	externalRequests: [
		async ( { context }, use ) => {
			const urls: string[] = [];
			await keepToLoopback( context, urls );
			await use( urls );
		},
		{ auto: true },
	],
} );

/**
 * Answers every request of `context` to a host other than loopback with an
 * empty 204 and lists it in `urls`. The `test` fixture does it for the page's
 * context; a spec that opens another context (a second user) calls it.
 */
export async function keepToLoopback(
	context: BrowserContext,
	urls: string[] = []
): Promise< void > {
	await context.route(
		( url ) => ! LOOPBACK.test( url.hostname ),
		( route ) => {
			urls.push( route.request().url() );
			return route.fulfill( { status: 204, body: '' } );
		}
	);
	// Opening the inserter makes the site ask WordPress.org for its
	// block and pattern directories, which it cannot reach here: the
	// first fails (a 500), the second holds Playground's only worker
	// until it times out, and every request waits behind it (a
	// block's edit chunk too). Empty answers stand in for both.
	await context.route( /block-directory(\/|%2F)search/, ( route ) =>
		route.fulfill( { status: 200, json: [] } )
	);
	await context.route( /block-patterns(\/|%2F)patterns/, ( route ) =>
		route.fulfill( { status: 200, json: [] } )
	);
}

export { expect };

/**
 * A user with `role` (orbit-<name>-<role>) for the tests of the enclosing
 * describe, or of the file when called at its top: created before them,
 * deleted after them.
 */
export function temporaryUser(
	name: string,
	role: string
): {
	username: string;
	email: string;
	password: string;
} {
	const user = {
		username: `orbit-${ name }-${ role }`,
		email: `orbit-${ name }-${ role }@example.com`,
		password: `orbit-${ name }-${ role }-password`,
	};
	let userId = 0;
	test.beforeAll( async ( { requestUtils } ) => {
		userId = (
			await requestUtils.createUser( { ...user, roles: [ role ] } )
		).id;
	} );
	test.afterAll( async ( { requestUtils } ) => {
		if ( userId ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/users/${ userId }`,
				params: { force: true, reassign: 1 },
			} );
		}
	} );
	return user;
}

/**
 * An Author (a role whose posts WordPress's kses cleans) for the tests of
 * the enclosing describe. Call it inside test.describe.
 */
export function temporaryAuthor( name: string ) {
	return temporaryUser( name, 'author' );
}

/** A top-level block of the editor as a test reads it. */
export type BlockSummary = [
	name: string,
	isValid: boolean,
	attributes: Record< string, unknown >,
];

/** The editor's top-level blocks: name, validity and attributes. */
export function editorBlocks( page: Page ): Promise< BlockSummary[] > {
	return page.evaluate( () =>
		window.wp.data
			.select( 'core/block-editor' )
			.getBlocks()
			.map(
				( block: {
					name: string;
					isValid: boolean;
					attributes: Record< string, unknown >;
				} ): BlockSummary => [
					block.name,
					block.isValid,
					block.attributes,
				]
			)
	);
}

/**
 * Opens a post in the editor and gives its top-level blocks once the
 * editor holds `count` of them (the post's markup parsed, deprecations run).
 */
export async function blocksInEditor(
	admin: Admin,
	page: Page,
	postId: number,
	count: number
): Promise< BlockSummary[] > {
	await admin.editPost( postId );
	await expect
		.poll( async () => ( await editorBlocks( page ) ).length )
		.toBe( count );
	return editorBlocks( page );
}

/** Inserts a block from the inserter, as an author would, and closes it. */
export async function insertFromInserter(
	page: Page,
	search: string,
	title: RegExp | string,
	blockName?: string
) {
	const toggle = page
		.getByRole( 'toolbar', { name: 'Document tools' } )
		.getByRole( 'button', { name: 'Block Inserter', exact: true } );
	await toggle.click();
	await page.getByRole( 'searchbox', { name: 'Search' } ).fill( search );
	let option = page
		.getByRole( 'listbox', { name: 'Blocks' } )
		.getByRole( 'option', { name: title } );
	// Two blocks may share a title (core's Video and ours): the item's class
	// names the block.
	if ( blockName ) {
		option = option.and(
			page.locator(
				`.editor-block-list-item-${ blockName.replace( '/', '-' ) }`
			)
		);
	}
	await option.click();
	await toggle.click();
}

/**
 * Inserts our block `name` from the inserter as an author finds it
 * (INSERTER_ITEMS: the search typed, the item picked).
 */
export function insertBlockFromInserter(
	page: Page,
	name: string
): Promise< void > {
	const item = INSERTER_ITEMS[ name ];
	if ( ! item ) {
		throw new Error( `${ name } has no entry in inserter-items.ts.` );
	}
	return insertFromInserter(
		page,
		item.search,
		item.option,
		item.byName ? name : undefined
	);
}

/** Connects the logged-in user's account (connect-account.mjs). */
export function connectAccount(
	admin: { createNewPost: () => Promise< void > },
	page: Page
): Promise< void > {
	return connectAccountFromEditor( page, () => admin.createNewPost() );
}

/** The block of type `name` in the editor's canvas. */
export function blockInCanvas( editor: Editor, name: string ): Locator {
	return editor.canvas.locator( `[data-type="${ name }"]` );
}

/**
 * A test's usual opening: a new post titled `title` with our block `name`
 * inserted from the inserter as an author would (insertBlockFromInserter).
 * Gives the block in the canvas.
 */
export async function newPostFromInserter(
	{ admin, editor, page }: { admin: Admin; editor: Editor; page: Page },
	title: string,
	name: string
): Promise< Locator > {
	await admin.createNewPost( { title } );
	await insertBlockFromInserter( page, name );
	return blockInCanvas( editor, name );
}

/**
 * A new post titled `title` with the block `name` inserted through the
 * editor's API (with `attributes`). Gives the block in the canvas.
 */
export async function newPostWithBlock(
	{ admin, editor }: { admin: Admin; editor: Editor },
	title: string,
	block: { name: string; attributes?: Record< string, unknown > }
): Promise< Locator > {
	await admin.createNewPost( { title } );
	await editor.insertBlock( block );
	return blockInCanvas( editor, block.name );
}

/** Opens the editor's settings sidebar on its Block tab; gives the sidebar. */
export async function openBlockSettings(
	page: Page,
	editor: { openDocumentSettingsSidebar: () => Promise< void > }
): Promise< Locator > {
	await editor.openDocumentSettingsSidebar();
	const settings = page.getByRole( 'region', { name: 'Editor settings' } );
	await settings.getByRole( 'tab', { name: 'Block' } ).click();
	return settings;
}

/**
 * Pastes `text` as an author would into a new empty paragraph (the canvas's
 * "Add default block"), where an embed block's paste transform takes it.
 */
export async function pasteIntoEmptyParagraph(
	editor: Editor,
	pageUtils: PageUtils,
	text: string
): Promise< void > {
	await editor.canvas
		.getByRole( 'button', { name: 'Add default block' } )
		.click();
	await pageUtils.setClipboardData( { plainText: text } );
	await pageUtils.pressKeys( 'primary+v' );
}

/**
 * Publishes the post in the editor, reloads it and, once `shown` is visible
 * again, gives the post's id and the editor's top-level blocks (name,
 * validity, attributes) as they were saved.
 */
export async function publishAndReopen(
	editor: Editor,
	page: Page,
	shown: Locator
): Promise< { postId: number; blocks: BlockSummary[] } > {
	const postId = await editor.publishPost();
	expect( postId ).not.toBeNull();
	await page.reload();
	await expect( shown ).toBeVisible( { timeout: 60_000 } );
	return { postId: postId as number, blocks: await editorBlocks( page ) };
}
