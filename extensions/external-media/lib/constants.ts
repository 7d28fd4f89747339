/**
 * The external media picker's constants (spec 3 sections 2 and 9).
 */
import defaultSearchTerms from './default-search-terms.json';

// The source names live in ./sources (the editor entry needs only them).
export * from './sources';

/** Multi-select keeps at most this many items. */
export const MAX_SELECTED_ITEMS = 10;

/** List page sizes: 20 for Pexels, Openverse and filtered Google; 25 else. */
export const PAGE_SIZE_SEARCH = 20;
export const PAGE_SIZE_DEFAULT = 25;

/** The inserter's defaults. */
export const INSERTER_PEXELS_NUMBER = 10;
export const INSERTER_PEXELS_SEARCH = 'mountain';
export const INSERTER_GOOGLE_NUMBER = 25;

/**
 * The searches a picker opens with, one at random; a data file, so that
 * tools/external-media-images.mjs draws the local stand-in's pictures for
 * the same terms.
 */
export const DEFAULT_SEARCH_TERMS: string[] = defaultSearchTerms;

export const GOOGLE_CATEGORIES = [
	'animals',
	'arts',
	'birthdays',
	'cityscapes',
	'crafts',
	'fashion',
	'food',
	'flowers',
	'gardens',
	'holidays',
	'houses',
	'landmarks',
	'landscapes',
	'night',
	'people',
	'pets',
	'selfies',
	'sport',
	'travel',
	'weddings',
];

export const DATE_RANGES = [
	'any',
	'last_7_days',
	'last_30_days',
	'last_6_months',
	'last_12_months',
	'specific_month',
] as const;
export type DateRange = ( typeof DATE_RANGES )[ number ];

/** "Any Month" in the specific month/year filter. */
export const ANY_MONTH = -1;
export const MIN_YEAR = 1970;

export const MEDIA_TYPES = [ 'all', 'photo', 'video' ] as const;
export type MediaType = ( typeof MEDIA_TYPES )[ number ];

export const VIEW_PHOTOS = 'recent';
export const VIEW_ALBUMS = '/';

/** The tracking event of the inserter's external sources. */
export const INSERTER_EVENT = 'jetpack_editor_media_inserter_external_source';
