/**
 * One section of the settings screen as a Card: its fields, Save (only the
 * fields changed; a secret left empty stays as it is), and Test, which asks
 * the service with the saved settings and shows what it answered. A saved
 * secret's Remove takes effect at once.
 */
import {
	Button,
	Card,
	CardBody,
	CardFooter,
	CardHeader,
	Notice,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { errorField, errorMessage, saveSettings, testSection } from './api';
import FieldControl from './field-control';
import type { FieldSpec, SectionSpec } from './sections';
import type { Draft, FieldState, SettingsState, TestOutcome } from './types';
import { draftProblem } from './validate';

interface Props {
	spec: SectionSpec;
	settings: SettingsState;
	onSaved: ( next: SettingsState ) => void;
	/** Shown under the section's description (the AI section's responder). */
	children?: ReactNode;
	/** Shown after the fields (the AI section's usage table). */
	after?: ReactNode;
	/** The network's screen: saves and tests through its routes. */
	network?: boolean;
}

type Outcome = { status: 'success' | 'error' | 'info'; message: string };

/** The draft a field starts from: its value, '' for a secret. */
function initialDraft( spec: FieldSpec, state: FieldState | undefined ): Draft {
	if ( spec.kind === 'toggle' ) {
		return state?.value === '1';
	}
	if ( spec.kind === 'secret' ) {
		return '';
	}
	return state?.value ?? '';
}

function initialDrafts(
	spec: SectionSpec,
	settings: SettingsState
): Record< string, Draft > {
	return Object.fromEntries(
		spec.fields.map( ( field ) => [
			field.name,
			initialDraft( field, settings.fields[ field.name ] ),
		] )
	);
}

/** What Save sends: the fields changed from what is saved. */
export function changedValues(
	spec: SectionSpec,
	settings: SettingsState,
	drafts: Record< string, Draft >
): Record< string, Draft > {
	const changed: Record< string, Draft > = {};
	for ( const field of spec.fields ) {
		const state = settings.fields[ field.name ];
		const draft = drafts[ field.name ];
		if (
			! state ||
			state.in_config ||
			state.in_network ||
			draft === undefined
		) {
			continue;
		}
		if ( field.kind === 'toggle' ) {
			if ( draft !== ( state.value === '1' ) ) {
				changed[ field.name ] = draft;
			}
		} else if ( field.kind === 'secret' ) {
			if ( String( draft ).trim() !== '' ) {
				changed[ field.name ] = String( draft ).trim();
			}
		} else if ( String( draft ).trim() !== ( state.value ?? '' ) ) {
			changed[ field.name ] = String( draft ).trim();
		}
	}
	return changed;
}

export default function SectionCard( {
	spec,
	settings,
	onSaved,
	children,
	after,
	network = false,
}: Props ) {
	const [ drafts, setDrafts ] = useState( () =>
		initialDrafts( spec, settings )
	);
	const [ problems, setProblems ] = useState< Record< string, string > >(
		{}
	);
	const [ busy, setBusy ] = useState< 'save' | 'test' | null >( null );
	const [ outcome, setOutcome ] = useState< Outcome | null >( null );
	const [ audiences, setAudiences ] =
		useState< TestOutcome[ 'audiences' ] >();
	const changed = changedValues( spec, settings, drafts );
	const dirty = Object.keys( changed ).length > 0;

	const saved = ( next: SettingsState, message: string ) => {
		onSaved( next );
		setDrafts( initialDrafts( spec, next ) );
		setProblems( {} );
		setOutcome( { status: 'success', message } );
	};

	const failed = ( error: unknown ) => {
		const field = errorField( error );
		if ( field ) {
			setProblems( { [ field ]: errorMessage( error ) } );
		}
		setOutcome( { status: 'error', message: errorMessage( error ) } );
	};

	const save = async () => {
		const found: Record< string, string > = {};
		for ( const field of spec.fields ) {
			const problem =
				typeof changed[ field.name ] === 'string'
					? draftProblem( field, String( changed[ field.name ] ) )
					: '';
			if ( problem ) {
				found[ field.name ] = problem;
			}
		}
		setProblems( found );
		if ( Object.keys( found ).length ) {
			setOutcome( {
				status: 'error',
				message: __(
					'Nothing was saved: correct the fields marked below.',
					'orbit-blocks'
				),
			} );
			return;
		}
		setBusy( 'save' );
		setOutcome( null );
		try {
			saved(
				await saveSettings( changed, [], network ),
				__( 'Settings saved.', 'orbit-blocks' )
			);
		} catch ( error ) {
			failed( error );
		} finally {
			setBusy( null );
		}
	};

	const remove = async ( field: FieldSpec ) => {
		setBusy( 'save' );
		setOutcome( null );
		try {
			saved(
				await saveSettings( {}, [ field.name ], network ),
				__( 'Removed.', 'orbit-blocks' )
			);
		} catch ( error ) {
			failed( error );
		} finally {
			setBusy( null );
		}
	};

	const test = async () => {
		setBusy( 'test' );
		setOutcome( null );
		try {
			const answer = await testSection( spec.test, network );
			if ( Array.isArray( answer.audiences ) ) {
				setAudiences( answer.audiences );
			}
			setOutcome( {
				status: answer.ok ? 'success' : 'error',
				message: answer.message,
			} );
		} catch ( error ) {
			setOutcome( { status: 'error', message: errorMessage( error ) } );
		} finally {
			setBusy( null );
		}
	};

	return (
		<Card className="orbit-blocks-settings__section">
			<CardHeader>
				<h2 id={ `orbit-blocks-settings-${ spec.name }` }>
					{ spec.title }
				</h2>
			</CardHeader>
			<CardBody>
				<p className="orbit-blocks-settings__description">
					{ spec.description }
				</p>
				{ children }
				{ spec.fields.map( ( field ) => {
					const state = settings.fields[ field.name ];
					if ( ! state ) {
						return null;
					}
					return (
						<div
							key={ field.name }
							className="orbit-blocks-settings__field"
						>
							<FieldControl
								spec={ field }
								state={ state }
								draft={ drafts[ field.name ] ?? '' }
								onChange={ ( next ) =>
									setDrafts( {
										...drafts,
										[ field.name ]: next,
									} )
								}
								onRemove={ () => remove( field ) }
								problem={ problems[ field.name ] ?? '' }
								busy={ busy !== null }
								audiences={ audiences }
								roles={ settings.editingRoles }
							/>
						</div>
					);
				} ) }
				{ after }
				{ outcome && (
					<Notice
						className="orbit-blocks-settings__outcome"
						status={ outcome.status }
						onRemove={ () => setOutcome( null ) }
					>
						{ outcome.message }
					</Notice>
				) }
			</CardBody>
			<CardFooter>
				<Button
					variant="primary"
					onClick={ save }
					isBusy={ busy === 'save' }
					disabled={ busy !== null || ! dirty }
					accessibleWhenDisabled
				>
					{ __( 'Save', 'orbit-blocks' ) }
				</Button>
				<Button
					variant="secondary"
					onClick={ test }
					isBusy={ busy === 'test' }
					disabled={ busy !== null || dirty }
					accessibleWhenDisabled
					describedBy={
						dirty
							? __(
									'Save your changes to test them.',
									'orbit-blocks'
							  )
							: undefined
					}
				>
					{ __( 'Test', 'orbit-blocks' ) }
				</Button>
			</CardFooter>
		</Card>
	);
}
