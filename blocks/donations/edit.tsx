/**
 * The donations block in the editor (spec 2 "Donations", sections 2, 4, 5,
 * 8 and 9; spec 3's payments nudge). Loading (post saving locked), then the
 * error placeholder or the form: tabs when more than one interval is shown,
 * editable texts, three tier amounts per interval, the custom amount
 * preview, the currency menu and the settings panel. The plan ids are the
 * account's donation products, -1 when the site has no payment account, or
 * products created for the currency.
 */
import {
	BlockControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Button,
	ExternalLink,
	Placeholder,
	Spinner,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { lock } from '@wordpress/icons';
import {
	PAYMENT_CURRENCIES,
	formatAmount,
	getCurrencyFormat,
} from '../../shared/currency';
import { PaymentsNudge } from '../../shared/components/payments-nudge';
import { getEditorState } from '../../shared/editor-state';
import type { ProductInterval } from '../../store/memberships/constants';
import { customAmountPlaceholder, defaultAmounts } from './amounts';
import { createDonationProducts, fetchDonationStatus } from './api';
import { AmountField } from './components/amount-field';
import { CurrencyMenu } from './components/currency-menu';
import {
	INTERVALS,
	activeInterval,
	defaultChooseAmountText,
	defaultCustomAmountText,
	defaultExtraText,
	visibleIntervals,
} from './intervals';
import { decidePlans, planIdsFromProducts, type PlanIds } from './plans';
import type { Donation, DonationKey, DonationsAttributes } from './types';
import { usePostSavingLock } from './use-post-saving-lock';
import { ToggleSetting } from '../../shared/components/settings-controls';
import { SettingsPanel } from '../../shared/components/settings-panel';

interface EditProps {
	attributes: DonationsAttributes;
	setAttributes: ( attributes: Partial< DonationsAttributes > ) => void;
	clientId: string;
	isSelected?: boolean;
}

/** needs-admin: the currency has no donation products and only an administrator may make them. */
type LoadState = 'loading' | 'error' | 'needs-admin' | 'ready';

/** The attributes that give each interval its plan id, only where it changed. */
function planChanges(
	attributes: DonationsAttributes,
	planIds: PlanIds
): Partial< DonationsAttributes > {
	const changes: Partial< DonationsAttributes > = {};
	for ( const { key } of INTERVALS ) {
		if ( attributes[ key ].planId !== planIds[ key ] ) {
			changes[ key ] = { ...attributes[ key ], planId: planIds[ key ] };
		}
	}
	return changes;
}

export default function DonationsEdit( {
	attributes,
	setAttributes,
	clientId,
}: EditProps ) {
	const { currency, showCustomAmount } = attributes;
	const [ loadState, setLoadState ] = useState< LoadState >( 'loading' );
	const [ connectUrl, setConnectUrl ] = useState< string | null >( null );
	const paymentsUrl = getEditorState().paymentsUrl ?? '';
	const [ tab, setTab ] = useState< ProductInterval >( 'one-time' );
	// Try again after an error reads the status (and makes the products) anew.
	const [ attempt, setAttempt ] = useState( 0 );

	usePostSavingLock( loadState === 'loading', `donations-${ clientId }` );

	// Spec 2 section 4: choose (or make) the plans whenever the currency changes.
	useEffect( () => {
		let cancelled = false;
		setLoadState( 'loading' );
		( async () => {
			const status = await fetchDonationStatus();
			if ( cancelled ) {
				return;
			}
			const accountCurrency = status.connected_account_default_currency;
			if (
				attributes.oneTimeDonation.planId === null &&
				accountCurrency &&
				accountCurrency !== currency &&
				( PAYMENT_CURRENCIES as readonly string[] ).includes(
					accountCurrency
				)
			) {
				// A new block starts in the account's currency.
				changeCurrency( accountCurrency );
				return;
			}
			const decision = decidePlans( status, currency );
			// Products are the site's: the server lets only administrators make them.
			if (
				decision.kind === 'create' &&
				! getEditorState().user.canManageOptions
			) {
				setLoadState( 'needs-admin' );
				return;
			}
			let planIds: PlanIds | null;
			if ( decision.kind === 'create' ) {
				planIds = planIdsFromProducts(
					await createDonationProducts( currency ),
					currency
				);
				if ( ! planIds ) {
					throw new Error( 'Unexpected API response' );
				}
			} else {
				planIds = decision.planIds;
			}
			if ( cancelled ) {
				return;
			}
			setConnectUrl(
				decision.kind === 'not-connected' ? decision.connectUrl : null
			);
			const changes = planChanges( attributes, planIds );
			if ( Object.keys( changes ).length ) {
				setAttributes( changes );
			}
			setLoadState( 'ready' );
		} )().catch( () => {
			if ( ! cancelled ) {
				setLoadState( 'error' );
			}
		} );
		return () => {
			cancelled = true;
		};
	}, [ currency, attempt ] ); // eslint-disable-line react-hooks/exhaustive-deps

	function changeCurrency( code: string ) {
		const amounts = defaultAmounts( code );
		setAttributes( {
			currency: code,
			oneTimeDonation: { ...attributes.oneTimeDonation, amounts },
			monthlyDonation: { ...attributes.monthlyDonation, amounts },
			annualDonation: { ...attributes.annualDonation, amounts },
		} );
	}

	const blockProps = useBlockProps();
	// In every state but loading: a currency without products (or one whose
	// data failed) must not leave the author without a way to another one.
	const currencyControl = (
		<BlockControls group="block">
			<CurrencyMenu currency={ currency } onChange={ changeCurrency } />
		</BlockControls>
	);

	if ( loadState === 'loading' ) {
		return (
			<div { ...blockProps }>
				<div className="donations__loading">
					<Spinner />
				</div>
			</div>
		);
	}

	/** The block when it cannot show the form: why, with the currency picker. */
	const unavailable = ( instructions: string, action?: ReactNode ) => (
		<div { ...blockProps }>
			{ currencyControl }
			<Placeholder
				icon={ lock }
				label={ __( 'Donations', 'orbit-blocks' ) }
				instructions={ instructions }
			>
				{ action }
			</Placeholder>
		</div>
	);

	if ( loadState === 'needs-admin' ) {
		return unavailable(
			sprintf(
				/* translators: %s: a currency code such as USD */
				__(
					'Donations in %s are not set up on this site yet. Only a site administrator can set them up: ask one to add a Donations block in this currency, or choose another currency in the block’s toolbar.',
					'orbit-blocks'
				),
				currency
			)
		);
	}

	if ( loadState === 'error' ) {
		return unavailable(
			__(
				'Could not load the donation products from this site.',
				'orbit-blocks'
			),
			<Button
				__next40pxDefaultSize
				variant="secondary"
				onClick={ () => setAttempt( ( count ) => count + 1 ) }
			>
				{ __( 'Try again', 'orbit-blocks' ) }
			</Button>
		);
	}

	const visible = visibleIntervals( attributes );
	const current = activeInterval( tab, attributes );
	const info = INTERVALS.find( ( entry ) => entry.interval === current )!;
	const donation: Donation = attributes[ info.key ];
	const defaults = defaultAmounts( currency );
	const setDonation = ( key: DonationKey, changes: Partial< Donation > ) =>
		setAttributes( { [ key ]: { ...attributes[ key ], ...changes } } );
	const amounts =
		donation.amounts?.length === 3 ? donation.amounts : defaults;

	return (
		<div { ...blockProps }>
			{ connectUrl && (
				<PaymentsNudge
					connectUrl={ connectUrl }
					blockName="jetpack/donations"
				/>
			) }
			{ currencyControl }
			<SettingsPanel title={ __( 'Settings', 'orbit-blocks' ) }>
				<ToggleSetting
					label={ __( 'Show monthly donations', 'orbit-blocks' ) }
					checked={ !! attributes.monthlyDonation.show }
					onChange={ ( show ) =>
						setDonation( 'monthlyDonation', { show } )
					}
				/>
				<ToggleSetting
					label={ __( 'Show annual donations', 'orbit-blocks' ) }
					checked={ !! attributes.annualDonation.show }
					onChange={ ( show ) =>
						setDonation( 'annualDonation', { show } )
					}
				/>
				<ToggleSetting
					label={ __( 'Show custom amount option', 'orbit-blocks' ) }
					checked={ !! showCustomAmount }
					onChange={ ( value ) =>
						setAttributes( { showCustomAmount: value } )
					}
				/>
				{ /* The site's own payment records (Tools → Payments), for administrators. */ }
				{ paymentsUrl && (
					<ExternalLink href={ paymentsUrl }>
						{ __( 'View donation earnings', 'orbit-blocks' ) }
					</ExternalLink>
				) }
			</SettingsPanel>
			<div className="donations__container">
				{ visible.length > 1 && (
					<div className="donations__nav" role="tablist">
						{ visible.map( ( entry ) => (
							<button
								type="button"
								role="tab"
								key={ entry.interval }
								aria-selected={ entry.interval === current }
								className={ `donations__nav-item${
									entry.interval === current
										? ' is-active'
										: ''
								}` }
								onClick={ () => setTab( entry.interval ) }
							>
								{ entry.tab() }
							</button>
						) ) }
					</div>
				) }
				<div className="donations__content" role="tabpanel">
					<RichText
						tagName="h4"
						className="donations__heading"
						aria-label={ __( 'Heading', 'orbit-blocks' ) }
						value={ donation.heading ?? info.heading() }
						onChange={ ( heading: string ) =>
							setDonation( info.key, { heading } )
						}
					/>
					<RichText
						tagName="p"
						className="donations__choose-amount"
						aria-label={ __(
							'Choose amount text',
							'orbit-blocks'
						) }
						value={
							attributes.chooseAmountText ??
							defaultChooseAmountText()
						}
						onChange={ ( chooseAmountText: string ) =>
							setAttributes( { chooseAmountText } )
						}
					/>
					<div className="donations__amounts">
						{ amounts.map( ( amount, index ) => (
							<AmountField
								key={ `${ info.key }-${ index }` }
								label={ sprintf(
									/* translators: %d: tier number, 1 to 3 */
									__( 'Tier %d', 'orbit-blocks' ),
									index + 1
								) }
								value={ amount }
								currency={ currency }
								defaultValue={ defaults[ index ] }
								onChange={ ( next ) => {
									const nextAmounts = [ ...amounts ];
									nextAmounts[ index ] = next;
									setDonation( info.key, {
										amounts: nextAmounts,
									} );
								} }
							/>
						) ) }
					</div>
					{ showCustomAmount && (
						<>
							<RichText
								tagName="p"
								className="donations__custom-amount-text"
								aria-label={ __(
									'Custom amount text',
									'orbit-blocks'
								) }
								value={
									attributes.customAmountText ??
									defaultCustomAmountText()
								}
								onChange={ ( customAmountText: string ) =>
									setAttributes( { customAmountText } )
								}
							/>
							<div className="donations__amount donations__custom-amount">
								<span
									className="donations__currency-symbol"
									aria-hidden="true"
								>
									{ getCurrencyFormat( currency ).symbol }
								</span>
								{ /* Spec 2 section 5: not editable in the editor. */ }
								<input
									className="donations__amount-value"
									type="text"
									disabled
									aria-label={ __(
										'Custom amount',
										'orbit-blocks'
									) }
									placeholder={ formatAmount(
										customAmountPlaceholder( currency ),
										currency
									) }
								/>
							</div>
						</>
					) }
					<hr className="donations__separator" />
					<RichText
						tagName="p"
						className="donations__extra-text"
						aria-label={ __( 'Extra text', 'orbit-blocks' ) }
						value={ donation.extraText ?? defaultExtraText() }
						onChange={ ( extraText: string ) =>
							setDonation( info.key, { extraText } )
						}
					/>
					<div className="wp-block-button donations__donate-button-wrapper">
						<RichText
							tagName="div"
							className="wp-block-button__link donations__donate-button"
							aria-label={ __( 'Button text', 'orbit-blocks' ) }
							value={ donation.buttonText ?? info.buttonText() }
							withoutInteractiveFormatting
							allowedFormats={ [] }
							onChange={ ( buttonText: string ) =>
								setDonation( info.key, { buttonText } )
							}
						/>
					</div>
				</div>
			</div>
		</div>
	);
}
