/**
 * The gallery grid, the same markup as the server render
 * (blocks/instagram-gallery/render.php) so that the editor shows
 * what visitors will see. While loading, `count` empty squares hold the
 * grid's place. Links lead nowhere inside the editor.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { MouseEvent } from 'react';
import {
	clampCount,
	gridLayout,
	type InstagramGalleryAttributes,
	type InstagramImage,
} from '../gallery';

interface Props {
	attributes: InstagramGalleryAttributes;
	images: InstagramImage[] | null;
}

const stayInEditor = ( event: MouseEvent ) => event.preventDefault();

export function imageAlt( image: InstagramImage, index: number ): string {
	return image.title.trim() !== ''
		? image.title
		: sprintf(
				/* translators: %d: the image's position in the gallery */
				__( 'Instagram image %d', 'orbit-blocks' ),
				index + 1
		  );
}

export default function Grid( { attributes, images }: Props ) {
	const layout = gridLayout( attributes );
	const count = clampCount( attributes.count );
	if ( ! images ) {
		return (
			<div
				className={ `${ layout.className } is-loading` }
				style={ layout.style }
				aria-busy="true"
			>
				{ Array.from( { length: count }, ( _, index ) => (
					<span
						key={ index }
						className="wp-block-jetpack-instagram-gallery__placeholder"
					/>
				) ) }
			</div>
		);
	}
	return (
		<div className={ layout.className } style={ layout.style }>
			{ images.slice( 0, count ).map( ( image, index ) => (
				<a
					key={ `${ index }-${ image.url }` }
					className="wp-block-jetpack-instagram-gallery__grid-post"
					href={ image.link }
					onClick={ stayInEditor }
				>
					<img src={ image.url } alt={ imageAlt( image, index ) } />
				</a>
			) ) }
		</div>
	);
}
