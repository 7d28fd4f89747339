/**
 * Saved markup, only when the button is saved in the post (saveInPostContent).
 * Otherwise the post keeps just the attributes and the host renders the
 * button (blocks/button/render.php), so a parent can change it.
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import {
	linkClassName,
	linkStyle,
	safeId,
	safeUrl,
	type ButtonAttributes,
} from './markup';

export default function save( {
	attributes,
}: {
	attributes: ButtonAttributes;
} ) {
	if ( ! attributes.saveInPostContent ) {
		return null;
	}
	const { element, text } = attributes;
	const common = {
		className: linkClassName( attributes ),
		style: linkStyle( attributes ),
		id: safeId( attributes.uniqueId ),
	};
	let control;
	if ( element === 'input' ) {
		control = (
			<input
				type="submit"
				{ ...common }
				value={ ( text ?? '' ).replace( /<[^>]*>/g, '' ) }
			/>
		);
	} else if ( element === 'button' ) {
		control = (
			<button type="submit" { ...common }>
				<RichText.Content value={ text } />
			</button>
		);
	} else {
		control = (
			<RichText.Content
				tagName="a"
				{ ...common }
				href={ safeUrl( attributes.url ) }
				value={ text }
			/>
		);
	}
	return (
		<div { ...useBlockProps.save( { className: 'wp-block-button' } ) }>
			{ control }
		</div>
	);
}
