/**
 * The field blocks of the form, one table entry each: jetpack/field-<slug>.
 * Registration (fields/index.ts), the editor (fields/edit.tsx) and the
 * fixtures read this table; the host keeps the same table in
 * php-stubs/includes/contact-form/fields.php (tests/unit/contact-form-php
 * checks that both agree).
 *
 * A label left empty shows the field's default label (translated), in the
 * editor and for visitors, so the saved comment stays short:
 * <!-- wp:jetpack/field-email {"required":true} /-->.
 */
import { __ } from '@wordpress/i18n';
import { lineIcon } from '../icons';
import type { ReactElement } from 'react';

/** How a field is shown and validated. */
export type FieldKind =
	| 'text'
	| 'email'
	| 'url'
	| 'textarea'
	| 'checkbox'
	| 'checkbox-multiple'
	| 'radio'
	| 'select'
	| 'date'
	| 'tel'
	| 'consent';

export interface FieldDefinition {
	slug: string;
	kind: FieldKind;
	title: string;
	/** Shown when the label attribute is empty. */
	label: string;
	/**
	 * An SVG icon (not a dashicon: a dashicon's font glyph would become part
	 * of the inserter item's accessible name).
	 */
	icon: ReactElement;
}

export interface FieldAttributes {
	label: string;
	required: boolean;
	placeholder?: string;
	id?: string;
	options?: string[];
	consentType?: 'implicit' | 'explicit';
	implicitConsentMessage?: string;
	explicitConsentMessage?: string;
	requiredText?: string;
	/** "div" when the field's inner blocks are saved in a div (save.tsx). */
	innerWrapper?: string;
	showCountrySelector?: boolean;
	/** The phone field's default country (ISO 3166-1 alpha-2). */
	default?: string;
}

export const FORM_BLOCK = 'jetpack/contact-form';

/** Kinds with a list of options (the options editor). */
export const OPTION_KINDS: FieldKind[] = [
	'checkbox-multiple',
	'radio',
	'select',
];

/** Kinds whose input shows a placeholder. */
export const PLACEHOLDER_KINDS: FieldKind[] = [
	'text',
	'email',
	'url',
	'textarea',
	'tel',
	'select',
];

const field = (
	slug: string,
	kind: FieldKind,
	title: string,
	label: string,
	icon: ReactElement
): FieldDefinition => ( { slug, kind, title, label, icon } );

