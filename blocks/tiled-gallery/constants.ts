/**
 * The tiled gallery's constants (spec 3 section 9, "Gallery").
 */
export const MAX_COLUMNS = 20;
export const MAX_ROUNDED_CORNERS = 20;
/** Space between tiles, in px (style.scss uses the same value). */
export const GUTTER = 4;
/** The longest edge the image resizing service is asked for. */
export const IMAGE_EDGE_CAP = 2000;
/** Responsive widths: from min(600, w) to min(2000, w) in steps of 300. */
export const SRCSET_MIN_WIDTH = 600;
export const SRCSET_STEP = 300;
/** Column widths are stored with this many decimals. */
export const WIDTH_DECIMALS = 5;

export const ALLOWED_ALIGNMENTS = [ 'center', 'wide', 'full' ] as const;

export const LAYOUTS = [
	'rectangular',
	'circle',
	'square',
	'columns',
] as const;
export type LayoutName = ( typeof LAYOUTS )[ number ];
export const DEFAULT_LAYOUT: LayoutName = 'rectangular';

export const FILTERS = [
	'black-and-white',
	'sepia',
	'1977',
	'clarendon',
	'gingham',
] as const;
export type FilterName = ( typeof FILTERS )[ number ];

export const LINK_TO = [ 'attachment', 'media', 'none' ] as const;
export type LinkTo = ( typeof LINK_TO )[ number ];
