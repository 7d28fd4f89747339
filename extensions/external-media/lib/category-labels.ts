/**
 * Google Photos' content categories as the filter shows them, in the user's
 * language (the slug is what the search sends).
 */
import { __ } from '@wordpress/i18n';

export function categoryLabel( category: string ): string {
	const labels: Record< string, string > = {
		animals: __( 'Animals', 'orbit-blocks' ),
		arts: __( 'Arts', 'orbit-blocks' ),
		birthdays: __( 'Birthdays', 'orbit-blocks' ),
		cityscapes: __( 'Cityscapes', 'orbit-blocks' ),
		crafts: __( 'Crafts', 'orbit-blocks' ),
		fashion: __( 'Fashion', 'orbit-blocks' ),
		food: __( 'Food', 'orbit-blocks' ),
		flowers: __( 'Flowers', 'orbit-blocks' ),
		gardens: __( 'Gardens', 'orbit-blocks' ),
		holidays: __( 'Holidays', 'orbit-blocks' ),
		houses: __( 'Houses', 'orbit-blocks' ),
		landmarks: __( 'Landmarks', 'orbit-blocks' ),
		landscapes: __( 'Landscapes', 'orbit-blocks' ),
		night: __( 'Night', 'orbit-blocks' ),
		people: __( 'People', 'orbit-blocks' ),
		pets: __( 'Pets', 'orbit-blocks' ),
		selfies: __( 'Selfies', 'orbit-blocks' ),
		sport: __( 'Sport', 'orbit-blocks' ),
		travel: __( 'Travel', 'orbit-blocks' ),
		weddings: __( 'Weddings', 'orbit-blocks' ),
	};
	return labels[ category ] ?? category;
}
