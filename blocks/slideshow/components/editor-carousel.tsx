/**
 * The carousel in the editor: the saved markup (slides.tsx), made a swiper
 * once the swiper chunk has loaded, rebuilt when the slides or the settings
 * change. If swiper cannot load, the message shows above the slides, which
 * stay a plain list.
 */
import { Notice } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { createCarousel } from '../carousel';
import { editorCarouselLabels, swiperFailedMessage } from '../messages';
import { CLASS, Controls, Slides, controlLabels } from '../slides';
import { loadSwiper, shareSwiperStyle } from '../swiper-loader';
import type { SlideshowImage } from '../types';
import { imageSource } from '../../../shared/image-source';

export interface EditorCarouselProps {
	images: SlideshowImage[];
	autoplay: boolean;
	delay: number;
	effect: string;
	reducedMotion: boolean;
}

export default function EditorCarousel( {
	images,
	autoplay,
	delay,
	effect,
	reducedMotion,
}: EditorCarouselProps ) {
	const ref = useRef< HTMLDivElement >( null );
	const [ status, setStatus ] = useState< 'loading' | 'ready' | 'failed' >(
		'loading'
	);
	const key = JSON.stringify( [
		images,
		autoplay,
		delay,
		effect,
		reducedMotion,
	] );

	useEffect( () => {
		let cancelled = false;
		let destroy: ( () => void ) | undefined;
		loadSwiper().then(
			( api ) => {
				const root = ref.current;
				if ( cancelled || ! root ) {
					return;
				}
				shareSwiperStyle( root.ownerDocument );
				destroy = createCarousel( api, root, {
					autoplay,
					delay,
					effect,
					reducedMotion,
					labels: editorCarouselLabels(),
				} ).destroy;
				setStatus( 'ready' );
			},
			() => {
				if ( ! cancelled ) {
					setStatus( 'failed' );
				}
			}
		);
		return () => {
			cancelled = true;
			destroy?.();
		};
		// The key stands for every input of the carousel.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ key ] );

	return (
		<div ref={ ref } className={ `${ CLASS }_editor is-${ status }` }>
			{ status === 'failed' && (
				<Notice status="error" isDismissible={ false }>
					{ swiperFailedMessage() }
				</Notice>
			) }
			<div
				key={ key }
				className={ `${ CLASS }_container swiper` }
				data-status={ status }
			>
				<Slides
					images={ images.map( ( image ) => ( {
						...image,
						url: imageSource( image.url ),
					} ) ) }
				/>
				<Controls autoplay={ autoplay } labels={ controlLabels() } />
			</div>
		</div>
	);
}
