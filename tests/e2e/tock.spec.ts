/**
 * The reservation block (spec 3 "Reservation", sections 2, 4, 5 and 9) as
 * an author uses it: inserted from the inserter, its Edit popover open by
 * itself; Tock's page address pasted and submitted with Enter keeps only
 * the business name; Escape after an edit restores it; only one block per
 * post. Published, reopened without an invalid block; visitors get Tock's
 * blue button (the container, the script and its start-up call built from
 * the name). Tock's script is answered by a stand-in (page.route) that
 * draws the button as Tock's does.
 */
import {
	expect,
	insertBlockFromInserter,
	test,
	SHOTS,
	publishAndReopen,
} from './orbit-blocks';

/**
 * Tock's script, as a stand-in: it reads the queued init call and draws the
 * button (once, however often the editor's sandbox writes its document).
 */
const TOCK_JS = `(function () {
	var queue = (window.tock && window.tock.queue) || [];
	var name = '';
	for (var i = 0; i < queue.length; i++) {
		if (queue[i][0] === 'init') { name = queue[i][1]; }
	}
	function draw() {
		var box = document.getElementById('Tock_widget_container');
		if (!box) { return; }
		var button = document.createElement('a');
		button.className = 'TockButton';
		button.href = 'https://www.exploretock.com/' + encodeURIComponent(name);
		button.textContent = 'Book now';
		button.setAttribute('style', 'display:inline-block;padding:10px 22px;border-radius:4px;background:#1a73e8;color:#fff;font:600 15px sans-serif;text-decoration:none');
		box.replaceChildren(button);
	}
	if (document.readyState === 'loading') {
		document.addEventListener('DOMContentLoaded', draw);
	} else { draw(); }
})();`;

test( 'an author sets the Tock business name and visitors get the button', async ( {
	admin,
	editor,
	page,
	context,
	problems: { php, errors },
} ) => {
	await context.route( 'https://www.exploretock.com/tock.js', ( route ) =>
		route.fulfill( {
			contentType: 'application/javascript',
			body: TOCK_JS,
		} )
	);

	await admin.createNewPost( { title: 'Book with us' } );
	await insertBlockFromInserter( page, 'jetpack/tock' );

	// No name yet: the popover is open by itself.
	const nameBox = page.getByRole( 'textbox', { name: 'Tock business name' } );
	await expect( nameBox ).toBeVisible( { timeout: 60_000 } );
	await expect( nameBox ).toHaveAttribute(
		'placeholder',
		'Add Tock business name'
	);
	await expect(
		page.getByText(
			/The business name is the part of your Tock page’s public address/
		)
	).toBeVisible();

	// Enter on an empty box does nothing.
	await nameBox.press( 'Enter' );
	await expect( nameBox ).toBeVisible();

	// The page address, pasted: only the name is kept.
	await nameBox.fill(
		'https://www.exploretock.com/roister/search?date=2024-05-01&size=2'
	);
	await nameBox.press( 'Enter' );
	await expect( nameBox ).toHaveCount( 0 );
	const block = editor.canvas.locator( '[data-type="jetpack/tock"]' );
	const preview = block.frameLocator(
		'iframe[title="Tock reservation button"]'
	);
	await expect(
		preview.getByRole( 'link', { name: 'Book now' } )
	).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/tock-editor.png` } );

	// Edit, type another name, Escape: the saved name stays.
	await editor.clickBlockToolbarButton( 'Edit' );
	await expect( nameBox ).toHaveValue( 'roister' );
	await nameBox.fill( 'canlis' );
	await nameBox.press( 'Escape' );
	await expect( nameBox ).toHaveCount( 0 );
	await editor.clickBlockToolbarButton( 'Edit' );
	await expect( nameBox ).toHaveValue( 'roister' );
	await nameBox.press( 'Escape' );

	// One per post: the inserter offers no second one.
	const toggle = page
		.getByRole( 'toolbar', { name: 'Document tools' } )
		.getByRole( 'button', { name: 'Block Inserter', exact: true } );
	await toggle.click();
	await page.getByRole( 'searchbox', { name: 'Search' } ).fill( 'Tock' );
	await expect(
		page
			.getByRole( 'listbox', { name: 'Blocks' } )
			.getByRole( 'option', { name: /^Tock/ } )
	).toBeDisabled();
	await toggle.click();

	const { postId, blocks } = await publishAndReopen( editor, page, block );
	expect( blocks ).toEqual( [
		[ 'jetpack/tock', true, { url: 'roister' } ],
	] );
	await expect(
		editor.canvas.getByText( 'unexpected or invalid content' )
	).toHaveCount( 0 );

	// Visitors: the container, Tock's script and its start-up call.
	await page.goto( `/?p=${ postId }` );
	const widget = page.locator( '.wp-block-jetpack-tock' );
	await expect( widget ).toHaveCount( 1 );
	const container = widget.locator( '#Tock_widget_container' );
	await expect( container ).toHaveAttribute(
		'data-tock-display-mode',
		'Button'
	);
	await expect( container ).toHaveAttribute( 'data-tock-color-mode', 'Blue' );
	await expect( container ).toHaveAttribute( 'data-tock-locale', 'en-us' );
	await expect( container ).toHaveAttribute(
		'data-tock-timezone',
		'America/New_York'
	);
	await expect(
		page.locator( 'script[src^="https://www.exploretock.com/tock.js"]' )
	).toHaveCount( 1 );
	// The name reaches the page as the view script's server data only.
	expect(
		await page
			.locator( 'script#jetpack-tock-view-script-js-before' )
			.textContent()
	).toContain( '"name":"roister"' );
	await expect(
		container.getByRole( 'link', { name: 'Book now' } )
	).toHaveAttribute( 'href', 'https://www.exploretock.com/roister' );
	await widget.scrollIntoViewIfNeeded();
	await page.screenshot( { path: `${ SHOTS }/tock-front.png` } );

	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );
