/**
 * One tile in the editor: the image (a spinner over a blob image while it
 * uploads), selectable; when selected, its move backward, move forward
 * and remove buttons. Backspace or Delete on the focused selected tile
 * removes it (spec 3 section 4). After a move, the button used keeps focus
 * on the moved tile.
 */
import { Button, Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { chevronLeft, chevronRight, closeSmall } from '@wordpress/icons';
import { useEffect, useRef } from '@wordpress/element';
import type { KeyboardEvent } from 'react';
import { isBlobImage } from '../images';
import type { GalleryImage } from '../types';
import { imageSource } from '../../../shared/image-source';

export interface GalleryImageProps {
	image: GalleryImage;
	index: number;
	count: number;
	isSelected: boolean;
	onSelect: () => void;
	onMove: ( delta: -1 | 1 ) => void;
	onRemove: () => void;
	/**
	 * The move button (-1 backward, 1 forward) that just moved this tile:
	 * it gets focus, also when the tile is a new element in another row.
	 */
	focusMove?: -1 | 1 | null;
}

export function GalleryImageTile( {
	image,
	index,
	count,
	isSelected,
	onSelect,
	onMove,
	onRemove,
	focusMove = null,
}: GalleryImageProps ) {
	const blob = isBlobImage( image );
	const backward = useRef< HTMLButtonElement >( null );
	const forward = useRef< HTMLButtonElement >( null );
	useEffect( () => {
		if ( isSelected && focusMove ) {
			const button = ( focusMove < 0 ? backward : forward ).current;
			if ( button && button.ownerDocument.activeElement !== button ) {
				button.focus();
			}
		}
	}, [ isSelected, focusMove, index ] );
	const onKeyDown = ( event: KeyboardEvent ) => {
		if (
			isSelected &&
			event.target === event.currentTarget &&
			( event.key === 'Backspace' || event.key === 'Delete' )
		) {
			event.preventDefault();
			event.stopPropagation();
			onRemove();
		}
	};
	return (
		<figure
			className={ [
				'tiled-gallery__item',
				isSelected ? 'is-selected' : '',
				blob ? 'is-transient' : '',
			]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<button
				type="button"
				className="tiled-gallery__item__select"
				aria-label={
					image.alt ||
					sprintf(
						/* translators: %d: the image's position in the gallery */
						__( 'Gallery image %d', 'orbit-blocks' ),
						index + 1
					)
				}
				aria-pressed={ isSelected }
				onClick={ onSelect }
				onFocus={ onSelect }
				onKeyDown={ onKeyDown }
			>
				<img
					src={ imageSource( image.url ) }
					alt=""
					data-id={ image.id }
					// The tile keeps its shape while the file loads.
					width={ Number( image.width ) || undefined }
					height={ Number( image.height ) || undefined }
				/>
			</button>
			{ blob && <Spinner /> }
			{ isSelected && (
				<div className="tiled-gallery__item__controls">
					<Button
						ref={ backward }
						icon={ chevronLeft }
						size="small"
						label={ __( 'Move image backward', 'orbit-blocks' ) }
						disabled={ index === 0 }
						accessibleWhenDisabled
						onClick={ () => onMove( -1 ) }
					/>
					<Button
						ref={ forward }
						icon={ chevronRight }
						size="small"
						label={ __( 'Move image forward', 'orbit-blocks' ) }
						disabled={ index === count - 1 }
						accessibleWhenDisabled
						onClick={ () => onMove( 1 ) }
					/>
					<Button
						icon={ closeSmall }
						size="small"
						label={ __( 'Remove image', 'orbit-blocks' ) }
						onClick={ onRemove }
					/>
				</div>
			) }
		</figure>
	);
}
