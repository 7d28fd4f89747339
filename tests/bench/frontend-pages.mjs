// @ts-check
/**
 * The visitors' bench pages (tests/bench/frontend.mjs): for each of our
 * blocks, the block's saved markup (a fixture of tests/fixtures/blocks/ where
 * one fits, otherwise written here with the site's own media) and the core
 * block of similar content it is compared with: core/gallery for the
 * slideshow, the tiled gallery and the Instagram gallery, core/video for the
 * video, core/image for the map, core/embed for Pinterest (the one block
 * whose provider core embeds), a paragraph of the same text otherwise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname( fileURLToPath( import.meta.url ) );
const FIXTURES = path.resolve( here, '../fixtures/blocks' );

/**
 * @typedef {{ id: number, url: string, width: number, height: number, alt: string }} BenchImage
 * @typedef {{ images: BenchImage[], video: { id: number, url: string, guid: string }, product: number }} BenchMedia
 * @typedef {{
 *   slug: string,
 *   name: string,
 *   core: 'gallery' | 'video' | 'image' | 'embed' | 'paragraph',
 *   ours: ( media: BenchMedia ) => string,
 *   selector: string,
 *   heavy?: { label: string, pattern: RegExp },
 * }} FrontendBlock
 */

/** @param {string} name a fixture's name, without .html */
const fixture = ( name ) =>
	fs.readFileSync( path.join( FIXTURES, `${ name }.html` ), 'utf8' ).trim();

