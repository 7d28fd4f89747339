/**
 * Donations saved by the incumbent (issue "incumbent content"): its links
 * for visitors without JavaScript and its first static form stay in the
 * post until it is next saved. Visitors get our rendered form once per
 * block, from the comment's attributes, never the saved copy; the editor
 * opens both blocks valid with the intervals, plans and texts.
 */
import fs from 'fs';
import path from 'path';
import { expect, test, blocksInEditor } from './orbit-blocks';
import { visitSavedPost } from './site-state';

const fixture = ( name: string ) =>
	fs
		.readFileSync(
			path.resolve(
				__dirname,
				`../fixtures/blocks/jetpack__donations__incumbent-${ name }.html`
			),
			'utf8'
		)
		.trim();

test( 'a post the incumbent saved shows our donations form, not its saved markup', async ( {
	admin,
	page,
	requestUtils,
	problems: { php, errors },
} ) => {
	const post = await visitSavedPost(
		requestUtils,
		page,
		'Donations saved by the incumbent',
		`${ fixture( 'fallback-links' ) }\n\n${ fixture( 'v1-form' ) }`
	);
	const forms = page.locator( '.wp-block-jetpack-donations' );
	await expect( forms ).toHaveCount( 2 );
	// No saved link for visitors without JavaScript is printed.
	await expect(
		page.locator( 'a.jetpack-donations-fallback-link' )
	).toHaveCount( 0 );
	// The author's texts come from the comment, once each.
	const links = forms.nth( 0 );
	await expect( links.getByRole( 'tab' ) ).toHaveText( [
		'One-Time',
		'Monthly',
		'Yearly',
	] );
	await expect(
		links.getByRole( 'heading', { name: 'Help the shelter' } )
	).toHaveCount( 1 );
	await expect( links.getByText( 'Every euro counts.' ) ).toHaveCount( 1 );
	const staticForm = forms.nth( 1 );
	await expect( staticForm.getByRole( 'tab' ) ).toHaveText( [
		'One-Time',
		'Monthly',
		'Yearly',
	] );
	await expect(
		staticForm.getByRole( 'heading', { name: 'Make a one-time donation' } )
	).toHaveCount( 1 );
	await expect( staticForm.locator( '.donations__container' ) ).toHaveCount(
		1
	);

	const [ fromLinks, fromForm ] = await blocksInEditor(
		admin,
		page,
		post.id,
		2
	);
	expect( fromLinks ).toEqual( [
		'jetpack/donations',
		true,
		expect.objectContaining( {
			currency: 'EUR',
			// (The plans are the editor's to check: without a payment
			// account it marks them -1, as for any block.)
			oneTimeDonation: expect.objectContaining( {
				heading: 'Help the <strong>shelter</strong>',
				extraText: 'Every euro counts.',
				buttonText: 'Give once',
			} ),
			annualDonation: expect.objectContaining( {
				amounts: [ 50, 100, 200 ],
			} ),
		} ),
	] );
	expect( fromLinks[ 2 ] ).not.toHaveProperty( 'fallbackLinkUrl' );
	expect( fromForm ).toEqual( [
		'jetpack/donations',
		true,
		expect.objectContaining( {
			monthlyDonation: expect.objectContaining( {
				heading: 'Make a monthly donation',
				buttonText: 'Donate monthly',
			} ),
		} ),
	] );
	expect( errors ).toEqual( [] );
	expect( php.read() ).toEqual( [] );
} );
