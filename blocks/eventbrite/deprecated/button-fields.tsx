/**
 * The older version (spec 2 section 3): a useModal switch and the button's
 * styling on the block itself (text, colours, border radius), with the
 * button saved in the post, with the markup jetpack/button gives a link
 * (blocks/button/markup.ts). It becomes the style attribute (modal or
 * inline) and an inner jetpack/button with the same text and styling.
 */
import { RichText } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import {
	linkClassName,
	linkStyle,
	type ButtonAttributes,
} from '../../button/markup';
import { BUTTON_BLOCK, buttonAttributes } from '../button';
import type { EventbriteAttributes } from '../types';
import { eventFromUrl } from '../url';

export interface V1Attributes {
	style?: string;
	url?: string;
	eventId?: number;
	useModal?: boolean;
	text?: string;
	backgroundColor?: string;
	textColor?: string;
	customBackgroundColor?: string;
	customTextColor?: string;
	borderRadius?: number;
	className?: string;
}

const BUTTON_FIELDS = [
	'text',
	'backgroundColor',
	'textColor',
	'customBackgroundColor',
	'customTextColor',
	'borderRadius',
] as const;

const OUTLINE = 'is-style-outline';

// The oldest version's attributes (v1 below, which had no style).
const v1Attributes = {
	url: { type: 'string' },
	eventId: { type: 'number' },
	useModal: { type: 'boolean' },
	text: { type: 'string', default: 'Register' },
	backgroundColor: { type: 'string' },
	textColor: { type: 'string' },
	customBackgroundColor: { type: 'string' },
	customTextColor: { type: 'string' },
	borderRadius: { type: 'number' },
};

/** The button-fields attributes with the style attribute (incumbent-button.tsx). */
export const buttonFieldAttributes = {
	...v1Attributes,
	style: { type: 'string' },
};

export const isButtonFieldsModal = ( a: V1Attributes ) =>
	a.useModal === true || a.style === 'modal';

/**
 * The style attribute (from useModal where the version had it), and an
 * inner jetpack/button with the same text and styling for Button & Modal.
 */
export function migrateButtonFields( a: V1Attributes ) {
	// Passed on as they are: the button keeps only valid colours.
	const button = Object.fromEntries(
		BUTTON_FIELDS.map( ( field ) => [ field, a[ field ] ] ).filter(
			( [ , value ] ) => value !== undefined
		)
	);
	const modal = isButtonFieldsModal( a );
	// The outline style was the block's class; it belongs to the button now.
	const classes = ( a.className || '' ).split( ' ' ).filter( Boolean );
	const outline = classes.includes( OUTLINE );
	if ( modal && outline ) {
		button.className = OUTLINE;
	}
	const className = classes.filter( ( c ) => c !== OUTLINE ).join( ' ' );
	const attributes: EventbriteAttributes = {
		url: a.url,
		eventId: a.eventId,
		style: modal ? 'modal' : 'inline',
		...( className && { className } ),
	};
	// An In-page Embed needs no button (the template makes one if the
	// author switches to Button & Modal later).
	return [
		attributes,
		modal
			? [ createBlock( BUTTON_BLOCK, buttonAttributes( a.url, button ) ) ]
			: [],
	];
}

const v1 = {
	attributes: v1Attributes,
	// Its markup had no generated class name (no useBlockProps.save).
	apiVersion: 3,
	supports: { html: false, align: true },
	isEligible: ( attributes: Record< string, unknown > ) =>
		attributes.useModal !== undefined ||
		BUTTON_FIELDS.some( ( field ) => attributes[ field ] !== undefined ),
	save( { attributes: a }: { attributes: V1Attributes } ) {
		const url = eventFromUrl( a.url ) ? a.url : undefined;
		if ( ! a.eventId || ! url ) {
			return null;
		}
		if ( ! a.useModal ) {
			return (
				<a className="eventbrite__direct-link" href={ url }>
					{ url }
				</a>
			);
		}
		return (
			<div className="wp-block-button">
				<RichText.Content
					tagName="a"
					className={ linkClassName( a as ButtonAttributes ) }
					href={ url }
					style={ linkStyle( a as ButtonAttributes ) }
					value={ a.text }
				/>
			</div>
		);
	},
	migrate: migrateButtonFields,
};

export default v1;
