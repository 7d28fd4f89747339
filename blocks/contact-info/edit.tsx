/**
 * The contact info container in the editor (spec 2 "Contact Info"): inner
 * blocks, starting with email, phone and address. Loaded on demand.
 *
 * Allowed inside: the spec's list, minus core/subhead (a deprecated core
 * block that is no longer insertable). Blocks of that list that this plugin
 * does not ship yet (map, markdown) are allowed by name and appear once they
 * register.
 */
import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';

export const ALLOWED_BLOCKS = [
	'jetpack/email',
	'jetpack/phone',
	'jetpack/address',
	'jetpack/map',
	'jetpack/business-hours',
	'jetpack/markdown',
	'core/paragraph',
	'core/image',
	'core/heading',
	'core/gallery',
	'core/list',
	'core/quote',
	'core/shortcode',
	'core/audio',
	'core/code',
	'core/cover',
	'core/html',
	'core/separator',
	'core/spacer',
	'core/video',
];

export const TEMPLATE: Array< [ string ] > = [
	[ 'jetpack/email' ],
	[ 'jetpack/phone' ],
	[ 'jetpack/address' ],
];

export default function ContactInfoEdit() {
	const blockProps = useBlockProps();
	const innerBlocksProps = useInnerBlocksProps( blockProps, {
		allowedBlocks: ALLOWED_BLOCKS,
		template: TEMPLATE,
		templateLock: false,
	} );
	return <div { ...innerBlocksProps } />;
}
