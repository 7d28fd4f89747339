/**
 * The incumbent's product markup (every later version of its save, for a
 * block with a product):
 *
 * div.jetpack-simple-payments-wrapper.jetpack-simple-payments-<productId>
 *   div.jetpack-simple-payments-product
 *     [div.jetpack-simple-payments-product-image > div.jetpack-simple-payments-image > figure > img]
 *     div.jetpack-simple-payments-details
 *       div.jetpack-simple-payments-title > p, …-description > p, …-price > p
 *       a[.jetpack-simple-payments-purchase] (href, target, rel)
 *
 * Its versions differ in words that depend on the author's language and
 * locale (the price as Intl or "10.00 $" printed it, "Click here to
 * purchase." or "Visit the site to purchase.", the link's class, the image
 * box kept when there was no image), so those are read from the markup and
 * written back as they are. Title, description and image come over as the
 * block's attributes; the printed price and the link are left behind (the
 * render prints the price and the purchase button from the product).
 */
import metadata from '../block.json';
import { currentAttributes } from './current-attributes';

const DETAILS = '.jetpack-simple-payments-details';
const IMAGE = '.jetpack-simple-payments-image img';
const LINK = `${ DETAILS } > a`;

const text = ( selector: string ) => ( {
	type: 'string',
	source: 'text',
	selector,
} );
const attribute = ( selector: string, name: string ) => ( {
	type: 'string',
	source: 'attribute',
	selector,
	attribute: name,
} );

interface SavedProduct {
	productId?: number;
	title?: string;
	content?: string;
	featuredMediaUrl?: string | null;
	featuredMediaTitle?: string | null;
	imageBox?: string;
	priceText?: string;
	linkClass?: string;
	linkUrl?: string;
	linkText?: string;
}

export default {
	attributes: {
		...metadata.attributes,
		title: text( '.jetpack-simple-payments-title p' ),
		content: text( '.jetpack-simple-payments-description p' ),
		featuredMediaUrl: attribute( IMAGE, 'src' ),
		featuredMediaTitle: attribute( IMAGE, 'alt' ),
		// Present (its class) when the markup has the image box.
		imageBox: attribute(
			'.jetpack-simple-payments-product-image',
			'class'
		),
		priceText: text( '.jetpack-simple-payments-price p' ),
		linkClass: attribute( LINK, 'class' ),
		linkUrl: attribute( LINK, 'href' ),
		linkText: text( LINK ),
	},
	apiVersion: 3,
	supports: { html: false },
	save: ( { attributes: saved }: { attributes: SavedProduct } ) =>
		saved.productId ? (
			<div
				className={ `jetpack-simple-payments-wrapper jetpack-simple-payments-${ saved.productId }` }
			>
				<div className="jetpack-simple-payments-product">
					{ saved.imageBox !== undefined && (
						<div className="jetpack-simple-payments-product-image">
							<div className="jetpack-simple-payments-image">
								<figure>
									<img
										src={
											saved.featuredMediaUrl ?? undefined
										}
										alt={
											saved.featuredMediaTitle ??
											undefined
										}
									/>
								</figure>
							</div>
						</div>
					) }
					<div className="jetpack-simple-payments-details">
						<div className="jetpack-simple-payments-title">
							<p>{ saved.title }</p>
						</div>
						<div className="jetpack-simple-payments-description">
							<p>{ saved.content }</p>
						</div>
						<div className="jetpack-simple-payments-price">
							<p>{ saved.priceText }</p>
						</div>
						<a
							className={ saved.linkClass }
							href={ saved.linkUrl }
							target="_blank"
							rel="noopener noreferrer"
						>
							{ saved.linkText }
						</a>
					</div>
				</div>
			</div>
		) : null,
	migrate: currentAttributes,
};
