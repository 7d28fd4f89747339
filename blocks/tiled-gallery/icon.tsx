import { blockIcon } from '../../shared/components/block-icon';

/** The block's icon: a mosaic of tiles. */
export const tiledGalleryIcon = blockIcon(
	<path d="M3 4h8v7H3V4Zm10 0h8v5h-8V4ZM3 13h5v7H3v-7Zm7 0h4v7h-4v-7Zm6-2h5v9h-5v-9Z" />
);