/** @param {string} text */
const escape = ( text ) =>
	text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' )
		.replace( /"/g, '&quot;' );

/**
 * A paragraph block.
 *
 * @param {string} text plain text
 */
export const paragraph = ( text ) =>
	`<!-- wp:paragraph -->\n<p>${ escape( text ) }</p>\n<!-- /wp:paragraph -->`;

/** @param {BenchImage} image */
const coreImage = ( image ) =>
	`<!-- wp:image {"id":${
		image.id
	},"sizeSlug":"large","linkDestination":"none"} -->\n<figure class="wp-block-image size-large"><img src="${
		image.url
	}" alt="${ escape( image.alt ) }" class="wp-image-${
		image.id
	}"/></figure>\n<!-- /wp:image -->`;

/** @param {BenchImage[]} images */
const coreGallery = ( images ) =>
	`<!-- wp:gallery {"linkTo":"none"} -->\n<figure class="wp-block-gallery has-nested-images columns-default is-cropped">${ images
		.map( coreImage )
		.join( '\n' ) }</figure>\n<!-- /wp:gallery -->`;

/** @param {BenchImage[]} images */
const slideshow = ( images ) =>
	`<!-- wp:jetpack/slideshow {"ids":[${ images
		.map( ( image ) => image.id )
		.join(
			','
		) }]} -->\n<div data-autoplay="false" data-delay="3" data-effect="slide" class="wp-block-jetpack-slideshow aligncenter"><div class="wp-block-jetpack-slideshow_container swiper"><ul class="wp-block-jetpack-slideshow_swiper-wrapper swiper-wrapper">${ images
		.map(
			( image ) =>
				`<li class="wp-block-jetpack-slideshow_slide swiper-slide"><figure><img alt="${ escape(
					image.alt
				) }" class="wp-block-jetpack-slideshow_image wp-image-${
					image.id
				}" data-id="${ image.id }" src="${ image.url }"/></figure></li>`
		)
		.join(
			''
		) }</ul><button aria-label="Previous slide" class="wp-block-jetpack-slideshow_button-prev swiper-button-prev" type="button"></button><button aria-label="Next slide" class="wp-block-jetpack-slideshow_button-next swiper-button-next" type="button"></button><div class="wp-block-jetpack-slideshow_pagination swiper-pagination"></div></div></div>\n<!-- /wp:jetpack/slideshow -->`;

/**
 * The rectangular mosaic of tests/fixtures (three tiles, then one) with the site's pictures.
 *
 * @param {BenchImage[]} images
 */
const tiledGallery = ( images ) =>
	`<!-- wp:jetpack/tiled-gallery {"columnWidths":[[47.36842,21.05263,31.57895],[100]],"ids":[${ images
		.map( ( image ) => image.id )
		.join(
			','
		) }],"linkTo":"media"} -->\n<div class="wp-block-jetpack-tiled-gallery aligncenter"><div class="tiled-gallery__gallery">${ images
		.map(
			( image ) =>
				`<figure class="tiled-gallery__item"><img alt="${ escape(
					image.alt
				) }" data-height="${ image.height }" data-id="${
					image.id
				}" data-link="${ image.url }" data-url="${
					image.url
				}" data-width="${ image.width }" src="${
					image.url
				}"/></figure>`
		)
		.join( '' ) }</div></div>\n<!-- /wp:jetpack/tiled-gallery -->`;

/** @type {FrontendBlock[]} */
export const FRONTEND_BLOCKS = [
	{
		slug: 'ai-assistant',
		name: 'jetpack/ai-assistant',
		core: 'paragraph',
		ours: () => fixture( 'jetpack__ai-assistant__answer' ),
		selector: '.wp-block-jetpack-ai-assistant',
	},
	{
		slug: 'business-hours',
		name: 'jetpack/business-hours',
		core: 'paragraph',
		ours: () => fixture( 'jetpack__business-hours__custom-hours' ),
		selector: '.wp-block-jetpack-business-hours',
	},
	{
		slug: 'button',
		name: 'jetpack/button',
		core: 'paragraph',
		ours: () => fixture( 'jetpack__button__default' ),
		selector: '.wp-block-jetpack-button',
	},
	{
		slug: 'calendly',
		name: 'jetpack/calendly',
		core: 'paragraph',
		ours: () => fixture( 'jetpack__calendly__inline' ),
		selector: '.wp-block-jetpack-calendly',
		heavy: { label: 'Calendly iframe', pattern: /calendly\.com\// },
	},
	{
		slug: 'contact-form',
		name: 'jetpack/contact-form',
		core: 'paragraph',
		ours: () => fixture( 'jetpack__contact-form__default' ),
		selector: '.wp-block-jetpack-contact-form',
	},
	{
		slug: 'contact-info',
		name: 'jetpack/contact-info',
		core: 'paragraph',
		ours: () => fixture( 'jetpack__contact-info__default' ),
		selector: '.wp-block-jetpack-contact-info',
	},
	{
		slug: 'donations',
		name: 'jetpack/donations',
		core: 'paragraph',
		ours: () => fixture( 'jetpack__donations__configured' ),
		selector: '.wp-block-jetpack-donations',
	},
	{
		slug: 'eventbrite',
		name: 'jetpack/eventbrite',
		core: 'paragraph',
		ours: () => fixture( 'jetpack__eventbrite__inline' ),
		selector: '.wp-block-jetpack-eventbrite',
		heavy: { label: 'eb_widgets.js', pattern: /eb_widgets\.js/ },
	},
	{
		slug: 'gif',
		name: 'jetpack/gif',
		core: 'paragraph',
		ours: () => fixture( 'jetpack__gif__captioned' ),
		selector: '.wp-block-jetpack-gif',
		heavy: { label: 'GIPHY iframe', pattern: /giphy\.com\// },
	},
	{
		slug: 'google-calendar',
		name: 'jetpack/google-calendar',
		core: 'paragraph',
		ours: () => fixture( 'jetpack__google-calendar__default' ),
		selector: '.wp-block-jetpack-google-calendar',
		heavy: {
			label: 'Google Calendar iframe',
			pattern: /calendar\.google\.com\//,
		},
	},
	{
		slug: 'instagram-gallery',
		name: 'jetpack/instagram-gallery',
		core: 'gallery',
		ours: () => fixture( 'jetpack__instagram-gallery__connected' ),
		selector: '.wp-block-jetpack-instagram-gallery',
	},
	{
		slug: 'mailchimp',
		name: 'jetpack/mailchimp',
		core: 'paragraph',
		ours: () => fixture( 'jetpack__mailchimp__default' ),
		selector: '.wp-block-jetpack-mailchimp',
	},
	{
		slug: 'map',
		name: 'jetpack/map',
		core: 'image',
		ours: () => fixture( 'jetpack__map__markers' ),
		selector: '.wp-block-jetpack-map',
		heavy: {
			label: 'mapbox-gl',
			pattern:
				/\/(chunks\/(mapbox-gl|map-mapbox|mapbox-gl-style)\.|mapbox-gl-style(-rtl)?\.css)/,
		},
	},
	{
		slug: 'markdown',
		name: 'jetpack/markdown',
		core: 'paragraph',
		ours: () => fixture( 'jetpack__markdown__rendered' ),
		selector: '.wp-block-jetpack-markdown',
	},
	{
		slug: 'opentable',
		name: 'jetpack/opentable',
		core: 'paragraph',
		ours: () => fixture( 'jetpack__opentable__single' ),
		selector: '.wp-block-jetpack-opentable',
		heavy: {
			label: 'OpenTable loader',
			pattern: /opentable\.com\/widget|stand-in\/opentable/,
		},
	},
	{
		slug: 'pinterest',
		name: 'jetpack/pinterest',
		core: 'embed',
		ours: () => fixture( 'jetpack__pinterest__pin' ),
		selector: '.wp-block-jetpack-pinterest',
		heavy: { label: 'pinit.js', pattern: /pinit\.js/ },
	},
	{
		slug: 'rating-star',
		name: 'jetpack/rating-star',
		core: 'paragraph',
		ours: () => fixture( 'jetpack__rating-star__default' ),
		selector: '.wp-block-jetpack-rating-star',
	},
	{
		slug: 'recurring-payments',
		name: 'jetpack/recurring-payments',
		core: 'paragraph',
		ours: () => fixture( 'jetpack__recurring-payments__with-plan' ),
		selector: '.wp-block-jetpack-recurring-payments',
	},
	{
		slug: 'related-posts',
		name: 'jetpack/related-posts',
		core: 'paragraph',
		ours: () => fixture( 'jetpack__related-posts__default' ),
		selector: '.wp-block-jetpack-related-posts',
	},
	{
		slug: 'repeat-visitor',
		name: 'jetpack/repeat-visitor',
		core: 'paragraph',
		ours: () => fixture( 'jetpack__repeat-visitor__default' ),
		selector: '.wp-block-jetpack-repeat-visitor',
	},
	{
		slug: 'simple-payments',
		name: 'jetpack/simple-payments',
		core: 'image',
		// The fixture's block, for the product the bench's site holds (its
		// photograph is the core image's).
		ours: ( media ) =>
			fixture( 'jetpack__simple-payments__product' ).replace(
				'"productId":70',
				`"productId":${ media.product }`
			),
		selector: '.wp-block-jetpack-simple-payments',
	},
	{
		slug: 'slideshow',
		name: 'jetpack/slideshow',
		core: 'gallery',
		ours: ( media ) => slideshow( media.images ),
		selector: '.wp-block-jetpack-slideshow',
		heavy: { label: 'swiper', pattern: /\/blocks\/swiper\// },
	},
	{
		slug: 'tiled-gallery',
		name: 'jetpack/tiled-gallery',
		core: 'gallery',
		ours: ( media ) => tiledGallery( media.images ),
		selector: '.wp-block-jetpack-tiled-gallery',
	},
	{
		slug: 'tock',
		name: 'jetpack/tock',
		core: 'paragraph',
		ours: () => fixture( 'jetpack__tock__default' ),
		selector: '.wp-block-jetpack-tock',
		heavy: { label: 'tock.js', pattern: /tock\.js/ },
	},
	{
		slug: 'video',
		name: 'videopress/video',
		core: 'video',
		ours: ( media ) =>
			`<!-- wp:videopress/video {"guid":"${ media.video.guid }","id":${ media.video.id }} -->\n<figure class="wp-block-videopress-video jetpack-videopress-player"><div class="jetpack-videopress-player__wrapper">\nhttps://videopress.com/v/${ media.video.guid }?resizeToParent=true&amp;cover=true&amp;preloadContent=metadata&amp;useAverageColor=true\n</div></figure>\n<!-- /wp:videopress/video -->`,
		selector: '.wp-block-videopress-video',
	},
	{
		slug: 'wordads',
		name: 'jetpack/wordads',
		core: 'paragraph',
		ours: () => fixture( 'jetpack__wordads__default' ),
		selector: '.wp-block-jetpack-wordads',
	},
];

