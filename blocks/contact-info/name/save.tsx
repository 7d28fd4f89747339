/**
 * Saved markup, the incumbent's: the name as text in a div of the block's
 * class; the attribute stays in the block comment. Nothing for an empty
 * name.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import type { NameAttributes } from './edit';

export default function save( {
	attributes,
}: BlockSaveProps< NameAttributes > ) {
	if ( ! attributes.name ) {
		return null;
	}
	return <div { ...useBlockProps.save() }>{ attributes.name }</div>;
}
