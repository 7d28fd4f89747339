/**
 * What a field saves: its comment only (the shape our editor inserts: label,
 * options and placeholder as attributes), or its inner blocks (the
 * incumbent's shape since 2025) in a bare <div> (a label and an input), or
 * straight in the comment (option blocks alone, the incumbent's choice fields
 * of 2024). Which one is read from the saved markup itself (the `innerWrapper`
 * attribute, sourced from the div's tag, fields/definitions.ts), since a
 * block's markup is checked without its inner blocks; so each shape re-saves
 * as it was, and a post moves both ways. The host renders the field either
 * way.
 */
import { InnerBlocks } from '@wordpress/block-editor';
import type { FieldAttributes } from './definitions';

export default function saveField( {
	attributes,
}: {
	attributes: FieldAttributes;
} ) {
	if ( attributes.innerWrapper === 'div' ) {
		return (
			<div>
				<InnerBlocks.Content />
			</div>
		);
	}
	return <InnerBlocks.Content />;
}
