/**
 * The donations form for visitors (spec 2 "Donations"): the tabs switch
 * intervals, a tier button or a custom amount chooses the amount, a custom
 * amount under the currency's minimum marks the field invalid and disables
 * the donate link, and the link carries the chosen amount to the checkout.
 * Loaded only on pages with the block (block.json viewScript).
 */
import { checkoutUrl, readCustomAmount } from './checkout';

function initTab( tab: HTMLElement, currency: string ) {
	const link = tab.querySelector< HTMLAnchorElement >(
		'.donations__donate-button'
	);
	if ( ! link ) {
		return;
	}
	const base = link.href;
	const tiers = Array.from(
		tab.querySelectorAll< HTMLButtonElement >( 'button.donations__amount' )
	);
	const custom = tab.querySelector< HTMLInputElement >(
		'.donations__custom-amount input'
	);

	const choose = ( amount: number | null ) => {
		const url =
			amount === null ? null : checkoutUrl( base, amount, currency );
		if ( url ) {
			link.href = url;
			link.removeAttribute( 'aria-disabled' );
			link.classList.remove( 'is-disabled' );
		} else {
			link.href = base;
			link.setAttribute( 'aria-disabled', 'true' );
			link.classList.add( 'is-disabled' );
		}
	};

	tiers.forEach( ( tier ) =>
		tier.addEventListener( 'click', () => {
			tiers.forEach( ( other ) =>
				other.classList.toggle( 'is-selected', other === tier )
			);
			tier.setAttribute( 'aria-pressed', 'true' );
			if ( custom ) {
				custom.value = '';
				custom.parentElement?.classList.remove(
					'has-error',
					'is-selected'
				);
			}
			choose( Number( tier.dataset.amount ) );
		} )
	);

	custom?.addEventListener( 'input', () => {
		tiers.forEach( ( tier ) => tier.classList.remove( 'is-selected' ) );
		const wrapper = custom.parentElement;
		if ( custom.value.trim() === '' ) {
			wrapper?.classList.remove( 'has-error', 'is-selected' );
			custom.removeAttribute( 'aria-invalid' );
			choose( null );
			return;
		}
		const amount = readCustomAmount( custom.value, currency );
		wrapper?.classList.toggle( 'has-error', amount === null );
		wrapper?.classList.toggle( 'is-selected', amount !== null );
		custom.setAttribute(
			'aria-invalid',
			amount === null ? 'true' : 'false'
		);
		choose( amount );
	} );

	link.addEventListener( 'click', ( event ) => {
		if ( link.getAttribute( 'aria-disabled' ) === 'true' ) {
			event.preventDefault();
		}
	} );
}

export function initDonations( block: HTMLElement ) {
	if ( block.dataset.donationsReady ) {
		return;
	}
	block.dataset.donationsReady = 'true';
	const currency = block.dataset.currency ?? 'USD';
	const tabs = Array.from(
		block.querySelectorAll< HTMLElement >( '.donations__tab' )
	);
	tabs.forEach( ( tab ) => initTab( tab, currency ) );
	const navItems = Array.from(
		block.querySelectorAll< HTMLButtonElement >( '.donations__nav-item' )
	);
	navItems.forEach( ( item ) =>
		item.addEventListener( 'click', () => {
			const interval = item.dataset.interval;
			navItems.forEach( ( other ) => {
				const active = other === item;
				other.classList.toggle( 'is-active', active );
				other.setAttribute( 'aria-selected', String( active ) );
			} );
			tabs.forEach( ( tab ) => {
				const active = tab.dataset.interval === interval;
				tab.classList.toggle( 'is-active', active );
				tab.hidden = ! active;
			} );
		} )
	);
}

function initAll() {
	document
		.querySelectorAll< HTMLElement >( '.wp-block-jetpack-donations' )
		.forEach( initDonations );
}

if ( typeof document !== 'undefined' ) {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', initAll );
	} else {
		initAll();
	}
}
