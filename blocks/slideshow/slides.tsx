/**
 * The slideshow's markup, shared by save and the editor's carousel so that
 * the editor shows what visitors get. Images without a safe address are left
 * out; captions are the stored caption HTML (escaped when taken from the
 * media library, images.ts).
 */
import { RichText } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import { CLASS } from './class-name';
import { isSafeImageUrl } from './images';
import type { SlideshowImage } from './types';

export { CLASS };

export function Slides( { images }: { images: SlideshowImage[] } ) {
	return (
		<ul className={ `${ CLASS }_swiper-wrapper swiper-wrapper` }>
			{ images
				.filter( ( image ) => isSafeImageUrl( image.url ) )
				.map( ( { alt, caption, id, url }, index ) => (
					<li
						className={ `${ CLASS }_slide swiper-slide` }
						key={ `${ id ?? '' }-${ index }` }
					>
						<figure>
							<img
								alt={ alt ?? '' }
								className={
									`${ CLASS }_image` +
									( id ? ` wp-image-${ id }` : '' )
								}
								data-id={ id }
								src={ url }
							/>
							{ caption && ! RichText.isEmpty( caption ) && (
								<RichText.Content
									className={ `${ CLASS }_caption gallery-caption` }
									tagName="figcaption"
									value={ caption }
								/>
							) }
						</figure>
					</li>
				) ) }
		</ul>
	);
}

/** The controls' names, in the reader's language. */
export interface ControlLabels {
	previous?: string;
	next?: string;
	pause?: string;
}

/** The editor's: translated for the user. */
export function controlLabels(): Required< ControlLabels > {
	return {
		previous: __( 'Previous slide', 'orbit-blocks' ),
		next: __( 'Next slide', 'orbit-blocks' ),
		pause: __( 'Pause slideshow', 'orbit-blocks' ),
	};
}

/**
 * Previous / next, the pause button (with autoplay) and the pagination.
 * The saved markup gives no labels (it is the same in every language): the
 * server names the buttons for each visitor (blocks/slideshow/
 * render.php), and swiper's accessibility module again once it runs.
 */
export function Controls( {
	autoplay,
	labels = {},
}: {
	autoplay: boolean;
	labels?: ControlLabels;
} ) {
	return (
		<>
			<button
				aria-label={ labels.previous }
				className={ `${ CLASS }_button-prev swiper-button-prev` }
				type="button"
			/>
			<button
				aria-label={ labels.next }
				className={ `${ CLASS }_button-next swiper-button-next` }
				type="button"
			/>
			{ autoplay && (
				<button
					aria-label={ labels.pause }
					className={ `${ CLASS }_button-pause` }
					type="button"
				/>
			) }
			<div className={ `${ CLASS }_pagination swiper-pagination` } />
		</>
	);
}
