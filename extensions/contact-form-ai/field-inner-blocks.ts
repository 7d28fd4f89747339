/**
 * A field of the answer that holds inner blocks, in the incumbent's shape
 * (blocks/contact-form/inner/): a jetpack/label and a jetpack/input or
 * jetpack/phone-input, and option blocks in radio and checkbox-multiple
 * fields. Models mix the shapes up, so the field keeps only the inner blocks
 * its kind takes: an option block of the other kind becomes one of its own,
 * a dropdown's option blocks become its options, anything else is dropped;
 * and a label or an input is saved in the field's div (innerWrapper), as the
 * incumbent saves it, so the inserted blocks are valid and re-save stably.
 */
import { createBlock, type BlockInstance } from '@wordpress/blocks';
import {
	OPTION_BLOCKS,
	WRAPPED_BLOCKS,
	innerBlocksOf,
} from '../../blocks/contact-form/inner/definitions';

const FIELD_PREFIX = 'jetpack/field-';

export function withFieldInnerBlocks( block: BlockInstance ): BlockInstance {
	if (
		! block.name.startsWith( FIELD_PREFIX ) ||
		OPTION_BLOCKS.includes( block.name ) ||
		! block.innerBlocks.length
	) {
		return block;
	}
	const slug = block.name.slice( FIELD_PREFIX.length );
	const allowed = innerBlocksOf( slug );
	const ownOption = allowed.find( ( name ) =>
		OPTION_BLOCKS.includes( name )
	);
	const attributes: Record< string, unknown > = { ...block.attributes };
	const optionTexts: string[] = [];
	const inner = block.innerBlocks.flatMap( ( child ) => {
		if ( OPTION_BLOCKS.includes( child.name ) ) {
			const label = String( child.attributes.label ?? '' );
			if ( ownOption ) {
				return [
					child.name === ownOption
						? child
						: createBlock( ownOption, { label } ),
				];
			}
			optionTexts.push( label );
			return [];
		}
		return allowed.includes( child.name ) ? [ child ] : [];
	} );
	if ( optionTexts.length && slug === 'select' ) {
		attributes.options = optionTexts.filter( Boolean );
	}
	attributes.innerWrapper = inner.some( ( child ) =>
		WRAPPED_BLOCKS.includes( child.name )
	)
		? 'div'
		: undefined;
	return { ...block, attributes, innerBlocks: inner };
}
