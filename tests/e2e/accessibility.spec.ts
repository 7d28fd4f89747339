/**
 * Accessibility (axe-core through @axe-core/playwright, WCAG 2.0/2.1 A and
 * AA rules): no serious or critical violation in what the plugin puts on
 * screen.
 *
 * - The editor: every block the build ships (shippedBlockNames) in one post,
 *   each selected in turn with the settings sidebar open; axe checks the
 *   selected block in the canvas (without the core blocks it holds: their
 *   markup is WordPress's), its toolbar and its settings.
 * - The visitor's page of that post, published: axe checks every block of
 *   ours (the theme's own markup is not ours).
 *
 * A failure lists each violation: the block, the rule, its impact and the
 * elements.
 *
 * Why: docs/decisions.md, "Accessibility is checked with axe-core".
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { insertReadyBlocks } from './smoke-attributes';
import {
	expect,
	shippedBlockNames,
	test,
	watchPageErrors,
} from './orbit-blocks';

const blockNames = shippedBlockNames();
const TAGS = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ];
const SERIOUS = [ 'serious', 'critical' ];

/** The serious and critical violations in what `axe` covers, one line each. */
async function violations( axe: AxeBuilder, where: string ) {
	const { violations: found } = await axe.withTags( TAGS ).analyze();
	return found
		.filter( ( violation ) => SERIOUS.includes( violation.impact ?? '' ) )
		.map(
			( violation ) =>
				`${ where }: ${ violation.id } (${
					violation.impact
				}) at ${ violation.nodes
					.map(
						( node ) =>
							`${ node.target.join( ' ' ) } ${ node.html.slice(
								0,
								300
							) } [${ node.failureSummary }]`
					)
					.join( ', ' ) }`
		);
}

/** The block list as the editor holds it: name and client id, top level. */
function editorBlockIds( page: Page ): Promise< Array< [ string, string ] > > {
	return page.evaluate( () =>
		window.wp.data
			.select( 'core/block-editor' )
			.getBlocks()
			.map( ( block: { name: string; clientId: string } ) => [
				block.name,
				block.clientId,
			] )
	);
}

test( 'every block, selected in the editor and on the visitor’s page: no serious or critical axe violation', async ( {
	admin,
	browser,
	editor,
	page,
} ) => {
	const errors = watchPageErrors( page );
	await admin.createNewPost( { title: 'Accessibility: every block' } );
	await insertReadyBlocks( editor, blockNames );
	await editor.openDocumentSettingsSidebar();

	const found: string[] = [];
	for ( const [ name, clientId ] of await editorBlockIds( page ) ) {
		await page.evaluate(
			( id ) =>
				window.wp.data
					.dispatch( 'core/block-editor' )
					.selectBlock( id ),
			clientId
		);
		const inspector = page.locator( '.block-editor-block-inspector' );
		await expect( inspector, name ).toBeVisible();
		const axe = new AxeBuilder( { page } )
			.include( [
				'iframe[name="editor-canvas"]',
				`[data-block="${ clientId }"]`,
			] )
			.include( '.block-editor-block-inspector' )
			// Core blocks inside ours (a template's paragraph) are WordPress's markup.
			.exclude( [
				'iframe[name="editor-canvas"]',
				`[data-block="${ clientId }"] [data-type^="core/"]`,
			] );
		if (
			await page
				.locator( '.block-editor-block-contextual-toolbar' )
				.count()
		) {
			axe.include( '.block-editor-block-contextual-toolbar' );
		}
		found.push( ...( await violations( axe, `editor ${ name }` ) ) );
	}

	// Published through the editor's store: the publish panel's notice can
	// take longer than its helper waits on a busy machine with 40 blocks.
	const postId = await page.evaluate( async () => {
		const { dispatch, select } = window.wp.data;
		await dispatch( 'core/editor' ).editPost( { status: 'publish' } );
		await dispatch( 'core/editor' ).savePost();
		return select( 'core/editor' ).getCurrentPostId();
	} );
	expect( postId ).toBeGreaterThan( 0 );
	// A visitor: no session.
	const visitor = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	const visitorPage = await visitor.newPage();
	const response = await visitorPage.goto(
		`${ process.env.WP_BASE_URL ?? '' }/?p=${ postId }`
	);
	expect( response?.status() ).toBe( 200 );
	const ours = blockNames
		.map( ( name ) => `.wp-block-${ name.replace( '/', '-' ) }` )
		.filter(
			( selector, index, all ) => all.indexOf( selector ) === index
		);
	const present: string[] = [];
	for ( const selector of ours ) {
		if ( await visitorPage.locator( selector ).count() ) {
			present.push( selector );
		}
	}
	expect( present.length ).toBeGreaterThan( 10 );
	const axe = new AxeBuilder( { page: visitorPage } );
	for ( const selector of present ) {
		axe.include( selector );
	}
	found.push( ...( await violations( axe, 'visitor' ) ) );
	await visitor.close();

	expect( found ).toEqual( [] );
	expect( errors ).toEqual( [] );
} );
