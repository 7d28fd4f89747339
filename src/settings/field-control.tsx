/**
 * One field of the settings screen. A field set by its wp-config.php
 * constant is shown read-only ("Set in wp-config.php"), and so is, on a
 * network, one the network administrator sets ("Set by the network", or
 * "Only the network administrator can set this" while it is empty); a secret shows only
 * "•••• abcd" once saved (the screen never has the key), with a field to
 * replace it and Remove; the others are edited in place.
 */
import { BaseControl, Button } from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';
import type { ReactNode } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { maskedSecret } from './mask';
import type { FieldSpec } from './sections';
import type { Draft, FieldState } from './types';
import {
	CheckboxSetting,
	SelectSetting,
	TextSetting,
	ToggleSetting,
} from '../../shared/components/settings-controls';

interface Props {
	spec: FieldSpec;
	state: FieldState;
	draft: Draft;
	onChange: ( next: Draft ) => void;
	/** Removes a saved secret. */
	onRemove: () => void;
	problem: string;
	busy: boolean;
	/** The Mailchimp audiences the last test listed. */
	audiences?: { id: string; name: string }[];
	/** The roles a 'roles' field offers, slug → name. */
	roles?: Record< string, string >;
}

export default function FieldControl( props: Props ) {
	if ( props.state.in_config ) {
		return <ConfigField { ...props } />;
	}
	if ( props.state.in_network ) {
		return <NetworkField { ...props } />;
	}
	const { spec, draft, onChange, problem, busy } = props;
	const help = problem ? (
		<span className="orbit-blocks-settings__problem" role="alert">
			{ problem }
		</span>
	) : (
		spec.help
	);
	switch ( spec.kind ) {
		case 'toggle':
			return (
				<ToggleSetting
					label={ spec.label }
					checked={ draft === true }
					onChange={ onChange }
					disabled={ busy }
				/>
			);
		case 'stripe-mode':
			return (
				<SelectSetting< '' | 'test' | 'live' >
					label={ spec.label }
					value={ String( draft ) as '' | 'test' | 'live' }
					onChange={ onChange }
					disabled={ busy }
					options={ [
						{ value: '', label: __( 'Not set', 'orbit-blocks' ) },
						{ value: 'test', label: __( 'Test', 'orbit-blocks' ) },
						{ value: 'live', label: __( 'Live', 'orbit-blocks' ) },
					] }
				/>
			);
		case 'audience':
			return <AudienceField { ...props } />;
		case 'roles':
			return <RolesField { ...props } help={ help } />;
		case 'count':
			return (
				<TextSetting
					{ ...textFieldProps( props, help ) }
					type="number"
					min={ 1 }
					step={ 1 }
					placeholder={ __( 'No limit', 'orbit-blocks' ) }
				/>
			);
		case 'secret':
			return <SecretField { ...props } help={ help } />;
		default:
			return (
				<TextSetting
					{ ...textFieldProps( props, help ) }
					type={ spec.kind === 'url' ? 'url' : 'text' }
					autoComplete="off"
				/>
			);
	}
}

/**
 * What the screen's text fields share: the field's label, the draft as
 * text, no edits while saving, the help (or the problem) and the problem's
 * mark for assistive technology.
 */
function textFieldProps(
	{ spec, draft, onChange, problem, busy }: Props,
	help: ReactNode
) {
	return {
		label: spec.label,
		value: String( draft ),
		onChange,
		disabled: busy,
		help,
		'aria-invalid': problem ? true : undefined,
	};
}

function SecretField( props: Props & { help: ReactNode } ) {
	const { spec, state, onRemove, busy, help } = props;
	return (
		<div className="orbit-blocks-settings__secret">
			<TextSetting
				{ ...textFieldProps( props, help ) }
				type="password"
				autoComplete="new-password"
				placeholder={
					state.set
						? __( 'Type a new key to replace it', 'orbit-blocks' )
						: __( 'Not set', 'orbit-blocks' )
				}
			/>
			{ state.set && (
				<p className="orbit-blocks-settings__saved-secret">
					<span>
						{ sprintf(
							/* translators: %s: the saved key, masked: four dots and its last four characters. */
							__( 'Saved: %s', 'orbit-blocks' ),
							maskedSecret( state.last4 )
						) }
					</span>
					<Button
						variant="link"
						isDestructive
						disabled={ busy }
						onClick={ onRemove }
						aria-label={ sprintf(
							/* translators: %s: a setting's label, e.g. "GIPHY API key". */
							__( 'Remove %s', 'orbit-blocks' ),
							spec.label
						) }
					>
						{ __( 'Remove', 'orbit-blocks' ) }
					</Button>
				</p>
			) }
		</div>
	);
}

