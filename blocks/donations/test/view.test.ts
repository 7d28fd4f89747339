/**
 * The visitors' donations form (view.ts) on markup shaped like the server
 * render (blocks/donations/render.php): tabs switch, a tier
 * chooses the amount, a custom amount is validated, the link is built.
 */
import { initDonations } from '../view';

const BASE =
	'https://subscribe.example/memberships/?blog=site&plan=PLAN&currency=USD';

const tab = ( interval: string, plan: number, active: boolean ) => `
<div class="donations__tab${
	active ? ' is-active' : ''
}" role="tabpanel" data-interval="${ interval }" data-plan-id="${ plan }"${
	active ? '' : ' hidden'
}>
	<h4>${ interval }</h4>
	<div class="donations__amounts">
		<button type="button" class="donations__amount" data-amount="5.00">$5.00</button>
		<button type="button" class="donations__amount" data-amount="15.00">$15.00</button>
		<button type="button" class="donations__amount" data-amount="100.00">$100.00</button>
	</div>
	<label class="donations__amount donations__custom-amount"><span>$</span><input class="donations__amount-value" aria-label="Custom amount ${ interval }"></label>
	<div class="wp-block-button"><a class="wp-block-button__link donations__donate-button" href="${ BASE.replace(
		'PLAN',
		String( plan )
	) }">Donate ${ interval }</a></div>
</div>`;

function mount() {
	document.body.innerHTML = `
<div class="wp-block-jetpack-donations" data-currency="USD"><div class="donations__container">
	<div class="donations__nav" role="tablist">
		<button type="button" role="tab" class="donations__nav-item is-active" aria-selected="true" data-interval="one-time">One-Time</button>
		<button type="button" role="tab" class="donations__nav-item" aria-selected="false" data-interval="1 month">Monthly</button>
	</div>
	${ tab( 'one-time', 7, true ) }
	${ tab( '1 month', 8, false ) }
</div></div>`;
	const block = document.querySelector< HTMLElement >(
		'.wp-block-jetpack-donations'
	)!;
	initDonations( block );
	return block;
}

const link = ( interval: string ) =>
	document.querySelector< HTMLAnchorElement >(
		`[data-interval="${ interval }"] .donations__donate-button`
	)!;

describe( 'donations view', () => {
	it( 'switches tabs', () => {
		const block = mount();
		const [ oneTime, monthly ] = Array.from(
			block.querySelectorAll< HTMLElement >( '.donations__tab' )
		);
		block
			.querySelector< HTMLElement >(
				'[data-interval="1 month"][role="tab"]'
			)!
			.click();
		expect( oneTime.hidden ).toBe( true );
		expect( monthly.hidden ).toBe( false );
		expect(
			block.querySelector( '[role="tab"][aria-selected="true"]' )
				?.textContent
		).toBe( 'Monthly' );
	} );

	it( 'a tier sets the amount on the checkout link of its tab', () => {
		mount();
		document
			.querySelectorAll< HTMLElement >(
				'[data-interval="1 month"] .donations__amount'
			)[ 1 ]
			.click();
		expect( link( '1 month' ).href ).toBe(
			BASE.replace( 'PLAN', '8' ) + '&amount=15.00'
		);
		expect( link( 'one-time' ).href ).toBe( BASE.replace( 'PLAN', '7' ) );
	} );

	it( 'validates a custom amount and disables the link when it is too small', () => {
		mount();
		const input = document.querySelector< HTMLInputElement >(
			'[data-interval="one-time"] input'
		)!;
		input.value = '0.25';
		input.dispatchEvent( new Event( 'input' ) );
		expect( input.parentElement?.classList.contains( 'has-error' ) ).toBe(
			true
		);
		expect( link( 'one-time' ).getAttribute( 'aria-disabled' ) ).toBe(
			'true'
		);
		const click = new MouseEvent( 'click', { cancelable: true } );
		link( 'one-time' ).dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );

		input.value = '1,000.5';
		input.dispatchEvent( new Event( 'input' ) );
		expect( input.parentElement?.classList.contains( 'has-error' ) ).toBe(
			false
		);
		expect( link( 'one-time' ).getAttribute( 'aria-disabled' ) ).toBeNull();
		expect( link( 'one-time' ).href ).toBe(
			BASE.replace( 'PLAN', '7' ) + '&amount=1000.50'
		);
	} );
} );
