/**
 * The tiled gallery's attributes (spec 3 section 3, "Gallery block
 * attributes"). Image fields come from the saved markup's data-* attributes,
 * so they may be strings; images.ts reads them.
 */
export interface GalleryImage {
	alt?: string;
	caption?: string;
	height?: number | string;
	id?: number | string;
	link?: string;
	url?: string;
	width?: number | string;
}

export interface TiledGalleryAttributes {
	align?: string;
	className?: string;
	columns?: number;
	columnWidths?: number[][];
	ids?: number[];
	imageFilter?: string;
	images: GalleryImage[];
	imageCrop?: boolean;
	linkTo?: string;
	roundedCorners?: number;
}
