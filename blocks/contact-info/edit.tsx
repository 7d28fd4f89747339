/**
 * The contact info container in the editor (spec 2 "Contact Info"): inner
 * blocks, starting with email, phone and address. Loaded on demand.
 *
 * Allowed inside: the spec's list. A name that is not registered is simply
 * not offered: core/subhead (a core block deprecated and no longer in the
 * block library) is offered only where a site still registers it.
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
	'core/subhead',
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
