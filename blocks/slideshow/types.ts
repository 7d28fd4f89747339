export type SlideshowEffect = 'slide' | 'fade';

/** One slide: the image's media id and address, its alt text and caption (HTML). */
export interface SlideshowImage {
	alt?: string;
	caption?: string;
	id?: number | string;
	url?: string;
}

export interface SlideshowAttributes {
	align?: string;
	autoplay: boolean;
	delay: number;
	ids: number[];
	images: SlideshowImage[];
	effect: SlideshowEffect | string;
	sizeSlug?: string;
}
