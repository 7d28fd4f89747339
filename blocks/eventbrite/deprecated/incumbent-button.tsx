/**
 * The incumbent's Button & Modal before its inner block: the button's
 * styling on the block itself (useModal or style "modal", text, palette or
 * custom colours, border radius) and the button saved as
 * <div class="wp-block-jetpack-eventbrite wp-block-button"><a class="wp-block-button__link …"
 * href="URL" id="eventbrite-widget-<eventId>" rel="noopener noreferrer" role="button" target="_blank">Register</a></div>.
 * Migrates as the other button-fields version (button-fields.tsx).
 */
import { RichText } from '@wordpress/block-editor';
import {
	buttonFieldAttributes,
	isButtonFieldsModal,
	migrateButtonFields,
	type V1Attributes,
} from './button-fields';

// The palette classes the incumbent gave a colour slug ("vivid-red" → has-vivid-red-color).
const paletteClass = ( slug: string | undefined, kind: string ) =>
	slug
		? `has-${ slug
				.replace( /([a-z])([A-Z0-9])/g, '$1-$2' )
				.toLowerCase() }-${ kind }`
		: undefined;

function linkClass( a: V1Attributes ): string {
	return [
		'wp-block-button__link',
		( a.textColor || a.customTextColor ) && 'has-text-color',
		paletteClass( a.textColor, 'color' ),
		( a.backgroundColor || a.customBackgroundColor ) && 'has-background',
		paletteClass( a.backgroundColor, 'background-color' ),
		a.borderRadius === 0 && 'no-border-radius',
	]
		.filter( Boolean )
		.join( ' ' );
}

export default {
	attributes: buttonFieldAttributes,
	supports: { html: false, align: true },
	isEligible: ( a: V1Attributes ) => isButtonFieldsModal( a ),
	save( { attributes: a }: { attributes: V1Attributes } ) {
		if ( ! a.eventId || ! isButtonFieldsModal( a ) ) {
			return null;
		}
		return (
			<div className="wp-block-jetpack-eventbrite wp-block-button">
				<RichText.Content
					tagName="a"
					className={ linkClass( a ) }
					href={ a.url }
					id={ `eventbrite-widget-${ a.eventId }` }
					rel="noopener noreferrer"
					role="button"
					style={ {
						backgroundColor: a.backgroundColor
							? undefined
							: a.customBackgroundColor,
						color: a.textColor ? undefined : a.customTextColor,
						borderRadius: a.borderRadius
							? `${ a.borderRadius }px`
							: undefined,
					} }
					target="_blank"
					value={ a.text }
				/>
			</div>
		);
	},
	migrate: migrateButtonFields,
};
