/**
 * The account's products: title, price with its interval, and a
 * "Newsletter" tag on products that subscribe buyers to the site.
 */
import { __ } from '@wordpress/i18n';
import type { MembershipProduct } from '../../../store/memberships';
import { formatProductPrice } from '../../../shared/product-labels';

export function ProductList( { products }: { products: MembershipProduct[] } ) {
	if ( products.length === 0 ) {
		return (
			<p className="orbit-membership-products__empty">
				{ __(
					'No products yet. Add your first one below.',
					'orbit-blocks'
				) }
			</p>
		);
	}
	return (
		<ul
			className="orbit-membership-products__list"
			aria-label={ __( 'Products', 'orbit-blocks' ) }
		>
			{ products.map( ( product ) => (
				<li
					key={ product.id }
					className="orbit-membership-products__product"
				>
					<span className="orbit-membership-products__title">
						{ product.title }
					</span>
					<span className="orbit-membership-products__price">
						{ formatProductPrice(
							product.price,
							product.currency,
							product.interval
						) }
					</span>
					{ product.subscribe_as_site_subscriber && (
						<span className="orbit-membership-products__tag">
							{ __( 'Newsletter', 'orbit-blocks' ) }
						</span>
					) }
				</li>
			) ) }
		</ul>
	);
}
