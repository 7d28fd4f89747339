/**
 * An image gallery with no images yet (slideshow, tiled gallery): the media
 * placeholder that takes several images, dropped, uploaded or chosen from
 * the library.
 */
import { MediaPlaceholder } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import type { ComponentProps, ReactNode } from 'react';

type MediaPlaceholderProps = ComponentProps< typeof MediaPlaceholder >;

export function ImagesPlaceholder( {
	icon,
	title,
	allowedTypes,
	onSelect,
	onError,
	notices,
}: {
	icon: ReactNode;
	/** Translated: the block's name. */
	title: string;
	allowedTypes: string[];
	onSelect: MediaPlaceholderProps[ 'onSelect' ];
	onError: ( message: string ) => void;
	notices?: ReactNode;
} ) {
	return (
		<MediaPlaceholder
			icon={ icon }
			labels={ {
				title,
				instructions: __(
					'Drag images, upload new ones or select files from your library.',
					'orbit-blocks'
				),
			} }
			accept="image/*"
			allowedTypes={ allowedTypes }
			multiple
			onSelect={ onSelect }
			onError={ onError }
			notices={ notices }
		/>
	);
}
