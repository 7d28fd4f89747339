/**
 * How an author finds each of our blocks in the inserter: the words typed
 * in its search, and the item picked by its title (`byName`: by the block's
 * name too, where two blocks share a title, as core's Video and ours do).
 * One entry a block, for every spec that inserts it as an author would
 * (insertBlockFromInserter, newPostFromInserter in orbit-blocks.ts).
 */
export type InserterItem = {
	search: string;
	option: RegExp | string;
	byName?: boolean;
};

export const INSERTER_ITEMS: Record< string, InserterItem > = {
	'jetpack/ai-assistant': { search: 'AI Assistant', option: /^AI Assistant/ },
	'jetpack/calendly': { search: 'Calendly', option: /^Calendly/ },
	'jetpack/contact-form': { search: 'Form', option: /^Form/ },
	'jetpack/donations': { search: 'Donations', option: /^Donations Form/ },
	'jetpack/eventbrite': {
		search: 'Eventbrite',
		option: /^Eventbrite Checkout/,
	},
	'jetpack/gif': { search: 'GIF', option: /^GIF/ },
	'jetpack/instagram-gallery': {
		search: 'Instagram',
		option: 'Latest Instagram Posts',
	},
	'jetpack/mailchimp': { search: 'Mailchimp', option: /^Mailchimp/ },
	'jetpack/map': { search: 'Map', option: /^Map/ },
	'jetpack/markdown': { search: 'Markdown', option: /^Markdown/ },
	'jetpack/opentable': { search: 'OpenTable', option: /^OpenTable/ },
	'jetpack/rating-star': { search: 'Star Rating', option: /^Star Rating/ },
	'jetpack/recurring-payments': {
		search: 'Payment Button',
		option: /^Payment Button/,
	},
	'jetpack/simple-payments': {
		search: 'PayPal',
		option: /^Pay with PayPal/,
	},
	'jetpack/slideshow': { search: 'slideshow', option: /Slideshow/ },
	'jetpack/tiled-gallery': {
		search: 'Tiled Gallery',
		option: /^Tiled Gallery/,
	},
	'jetpack/tock': { search: 'Tock', option: /^Tock/ },
	'videopress/video': { search: 'Video', option: 'Video', byName: true },
};