/**
 * The text of saved markup, for the paragraph that stands in for it.
 *
 * @param {string} markup
 */
function textOf( markup ) {
	const text = markup
		.replace( /<!--[\s\S]*?-->/g, ' ' )
		.replace( /<[^>]+>/g, ' ' )
		.replace( /&[a-z#0-9]+;/gi, ' ' )
		.replace( /\s+/g, ' ' )
		.trim();
	return text || 'A short line of text where the block would be.';
}

/**
 * The core block(s) of similar content.
 *
 * @param {FrontendBlock} block
 * @param {BenchMedia}    media
 */
export function coreMarkup( block, media ) {
	switch ( block.core ) {
		case 'gallery':
			return coreGallery( media.images );
		case 'image':
			return coreImage( media.images[ 0 ] );
		case 'video':
			return `<!-- wp:video {"id":${ media.video.id }} -->\n<figure class="wp-block-video"><video controls preload="metadata" src="${ media.video.url }"></video></figure>\n<!-- /wp:video -->`;
		case 'embed': {
			const url = /"url":"([^"]+)"/.exec( block.ours( media ) )?.[ 1 ];
			return `<!-- wp:embed {"url":"${ url }","type":"rich","providerNameSlug":"pinterest"} -->\n<figure class="wp-block-embed is-type-rich is-provider-pinterest wp-block-embed-pinterest"><div class="wp-block-embed__wrapper">\n${ url }\n</div></figure>\n<!-- /wp:embed -->`;
		}
		default:
			return paragraph( textOf( block.ours( media ) ) );
	}
}

/** Text above the block in the below-the-fold variant: about four screens. */
export const ABOVE_THE_FOLD = Array.from( { length: 24 }, ( _, i ) =>
	paragraph(
		`Paragraph ${
			i + 1
		} before the block. A visitor reads this first; the block below waits until they scroll near it, so what it needs should not load before then. `.repeat(
			3
		)
	)
).join( '\n\n' );

/**
 * A page's content: an intro, the block (ours or core's), and a closing
 * paragraph; with `below`, the block sits about four screens down.
 *
 * @param {string}  block markup
 * @param {boolean} below
 */
export function pageContent( block, below ) {
	return [
		paragraph(
			'A published page as a visitor sees it, with one block to measure.'
		),
		below ? ABOVE_THE_FOLD : '',
		block,
		paragraph( 'The end of the page.' ),
	]
		.filter( Boolean )
		.join( '\n\n' );
}
