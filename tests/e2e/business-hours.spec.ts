/**
 * Business hours as an author sets them (spec 1, sections 2, 4 and 5), and
 * as visitors then see them, in the site's week order and time format.
 */
import { expect, test, watchPhpLog, newPostWithBlock } from './orbit-blocks';

const SCREENSHOTS = 'artifacts/screenshots';

test.describe( 'business hours', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		await requestUtils.updateSiteSettings( {
			start_of_week: 0,
			time_format: 'g:i a',
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.updateSiteSettings( { start_of_week: 1 } );
	} );

	test( 'an author sets the week and visitors see it', async ( {
		admin,
		editor,
		page,
	} ) => {
		const php = watchPhpLog();
		const block = await newPostWithBlock(
			{ admin, editor },
			'Opening hours',
			{ name: 'jetpack/business-hours' }
		);
		const day = ( name: string ) => block.getByRole( 'group', { name } );

		// Defaults: Monday to Friday 09:00–17:00, the weekend closed.
		await expect(
			day( 'Monday' ).getByLabel( 'Opening time for Monday' )
		).toHaveValue( '09:00' );
		await expect(
			day( 'Monday' ).getByLabel( 'Closing time for Monday' )
		).toHaveValue( '17:00' );
		await expect(
			day( 'Saturday' ).getByRole( 'checkbox', { name: 'Closed' } )
		).not.toBeChecked();
		// The week starts on the site's first day (Sunday here).
		await expect( block.getByRole( 'group' ).first() ).toHaveAccessibleName(
			'Sunday'
		);

		// Opening Sunday gives it 09:00–17:00.
		await day( 'Sunday' )
			.getByRole( 'checkbox', { name: 'Closed' } )
			.click();
		await expect(
			day( 'Sunday' ).getByRole( 'checkbox', { name: 'Open' } )
		).toBeChecked();
		await expect(
			day( 'Sunday' ).getByLabel( 'Opening time for Sunday' )
		).toHaveValue( '09:00' );

		// Monday closes later.
		await day( 'Monday' )
			.getByLabel( 'Closing time for Monday' )
			.fill( '18:30' );

		// Tuesday: Add Hours, then Remove Hours shows on each interval.
		await expect(
			day( 'Tuesday' ).getByRole( 'button', { name: 'Remove Hours' } )
		).toHaveCount( 0 );
		await day( 'Tuesday' )
			.getByRole( 'button', { name: 'Add Hours' } )
			.click();
		await expect(
			day( 'Tuesday' ).getByRole( 'button', { name: 'Remove Hours' } )
		).toHaveCount( 2 );
		await day( 'Tuesday' )
			.getByLabel( 'Opening time for Tuesday' )
			.nth( 1 )
			.fill( '18:00' );
		await day( 'Tuesday' )
			.getByLabel( 'Closing time for Tuesday' )
			.nth( 1 )
			.fill( '21:00' );
		await day( 'Tuesday' )
			.getByLabel( 'Closing time for Tuesday' )
			.first()
			.fill( '13:00' );

		// Thursday: add an interval and remove the first one again.
		await day( 'Thursday' )
			.getByRole( 'button', { name: 'Add Hours' } )
			.click();
		await day( 'Thursday' )
			.getByRole( 'button', { name: 'Remove Hours' } )
			.first()
			.click();
		await expect(
			day( 'Thursday' ).getByRole( 'button', { name: 'Remove Hours' } )
		).toHaveCount( 0 );
		await expect(
			day( 'Thursday' ).getByLabel( 'Opening time for Thursday' )
		).toHaveValue( '17:00' );

		// Closing Wednesday empties it.
		await day( 'Wednesday' )
			.getByRole( 'checkbox', { name: 'Open' } )
			.click();
		await expect(
			day( 'Wednesday' ).getByLabel( 'Opening time for Wednesday' )
		).toHaveCount( 0 );
		await page.screenshot( {
			path: `${ SCREENSHOTS }/business-hours-editing.png`,
		} );

		const expected = [
			[ 'Sunday', '9:00 am – 5:00 pm' ],
			[ 'Monday', '9:00 am – 6:30 pm' ],
			[ 'Tuesday', '9:00 am – 1:00 pm, 6:00 pm – 9:00 pm' ],
			[ 'Wednesday', 'Closed' ],
			[ 'Thursday', '5:00 pm – 7:00 pm' ],
			[ 'Friday', '9:00 am – 5:00 pm' ],
			[ 'Saturday', 'Closed' ],
		];
		const readList = async ( list: typeof block ) =>
			Promise.all(
				( await list.locator( 'dt' ).all() ).map( async ( dt, i ) => [
					await dt.innerText(),
					await list.locator( 'dd' ).nth( i ).innerText(),
				] )
			);

		// Deselected, the block shows what visitors will see.
		await editor.canvas
			.getByRole( 'textbox', { name: 'Add title' } )
			.click();
		expect(
			await readList(
				editor.canvas.locator( 'dl.wp-block-jetpack-business-hours' )
			)
		).toEqual( expected );
		await page.screenshot( {
			path: `${ SCREENSHOTS }/business-hours-preview.png`,
		} );

		const postId = await editor.publishPost();
		await page.reload();
		await expect(
			editor.canvas.locator( 'dl.wp-block-jetpack-business-hours' )
		).toBeVisible();
		expect(
			await readList(
				editor.canvas.locator( 'dl.wp-block-jetpack-business-hours' )
			)
		).toEqual( expected );

		await page.goto( `/?p=${ postId }` );
		const list = page.locator( 'dl.wp-block-jetpack-business-hours' );
		await expect( list ).toBeVisible();
		expect( await readList( list ) ).toEqual( expected );
		await expect( list.locator( 'dd.Wed' ) ).toHaveClass( /is-closed/ );
		expect( php.read() ).toEqual( [] );
		await list.screenshot( {
			path: `${ SCREENSHOTS }/business-hours-front-end.png`,
		} );
	} );
} );
