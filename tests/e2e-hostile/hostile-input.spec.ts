/**
 * Hostile input (docs/testing.md, "Fuzzing and hostile input"; docs/
 * security.md): a Contributor (no unfiltered_html) puts every payload of
 * fixtures/hostile-payloads.ts into every string attribute of every block
 * (the contact form's fields' labels and options, the galleries' images too)
 * and saves the draft with the editor's own save. An administrator then
 * previews the draft and reopens it in the editor, publishes it, and a
 * visitor views it. Nowhere may a payload run: no dialog opens, no element
 * carries an event handler, javascript: URL, script or srcdoc holding a
 * payload's marker; PHP logs nothing; every block opens valid.
 *
 * Batches: attribute number `a` of the block copy number `i` gets payload
 * (i + a) mod P, so the P copies of each block try every payload in every
 * attribute; a post holds PER_POST copies of every block.
 */
import type { Browser, BrowserContext, Frame, Page } from '@playwright/test';
import {
	HOSTILE_PAYLOADS,
	MARKER_PATTERN,
} from '../e2e/fixtures/hostile-payloads';
import {
	expect,
	keepToLoopback,
	shippedBlockNames,
	temporaryUser,
	test,
	watchPhpLog,
} from '../e2e/orbit-blocks';
import { logInThroughForm } from '../e2e/log-in';

const BASE_URL = process.env.WP_BASE_URL ?? 'http://127.0.0.1:8889';

const PAYLOADS = HOSTILE_PAYLOADS.length;
const PER_POST = Number( process.env.ORBIT_HOSTILE_PER_POST ?? 4 );
const BATCHES = Math.ceil( PAYLOADS / PER_POST );

const contributor = temporaryUser( 'hostile', 'contributor' );

/** A block type as the plan needs it, read from the editor. */
interface BlockPlan {
	name: string;
	/** The block it must sit in (parent or ancestor), if any. */
	container: string | null;
	strings: string[];
	/** Arrays of strings (a field's options). */
	stringLists: string[];
	/** `query` attributes: their item keys. */
	queries: Array< [ string, string[] ] >;
}

interface BlockSpec {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: BlockSpec[];
}

/** Every string attribute: "block attribute" (numbered by position). */
function attributeSlots( plans: BlockPlan[] ): string[] {
	return plans.flatMap( ( plan ) => [
		...plan.strings.map( ( key ) => `${ plan.name } ${ key }` ),
		...plan.stringLists.map( ( key ) => `${ plan.name } ${ key }[]` ),
		...plan.queries.flatMap( ( [ key, items ] ) =>
			items.map( ( item ) => `${ plan.name } ${ key }[].${ item }` )
		),
	] );
}

/** Copy number `copy` of every block, each attribute with its payload. */
function blockCopies( plans: BlockPlan[], copy: number ): BlockSpec[] {
	const slots = attributeSlots( plans );
	const payload = ( slot: string ) => {
		const index = slots.indexOf( slot );
		const which = ( copy + index ) % PAYLOADS;
		return HOSTILE_PAYLOADS[ which ]( `orbitxss${ which }z${ index }` );
	};
	const spec = ( plan: BlockPlan ): BlockSpec => ( {
		name: plan.name,
		attributes: {
			...Object.fromEntries(
				plan.strings.map( ( key ) => [
					key,
					payload( `${ plan.name } ${ key }` ),
				] )
			),
			...Object.fromEntries(
				plan.stringLists.map( ( key ) => [
					key,
					[ payload( `${ plan.name } ${ key }[]` ), 'Plain option' ],
				] )
			),
			...Object.fromEntries(
				plan.queries.map( ( [ key, items ] ) => [
					key,
					[
						Object.fromEntries(
							items.map( ( item ) => [
								item,
								payload(
									`${ plan.name } ${ key }[].${ item }`
								),
							] )
						),
					],
				] )
			),
		},
		innerBlocks: plans
			.filter( ( child ) => child.container === plan.name )
			.map( spec ),
	} );
	return plans.filter( ( plan ) => ! plan.container ).map( spec );
}

/** Reads our block types from the editor of `page`. */
function readPlans( page: Page ): Promise< BlockPlan[] > {
	return page.evaluate( () => {
		type Schema = {
			type?: string | string[];
			enum?: unknown[];
			source?: string;
			query?: Record< string, Schema >;
			items?: { type?: string };
		};
		const isString = ( schema: Schema ) =>
			schema.type === 'string' ||
			( Array.isArray( schema.type ) &&
				schema.type.includes( 'string' ) );
		return window.wp.blocks
			.getBlockTypes()
			.filter( ( type: { name: string } ) =>
				/^(jetpack|videopress)\//.test( type.name )
			)
			.map(
				( type: {
					name: string;
					parent?: string[];
					ancestor?: string[];
					attributes: Record< string, Schema >;
				} ) => {
					const entries = Object.entries( type.attributes );
					return {
						name: type.name,
						container:
							type.parent?.[ 0 ] ?? type.ancestor?.[ 0 ] ?? null,
						// An enum attribute is reset to its default by the
						// editor's parser and by WP_Block before render.
						strings: entries
							.filter(
								( [ , schema ] ) =>
									isString( schema ) && ! schema.enum
							)
							.map( ( [ key ] ) => key ),
						stringLists: entries
							.filter(
								( [ key, schema ] ) =>
									schema.type === 'array' &&
									! schema.source &&
									key === 'options'
							)
							.map( ( [ key ] ) => key ),
						queries: entries
							.filter(
								( [ , schema ] ) =>
									schema.source === 'query' && schema.query
							)
							.map( ( [ key, schema ] ) => [
								key,
								Object.keys( schema.query ?? {} ),
							] ),
					};
				}
			);
	} );
}

/**
 * What a payload managed to inject into `root`'s document: an attribute
 * named after a marker, an event handler, javascript:/vbscript:/data:text/
 * html URL, srcdoc, style with script, <meta>/<base>/<style> or (unless
 * `scripts` is false, for the editor, whose preloaded REST data holds the
 * post as JSON) a <script> holding a marker.
 */
