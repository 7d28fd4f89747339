/**
 * The incumbent's saved button: a link in a div, whatever the element
 * attribute says, opening in a new tab (`target="_blank"`, `role="button"`,
 * `data-id-attr="placeholder"`), with its colour, gradient, radius, width
 * and font size classes and style. One function draws its two versions:
 * `saved-link.ts` (only with saveInPostContent) and `always-saved-link.ts`
 * (its first, saved always, without width or font size). The attributes
 * are ours; migrating keeps them, and our save (or render.php, for a
 * button left to the host) draws the button again.
 */
import {
	getColorClassName,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import metadata from '../block.json';
import type { ButtonAttributes } from '../markup';

interface IncumbentAttributes extends ButtonAttributes {
	style?: { typography?: { fontSize?: string } };
}

function IncumbentLink( {
	attributes: a,
	sizing,
}: {
	attributes: IncumbentAttributes;
	sizing: boolean;
} ) {
	const classes = [
		'wp-block-button__link',
		( a.textColor || a.customTextColor ) && 'has-text-color',
		getColorClassName( 'color', a.textColor ),
		( a.backgroundColor ||
			a.gradient ||
			a.customBackgroundColor ||
			a.customGradient ) &&
			'has-background',
		getColorClassName( 'background-color', a.backgroundColor ),
		a.gradient && `has-${ a.gradient }-gradient-background`,
		a.borderRadius === 0 && 'no-border-radius',
		sizing && a.width && 'has-custom-width',
		sizing && a.fontSize && `has-${ a.fontSize }-font-size`,
		sizing && a.fontSize && 'has-custom-font-size',
	];
	const style = {
		background: a.customGradient || undefined,
		backgroundColor:
			a.backgroundColor || a.customGradient || a.gradient
				? undefined
				: a.customBackgroundColor,
		fontSize: sizing ? a.style?.typography?.fontSize : undefined,
		color: a.textColor ? undefined : a.customTextColor,
		borderRadius: a.borderRadius ? `${ a.borderRadius }px` : undefined,
		width: sizing ? a.width : undefined,
	};
	return (
		<div
			{ ...useBlockProps.save( {
				className: 'wp-block-button jetpack-submit-button',
			} ) }
		>
			<RichText.Content
				className={ classes.filter( Boolean ).join( ' ' ) }
				data-id-attr="placeholder"
				href={ a.url }
				rel="noopener noreferrer"
				role="button"
				style={ style }
				tagName="a"
				target="_blank"
				value={ a.text }
			/>
		</div>
	);
}

export const incumbentLink = ( {
	always,
	sizing,
}: {
	always: boolean;
	sizing: boolean;
} ) => ( {
	apiVersion: 3,
	attributes: metadata.attributes,
	supports: metadata.supports,
	save: ( { attributes }: { attributes: IncumbentAttributes } ) =>
		always || attributes.saveInPostContent ? (
			<IncumbentLink attributes={ attributes } sizing={ sizing } />
		) : null,
} );
