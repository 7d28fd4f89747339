/**
 * What Orbit Blocks saved before its markup held no words: the controls'
 * names (aria-label "Previous slide", "Next slide", "Pause slideshow"), in
 * the author's language. They are read
 * back from the markup as they are, so such a block stays valid for an
 * editor working in any language; migrating drops them (the server names
 * the buttons for each visitor: blocks/slideshow/render.php).
 */
import { useBlockProps } from '@wordpress/block-editor';
import metadata from '../block.json';
import { clampDelay, normalizeEffect } from '../settings';
import { CLASS, Controls, Slides } from '../slides';
import type { SlideshowAttributes } from '../types';

interface LabelledAttributes extends SlideshowAttributes {
	previousLabel?: string;
	nextLabel?: string;
	pauseLabel?: string;
}

const label = ( control: string ) => ( {
	type: 'string',
	source: 'attribute',
	selector: `.${ CLASS }_button-${ control }`,
	attribute: 'aria-label',
} );

export default {
	attributes: {
		...metadata.attributes,
		previousLabel: label( 'prev' ),
		nextLabel: label( 'next' ),
		pauseLabel: label( 'pause' ),
	},
	supports: metadata.supports,
	save( { attributes }: { attributes: LabelledAttributes } ) {
		const { autoplay, delay, effect, images } = attributes;
		return (
			<div
				{ ...useBlockProps.save( {
					'data-autoplay': autoplay ? 'true' : 'false',
					'data-delay': String( clampDelay( delay ) ),
					'data-effect': normalizeEffect( effect ),
				} ) }
			>
				<div className={ `${ CLASS }_container swiper` }>
					<Slides images={ images } />
					<Controls
						autoplay={ Boolean( autoplay ) }
						labels={ {
							previous: attributes.previousLabel,
							next: attributes.nextLabel,
							pause: attributes.pauseLabel,
						} }
					/>
				</div>
			</div>
		);
	},
	migrate( {
		previousLabel,
		nextLabel,
		pauseLabel,
		...attributes
	}: LabelledAttributes ) {
		return attributes;
	},
};
