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
import {
	calendar,
	check,
	chevronUpDown,
	commentAuthorName,
	envelope,
	link,
	list,
	mobile,
	paragraph,
	postList,
	shield,
	title as titleIcon,
} from '@wordpress/icons';
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
			commentAuthorName
		),
		field(
			'email',
			'email',
			__( 'Email field', 'orbit-blocks' ),
			__( 'Email', 'orbit-blocks' ),
			envelope
		),
		field(
			'url',
			'url',
			__( 'Website field', 'orbit-blocks' ),
			__( 'Website', 'orbit-blocks' ),
			link
		),
		field(
			'text',
			'text',
			__( 'Text input field', 'orbit-blocks' ),
			__( 'Text', 'orbit-blocks' ),
			titleIcon
		),
		field(
			'textarea',
			'textarea',
			__( 'Multi-line text field', 'orbit-blocks' ),
			__( 'Message', 'orbit-blocks' ),
			paragraph
		),
		field(
			'checkbox',
			'checkbox',
			__( 'Checkbox field', 'orbit-blocks' ),
			__( 'Checkbox', 'orbit-blocks' ),
			check
		),
		field(
			'checkbox-multiple',
			'checkbox-multiple',
			__( 'Multiple choice field', 'orbit-blocks' ),
			__( 'Choose several options', 'orbit-blocks' ),
			list
		),
		field(
			'radio',
			'radio',
			__( 'Single choice field', 'orbit-blocks' ),
			__( 'Choose one option', 'orbit-blocks' ),
			postList
		),
		field(
			'select',
			'select',
			__( 'Dropdown field', 'orbit-blocks' ),
			__( 'Select one option', 'orbit-blocks' ),
			chevronUpDown
		),
		field(
			'date',
			'date',
			__( 'Date field', 'orbit-blocks' ),
			__( 'Date', 'orbit-blocks' ),
			calendar
		),
		field(
			'telephone',
			'tel',
			__( 'Phone number field', 'orbit-blocks' ),
			__( 'Phone', 'orbit-blocks' ),
			mobile
		),
		field(
			'consent',
			'consent',
			__( 'Consent field', 'orbit-blocks' ),
			__( 'Consent', 'orbit-blocks' ),
			shield
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
	const attributes: Record< string, { type: string; default?: unknown } > = {
		label: { type: 'string', default: '' },
		required: { type: 'boolean', default: false },
		placeholder: { type: 'string' },
		id: { type: 'string' },
	};
	if ( OPTION_KINDS.includes( kind ) ) {
		attributes.options = { type: 'array', default: [] };
	}
	if ( kind === 'consent' ) {
		attributes.consentType = { type: 'string', default: 'implicit' };
		attributes.implicitConsentMessage = { type: 'string' };
		attributes.explicitConsentMessage = { type: 'string' };
	}
	return attributes;
}

export const fieldName = ( slug: string ) => `jetpack/field-${ slug }`;
