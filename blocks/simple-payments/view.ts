/**
 * Visitors' simple-payments product: the quantity field (when several may
 * be bought) sets the quantity of the purchase link.
 */
export function initProduct( block: HTMLElement ) {
	const quantity = block.querySelector< HTMLInputElement >(
		'.jetpack-simple-payments-items-number'
	);
	const link = block.querySelector< HTMLAnchorElement >(
		'.jetpack-simple-payments-button'
	);
	if ( ! quantity || ! link ) {
		return;
	}
	quantity.addEventListener( 'input', () => {
		const count = Math.floor( Number( quantity.value ) );
		const url = new URL( link.href );
		url.searchParams.set( 'quantity', String( count >= 1 ? count : 1 ) );
		link.href = url.toString();
	} );
}

if ( typeof document !== 'undefined' ) {
	const init = () =>
		document
			.querySelectorAll< HTMLElement >(
				'.wp-block-jetpack-simple-payments'
			)
			.forEach( initProduct );
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', init );
	} else {
		init();
	}
}
