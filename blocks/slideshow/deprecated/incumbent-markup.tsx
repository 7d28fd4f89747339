/**
 * The incumbent's saved slideshow, as its versions wrote it (markup shapes
 * read from its public fixtures and deprecations): the settings as data
 * attributes (autoplay and delay only with autoplay), the slides, link-like
 * controls (`<a role="button">`) and the pagination. One function draws every
 * version; each file of this folder names the version's differences.
 *
 * No words of ours: the pause control's label is read back from the markup
 * (`pauseLabel`), so any text the post holds stays valid.
 */
/* eslint-disable jsx-a11y/anchor-has-content, jsx-a11y/anchor-is-valid --
   the incumbent's saved controls, drawn only to recognise its posts; the
   current save has real buttons. */
import { RichText } from '@wordpress/block-editor';
import metadata from '../block.json';
import { CLASS } from '../class-name';
import type { SlideshowAttributes, SlideshowImage } from '../types';

interface IncumbentImage extends SlideshowImage {
	aspectRatio?: string;
}

export interface IncumbentAttributes extends SlideshowAttributes {
	images: IncumbentImage[];
	pauseLabel?: string;
}

export interface IncumbentShape {
	/** The swiper container's own class: `swiper` now, `swiper-container` before. */
	container: string;
	/** The list's class, misspelt in the first version. */
	list?: string;
	/** The first version drew its markup without images too. */
	keepEmpty?: boolean;
	/** One version put the data attributes on a second div inside the block's. */
	nested?: boolean;
}

/** The incumbent's attributes, and what its markup holds besides them. */
export const incumbentAttributes = {
	...metadata.attributes,
	images: {
		...metadata.attributes.images,
		query: {
			...metadata.attributes.images.query,
			aspectRatio: {
				source: 'attribute',
				selector: 'img',
				attribute: 'data-aspect-ratio',
			},
		},
	},
	pauseLabel: {
		type: 'string',
		source: 'attribute',
		selector: `.${ CLASS }_button-pause`,
		attribute: 'aria-label',
	},
};

const control = ( name: string ) =>
	`${ CLASS }_button-${ name } swiper-button-${ name } swiper-button-white`;

export function incumbentSave( shape: IncumbentShape ) {
	return function save( {
		attributes,
	}: {
		attributes: IncumbentAttributes;
	} ) {
		const { autoplay, delay, effect, images, pauseLabel } = attributes;
		if ( ! images.length && ! shape.keepEmpty ) {
			return shape.nested ? <div /> : null;
		}
		const ratio = images[ 0 ]?.aspectRatio;
		const slideshow = (
			<div
				data-autoplay={ autoplay || undefined }
				data-delay={ autoplay ? delay : undefined }
				data-effect={ effect }
				style={
					ratio
						? ( { '--aspect-ratio': `calc(${ ratio })` } as object )
						: undefined
				}
			>
				<div className={ `${ CLASS }_container ${ shape.container }` }>
					<ul
						className={ `${ CLASS }_${
							shape.list ?? 'swiper-wrapper'
						} swiper-wrapper` }
					>
						{ images.map( ( image, index ) => (
							<li
								className={ `${ CLASS }_slide swiper-slide` }
								key={ index }
							>
								<figure>
									<img
										alt={ image.alt }
										className={ `${ CLASS }_image wp-image-${ image.id }` }
										data-id={ image.id }
										data-aspect-ratio={ image.aspectRatio }
										src={ image.url }
									/>
									{ image.caption && (
										<RichText.Content
											className={ `${ CLASS }_caption gallery-caption` }
											tagName="figcaption"
											value={ image.caption }
										/>
									) }
								</figure>
							</li>
						) ) }
					</ul>
					<a className={ control( 'prev' ) } role="button" />
					<a className={ control( 'next' ) } role="button" />
					<a
						aria-label={ pauseLabel }
						className={ `${ CLASS }_button-pause` }
						role="button"
					/>
					<div
						className={ `${ CLASS }_pagination swiper-pagination swiper-pagination-white` }
					/>
				</div>
			</div>
		);
		// The block's class and alignment go on the outer element (WordPress
		// adds them to what save returns, as for the incumbent's).
		return shape.nested ? <div>{ slideshow }</div> : slideshow;
	};
}

/** Every incumbent version becomes the current block: the same settings and slides. */
export function migrateIncumbent( {
	pauseLabel,
	images,
	...attributes
}: IncumbentAttributes ): SlideshowAttributes {
	return {
		...attributes,
		images: images.map( ( { aspectRatio, ...image } ) => image ),
	};
}

/** A deprecation for one shape of the incumbent's markup. */
export const incumbentVersion = ( shape: IncumbentShape ) => ( {
	attributes: incumbentAttributes,
	supports: metadata.supports,
	save: incumbentSave( shape ),
	migrate: migrateIncumbent,
} );
