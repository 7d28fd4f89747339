/**
 * Saved markup: the settings as data attributes (read by view.ts), the
 * slides, and the controls that swiper drives on the front end. Without
 * swiper the slides are a plain list of figures.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { clampDelay, normalizeEffect } from './settings';
import { CLASS, Controls, Slides } from './slides';
import type { SlideshowAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: SlideshowAttributes;
} ) {
	const { autoplay, delay, effect, images } = attributes;
	const blockProps = useBlockProps.save( {
		'data-autoplay': autoplay ? 'true' : 'false',
		'data-delay': String( clampDelay( delay ) ),
		'data-effect': normalizeEffect( effect ),
	} );
	return (
		<div { ...blockProps }>
			<div className={ `${ CLASS }_container swiper` }>
				<Slides images={ images } />
				<Controls autoplay={ Boolean( autoplay ) } />
			</div>
		</div>
	);
}
