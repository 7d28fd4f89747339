/**
 * The words the carousel shows or reads out. The editor translates them
 * itself (messages.ts); the front end reads them from the block's
 * data attributes, which the server prints translated
 * (blocks/slideshow/render.php), so the view script needs no
 * wp-i18n (a render-blocking script in the page's head).
 */
export interface CarouselLabels {
	previous: string;
	next: string;
	play: string;
	pause: string;
}

export interface ViewLabels extends CarouselLabels {
	/** Shown above the slides when swiper cannot load. */
	failed: string;
}

/** The labels the server printed on the slideshow's root (data-label-*). */
export function labelsFromMarkup( root: HTMLElement ): ViewLabels {
	const data = root.dataset;
	return {
		previous: data.labelPrevious ?? '',
		next: data.labelNext ?? '',
		play: data.labelPlay ?? '',
		pause: data.labelPause ?? '',
		failed: data.labelFailed ?? '',
	};
}