function AudienceField( {
	spec,
	state,
	draft,
	onChange,
	busy,
	audiences,
}: Props ) {
	const options = [
		{ value: '', label: __( 'Choose an audience', 'orbit-blocks' ) },
		...( audiences ?? [] ).map( ( audience ) => ( {
			value: audience.id,
			label: audience.name,
		} ) ),
	];
	// The saved audience stays listed until a test lists the account's.
	const saved = state.value ?? '';
	if ( saved && ! options.some( ( option ) => option.value === saved ) ) {
		options.push( { value: saved, label: saved } );
	}
	return (
		<SelectSetting
			label={ spec.label }
			value={ String( draft ) }
			onChange={ onChange }
			disabled={ busy }
			options={ options }
			help={
				audiences
					? undefined
					: __(
							'Save the API key, then press Test to list the audiences of the Mailchimp account.',
							'orbit-blocks'
					  )
			}
		/>
	);
}

/** Roles as checkboxes; the draft is their slugs, comma separated. */
function RolesField( {
	spec,
	draft,
	onChange,
	busy,
	roles,
	help,
}: Props & { help: ReactNode } ) {
	const id = useInstanceId( RolesField, 'orbit-blocks-roles-field' );
	const chosen = String( draft )
		.split( ',' )
		.map( ( role ) => role.trim() )
		.filter( Boolean );
	const toggle = ( role: string, on: boolean ) =>
		onChange(
			Object.keys( roles ?? {} )
				.filter( ( slug ) =>
					slug === role ? on : chosen.includes( slug )
				)
				.join( ',' )
		);
	return (
		<fieldset
			className="orbit-blocks-settings__roles"
			aria-describedby={ `${ id }-help` }
		>
			<legend>{ spec.label }</legend>
			{ Object.entries( roles ?? {} ).map( ( [ slug, name ] ) => (
				<CheckboxSetting
					key={ slug }
					label={ name }
					checked={ chosen.includes( slug ) }
					onChange={ ( on ) => toggle( slug, on ) }
					disabled={ busy }
				/>
			) ) }
			<p id={ `${ id }-help` } className="components-base-control__help">
				{ help }
			</p>
		</fieldset>
	);
}

/** What a read-only field shows of its value. */
function shownValue(
	spec: FieldSpec,
	state: FieldState,
	roles: Record< string, string > = {}
): string {
	if ( spec.kind === 'roles' ) {
		return ( state.value ?? '' )
			.split( ',' )
			.filter( Boolean )
			.map( ( slug ) => roles[ slug ] ?? slug )
			.join( ', ' );
	}
	if ( spec.kind === 'secret' ) {
		return state.set ? maskedSecret( state.last4 ) : '';
	}
	if ( spec.kind === 'toggle' ) {
		return state.value === '1'
			? __( 'On', 'orbit-blocks' )
			: __( 'Off', 'orbit-blocks' );
	}
	return state.value ?? '';
}

/**
 * A field the network administrator sets for every site of a network:
 * shown, not editable, with who sets it.
 */
function NetworkField( { spec, state, roles }: Props ) {
	const id = useInstanceId( NetworkField, 'orbit-blocks-network-field' );
	return (
		<BaseControl
			__nextHasNoMarginBottom
			id={ id }
			label={ spec.label }
			help={
				state.set
					? __(
							'Set by the network: only the network administrator can change this.',
							'orbit-blocks'
					  )
					: __(
							'Only the network administrator can set this.',
							'orbit-blocks'
					  )
			}
		>
			<input
				id={ id }
				className="components-text-control__input orbit-blocks-settings__network-value"
				type="text"
				value={ shownValue( spec, state, roles ) }
				placeholder={ __( 'Not set', 'orbit-blocks' ) }
				readOnly
			/>
		</BaseControl>
	);
}

/** A field its wp-config.php constant sets: shown, not editable. */
function ConfigField( { spec, state }: Props ) {
	const id = useInstanceId( ConfigField, 'orbit-blocks-config-field' );
	let shown: string;
	if ( spec.kind === 'secret' ) {
		shown = maskedSecret( state.last4 );
	} else if ( spec.kind === 'toggle' ) {
		shown =
			state.value === '1'
				? __( 'On', 'orbit-blocks' )
				: __( 'Off', 'orbit-blocks' );
	} else {
		shown = state.value ?? '';
	}
	return (
		<BaseControl
			__nextHasNoMarginBottom
			id={ id }
			label={ spec.label }
			help={ __( 'Set in wp-config.php', 'orbit-blocks' ) }
		>
			<input
				id={ id }
				className="components-text-control__input orbit-blocks-settings__config-value"
				type="text"
				value={ shown }
				readOnly
			/>
		</BaseControl>
	);
}