async function injections(
	root: Page | Frame,
	scripts = true
): Promise< string[] > {
	return root.evaluate(
		( { pattern, checkScripts } ) => {
			const marker = new RegExp( pattern );
			const urlAttributes = [
				'href',
				'src',
				'action',
				'formaction',
				'xlink:href',
				'data',
				'poster',
				'background',
				'content',
			];
			const found: string[] = [];
			const short = ( text: string ) => text.slice( 0, 160 );
			for ( const element of Array.from(
				document.querySelectorAll( '*' )
			) ) {
				const tag = element.tagName.toLowerCase();
				for ( const attribute of Array.from( element.attributes ) ) {
					const name = attribute.name.toLowerCase();
					const value = attribute.value;
					if ( marker.test( name ) ) {
						found.push( `<${ tag }> has an attribute ${ name }` );
					}
					if ( ! marker.test( value ) ) {
						continue;
					}
					// eslint-disable-next-line no-control-regex
					const url = value.replace( /[\u0000-\u0020]/g, '' );
					if ( name.startsWith( 'on' ) ) {
						found.push(
							`<${ tag } ${ name }="${ short( value ) }">`
						);
					} else if (
						urlAttributes.includes( name ) &&
						/^(javascript|vbscript):|^data:text\/html|url=javascript:/i.test(
							url
						)
					) {
						found.push(
							`<${ tag } ${ name }="${ short( value ) }">`
						);
					} else if ( name === 'srcdoc' ) {
						found.push( `<${ tag } srcdoc="${ short( value ) }">` );
					} else if (
						name === 'style' &&
						/url\(\s*['"]?\s*javascript:|expression\(/i.test(
							value
						)
					) {
						found.push( `<${ tag } style="${ short( value ) }">` );
					}
				}
				const text = element.textContent ?? '';
				if (
					[ 'meta', 'base' ].includes( tag ) &&
					marker.test( element.outerHTML )
				) {
					found.push( short( element.outerHTML ) );
				}
				if ( tag === 'style' && marker.test( text ) ) {
					found.push( `<style>${ short( text ) }` );
				}
				if ( tag === 'script' && checkScripts && marker.test( text ) ) {
					const type = ( element.getAttribute( 'type' ) ?? '' )
						.toLowerCase()
						.trim();
					let isData = /json/.test( type );
					if ( isData ) {
						try {
							JSON.parse( text );
						} catch {
							isData = false;
						}
					}
					if ( ! isData ) {
						found.push( `<script>${ short( text ) }` );
					}
				}
			}
			return found;
		},
		{ pattern: MARKER_PATTERN.source, checkScripts: scripts }
	);
}

/** Records every dialog a page opens (and dismisses it). */
function watchDialogs( page: Page, dialogs: string[] ): void {
	page.on( 'dialog', ( dialog ) => {
		dialogs.push(
			`${ page.url() }: ${ dialog.type() } ${ dialog.message() }`
		);
		dialog.dismiss().catch( () => undefined );
	} );
}

/**
 * The editor's blocks that are not valid (inner blocks included), split by
 * whether the saved block is the one the contributor's editor sent
 * (`unchanged`) or kses changed its markup or comment (`changedByKses`).
 */
function invalidBlocks(
	page: Page,
	sent: string
): Promise< { unchanged: string[]; changedByKses: string[] } > {
	return page.evaluate( ( sentContent ) => {
		type Block = {
			name: string;
			isValid: boolean;
			attributes: Record< string, unknown >;
			originalContent?: string;
			innerBlocks: Block[];
		};
		const flatten = ( blocks: Block[] ): Block[] =>
			blocks.flatMap( ( block ) => [
				block,
				...flatten( block.innerBlocks ),
			] );
		const opened = flatten(
			window.wp.data.select( 'core/block-editor' ).getBlocks()
		);
		const sentBlocks = flatten( window.wp.blocks.parse( sentContent ) );
		const result = {
			unchanged: [] as string[],
			changedByKses: [] as string[],
		};
		opened.forEach( ( block, index ) => {
			if ( block.isValid ) {
				return;
			}
			const before = sentBlocks[ index ];
			const same =
				before?.name === block.name &&
				before.originalContent === block.originalContent &&
				JSON.stringify( before.attributes ) ===
					JSON.stringify( block.attributes );
			( same ? result.unchanged : result.changedByKses ).push(
				`${ index }:${ block.name }`
			);
		} );
		return result;
	}, sent );
}

/** The contributor's cookies, from one login through wp-login.php. */
let contributorState: Awaited< ReturnType< BrowserContext[ 'storageState' ] > >;

async function logInContributor( browser: Browser, baseURL: string ) {
	const context = await browser.newContext( {
		baseURL,
		storageState: { cookies: [], origins: [] },
	} );
	await keepToLoopback( context );
	const page = await context.newPage();
	await logInThroughForm( page, contributor );
	contributorState = await context.storageState();
	await context.close();
}

/** A page of the contributor's, logged in once for every batch. */
async function contributorPage( browser: Browser, baseURL: string ) {
	if ( ! contributorState ) {
		await logInContributor( browser, baseURL );
	}
	const context = await browser.newContext( {
		baseURL,
		storageState: contributorState,
	} );
	await keepToLoopback( context );
	return context.newPage();
}

async function openNewPost( page: Page ) {
	await page.goto( '/wp-admin/post-new.php' );
	await page.waitForFunction(
		() => window.wp?.data?.select( 'core/editor' )?.getCurrentPostId()
	);
	await page.evaluate( () => {
		window.wp.data
			.dispatch( 'core/preferences' )
			.set( 'core/edit-post', 'welcomeGuide', false );
		// The code editor: the blocks are saved by the editor's own save
		// without rendering hundreds of edit UIs on the contributor's side.
		window.wp.data.dispatch( 'core/editor' ).switchEditorMode( 'text' );
	} );
}

test( 'the corpus is large enough and covers every shipped block', async ( {
	admin,
	page,
} ) => {
	expect( PAYLOADS ).toBeGreaterThanOrEqual( 50 );
	await admin.createNewPost();
	const plans = await readPlans( page );
	const names = plans.map( ( plan ) => plan.name );
	for ( const name of shippedBlockNames() ) {
		expect( names ).toContain( name );
	}
	const slots = attributeSlots( plans );
	// The figure docs/testing.md quotes: payloads × string attributes.
	// eslint-disable-next-line no-console
	console.log(
		`hostile input: ${ PAYLOADS } payloads × ${
			slots.length
		} string attributes = ${
			PAYLOADS * slots.length
		} tries in ${ BATCHES } posts`
	);
	expect( slots ).toContain( 'jetpack/field-select options[]' );
	expect( slots ).toContain( 'jetpack/field-text label' );
} );

for ( let batch = 0; batch < BATCHES; batch++ ) {
	const copies = Array.from(
		{ length: Math.min( PER_POST, PAYLOADS - batch * PER_POST ) },
		( _, index ) => batch * PER_POST + index
	);
	test( `payload batch ${ batch + 1 }/${ BATCHES } (copies ${ copies[ 0 ] }–${
		copies[ copies.length - 1 ]
	}): contributor saves, admin previews, reopens and publishes, visitor views`, async ( {
		browser,
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 600_000 );
		const php = watchPhpLog();
		const dialogs: string[] = [];
		watchDialogs( page, dialogs );
		const baseURL = BASE_URL;
		// Seconds each step took, on the test's report.
		const timings: string[] = [];
		let stepStarted = Date.now();
		const timed = ( step: string ) => {
			timings.push(
				`${ step } ${ ( ( Date.now() - stepStarted ) / 1000 ).toFixed(
					1
				) } s`
			);
			stepStarted = Date.now();
		};

		// The contributor inserts the blocks and saves with the editor.
		const asContributor = await contributorPage( browser, baseURL );
		// What the contributor's own editor does with their input is theirs
		// alone to see (it is not saved until kses has cleaned it).
		watchDialogs( asContributor, [] );
		await openNewPost( asContributor );
		timed( 'contributor login and editor' );
		const plans = await readPlans( asContributor );
		expect( plans.length ).toBeGreaterThan( 0 );
		const blocks = copies.flatMap( ( copy ) => blockCopies( plans, copy ) );
		await asContributor.evaluate(
			async ( { specs, title } ) => {
				type Spec = {
					name: string;
					attributes: Record< string, unknown >;
					innerBlocks: Spec[];
				};
				const create = ( spec: Spec ): unknown =>
					window.wp.blocks.createBlock(
						spec.name,
						spec.attributes,
						spec.innerBlocks.map( create )
					);
				const editor = window.wp.data.dispatch( 'core/editor' );
				editor.resetEditorBlocks( specs.map( create ) );
				editor.editPost( { title } );
			},
			{ specs: blocks, title: `Hostile input ${ batch + 1 }` }
		);
		const sent: string = await asContributor.evaluate( () =>
			window.wp.data.select( 'core/editor' ).getEditedPostContent()
		);
		const postId: number = await asContributor.evaluate( async () => {
			const editor = window.wp.data.dispatch( 'core/editor' );
			await editor.savePost();
			const select = window.wp.data.select( 'core/editor' );
			if ( ! select.didPostSaveRequestSucceed() ) {
				const error = window.wp.data
					.select( 'core' )
					.getLastEntitySaveError(
						'postType',
						'post',
						select.getCurrentPostId()
					);
				throw new Error(
					`The draft was not saved: ${ JSON.stringify( error ) }`
				);
			}
			return select.getCurrentPostId();
		} );
		await asContributor.context().close();
		timed( 'contributor save' );

		// An administrator previews the draft ...
		await page.goto( `${ baseURL }/?p=${ postId }&preview=true` );
		await page.waitForLoadState( 'load' );
		expect( await injections( page ), 'admin preview' ).toEqual( [] );
		timed( 'admin preview' );

		// ... reopens it in the editor: every block valid, nothing injected ...
		await page.goto( `/wp-admin/post.php?post=${ postId }&action=edit`, {
			waitUntil: 'domcontentloaded',
			timeout: 180_000,
		} );
		timed( 'admin editor page' );
		await expect(
			page.locator( 'iframe[name="editor-canvas"]' )
		).toBeVisible();
		await expect(
			page
				.frameLocator( 'iframe[name="editor-canvas"]' )
				.locator( '[data-type]' )
				.first()
		).toBeVisible();
		timed( 'admin editor first block' );
		await expect(
			page
				.frameLocator( 'iframe[name="editor-canvas"]' )
				.locator( '.components-spinner' )
		).toHaveCount( 0, { timeout: 120_000 } );
		timed( 'admin editor blocks loaded' );
		const validity = await invalidBlocks( page, sent );
		// A block the editor saved that opens invalid with its markup as
		// sent is a bug; one whose markup or comment WordPress's kses changed
		// (the contributor has no unfiltered_html) is reported.
		expect( validity.unchanged, 'invalid blocks kses left alone' ).toEqual(
			[]
		);
		test.info().annotations.push( {
			type: 'invalid after kses',
			description: validity.changedByKses.join( ', ' ) || 'none',
		} );
		const adminCanvas = page.frame( { name: 'editor-canvas' } );
		expect(
			adminCanvas ? await injections( adminCanvas ) : [],
			'admin editor canvas'
		).toEqual( [] );
		expect( await injections( page, false ), 'admin editor page' ).toEqual(
			[]
		);

		timed( 'admin editor checks' );
		// ... and publishes it; a visitor views it.
		await requestUtils.rest( {
			method: 'POST',
			path: `/wp/v2/posts/${ postId }`,
			data: { status: 'publish' },
		} );
		const visitorContext = await browser.newContext( {
			baseURL,
			storageState: undefined,
		} );
		await keepToLoopback( visitorContext );
		const visitor = await visitorContext.newPage();
		watchDialogs( visitor, dialogs );
		const response = await visitor.goto( `/?p=${ postId }` );
		expect( response?.status() ).toBe( 200 );
		await visitor.waitForLoadState( 'load' );
		expect( await injections( visitor ), 'visitor view' ).toEqual( [] );
		await visitorContext.close();
		timed( 'publish and visitor view' );
		test.info().annotations.push( {
			type: 'timings',
			description: timings.join( ', ' ),
		} );
		// eslint-disable-next-line no-console
		console.log(
			`hostile batch ${ batch + 1 }: ${ timings.join( ', ' ) }`
		);

		expect( dialogs ).toEqual( [] );
		expect( php.read() ).toEqual( [] );
	} );
}