/** A function, so that the strings are translated when it runs. */
export function fieldDefinitions(): FieldDefinition[] {
	return [
		field(
			'name',
			'text',
			__( 'Name field', 'orbit-blocks' ),
			__( 'Name', 'orbit-blocks' ),
			lineIcon(
				'M12 4a4 4 0 110 8 4 4 0 010-8zM4 20c0-4 4-6 8-6s8 2 8 6'
			)
		),
		field(
			'email',
			'email',
			__( 'Email field', 'orbit-blocks' ),
			__( 'Email', 'orbit-blocks' ),
			lineIcon( 'M3 6h18v12H3zM3 6l9 7 9-7' )
		),
		field(
			'url',
			'url',
			__( 'Website field', 'orbit-blocks' ),
			__( 'Website', 'orbit-blocks' ),
			lineIcon(
				'M10 14a4 4 0 006 0l3-3a4 4 0 00-6-6l-1 1M14 10a4 4 0 00-6 0l-3 3a4 4 0 006 6l1-1'
			)
		),
		field(
			'text',
			'text',
			__( 'Text input field', 'orbit-blocks' ),
			__( 'Text', 'orbit-blocks' ),
			lineIcon( 'M3 8h18v8H3zM7 10v4' )
		),
		field(
			'textarea',
			'textarea',
			__( 'Multi-line text field', 'orbit-blocks' ),
			__( 'Message', 'orbit-blocks' ),
			lineIcon( 'M4 4h16v16H4zM7 8h10M7 12h10M7 16h6' )
		),
		field(
			'checkbox',
			'checkbox',
			__( 'Checkbox field', 'orbit-blocks' ),
			__( 'Checkbox', 'orbit-blocks' ),
			lineIcon( 'M4 4h16v16H4zM8 12l3 3 5-6' )
		),
		field(
			'checkbox-multiple',
			'checkbox-multiple',
			__( 'Multiple choice field', 'orbit-blocks' ),
			__( 'Choose several options', 'orbit-blocks' ),
			lineIcon( 'M3 4h7v7H3zM3 13h7v7H3zM13 7h8M13 16h8' )
		),
		field(
			'radio',
			'radio',
			__( 'Single choice field', 'orbit-blocks' ),
			__( 'Choose one option', 'orbit-blocks' ),
			lineIcon(
				'M7 4a3 3 0 100 6 3 3 0 000-6zM7 14a3 3 0 100 6 3 3 0 000-6zM13 7h8M13 17h8'
			)
		),
		field(
			'select',
			'select',
			__( 'Dropdown field', 'orbit-blocks' ),
			__( 'Select one option', 'orbit-blocks' ),
			lineIcon( 'M3 7h18v10H3zM14 11l2 2 2-2' )
		),
		field(
			'date',
			'date',
			__( 'Date field', 'orbit-blocks' ),
			__( 'Date', 'orbit-blocks' ),
			lineIcon( 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5' )
		),
		field(
			'telephone',
			'tel',
			__( 'Phone number field', 'orbit-blocks' ),
			__( 'Phone', 'orbit-blocks' ),
			lineIcon( 'M7 3h10v18H7zM11 18h2' )
		),
		field(
			'consent',
			'consent',
			__( 'Consent field', 'orbit-blocks' ),
			__( 'Consent', 'orbit-blocks' ),
			lineIcon( 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6zM9 12l2 2 4-4' )
		),
	];
}

export const IMPLICIT_CONSENT = () =>
	__(
		"By submitting your information, you're giving us permission to email you. You may unsubscribe at any time.",
		'orbit-blocks'
	);
export const EXPLICIT_CONSENT = () =>
	__( 'Can we send you an email from time to time?', 'orbit-blocks' );

/** The block.json-style attributes of one field. */
export function fieldAttributes( kind: FieldKind ) {
	const attributes: Record<
		string,
		{
			type: string | string[];
			default?: unknown;
			source?: string;
			selector?: string;
		}
	> = {
		label: { type: 'string', default: '' },
		required: { type: 'boolean', default: false },
		placeholder: { type: 'string' },
		id: { type: 'string' },
	};
	if ( OPTION_KINDS.includes( kind ) ) {
		attributes.options = { type: 'array', default: [] };
	}
	// Settings the incumbent's fields carry, kept as they are (no default,
	// so a field saved without them stays without them).
	attributes.requiredText = { type: 'string' };
	attributes.requiredIndicator = { type: 'boolean' };
	attributes.width = { type: [ 'number', 'string' ] };
	attributes.shareFieldAttributes = { type: 'boolean' };
	attributes.fieldVariant = { type: 'string' };
	// Read from the saved markup, never from the comment: "div" when the
	// inner blocks are in one (save.tsx).
	attributes.innerWrapper = {
		type: 'string',
		source: 'tag',
		selector: 'div',
	};
	if ( kind === 'tel' ) {
		// The phone input's country: a select of calling codes when
		// showCountrySelector is on, starting at `default` (ISO code).
		attributes.showCountrySelector = { type: 'boolean' };
		attributes.default = { type: 'string' };
		attributes.searchPlaceholder = { type: 'string' };
		attributes.countryList = { type: 'array' };
	}
	if ( kind === 'consent' ) {
		attributes.consentType = { type: 'string', default: 'implicit' };
		attributes.implicitConsentMessage = { type: 'string' };
		attributes.explicitConsentMessage = { type: 'string' };
	}
	return attributes;
}

export const fieldName = ( slug: string ) => `jetpack/field-${ slug }`;
