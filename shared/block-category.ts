/**
 * Adds a block category the editor does not have yet (such as "Earn" for
 * the ad and payment blocks), so that blocks in it register without a
 * warning and show under their own heading in the inserter.
 */
import { getCategories, setCategories } from '@wordpress/blocks';

export function ensureBlockCategory( slug: string, title: string ): void {
	const categories = getCategories();
	if ( ! categories.some( ( category ) => category.slug === slug ) ) {
		setCategories( [ ...categories, { slug, title } ] );
	}
}
