/**
 * The newsletter signup form in the editor (spec 2 "Newsletter signup
 * form", sections 2, 4, 7, 8 and 9). Connection status 0 (loading), 1
 * (connected: the form preview) or 2 (not connected: Set up Mailchimp form
 * and Re-check Connection, or Connect to {host} when the user has no {host}
 * account connection). Editing a notification label previews it for
 * 3000 ms (the error with the alert role, the others with status).
 */
import {
	InspectorControls,
	RichText,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import {
	Button,
	ExternalLink,
	Notice,
	PanelBody,
	Placeholder,
	Spinner,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { envelope } from '@wordpress/icons';
import { store as connectionStore } from '../../store/connection';
import { errorMessage, fetchGroups, fetchMailchimpStatus } from './api';
import { BUTTON_BLOCK, buttonAttributes } from './button';
import { textOf } from './default-texts';
import { HostConnect } from './components/host-connect';
import {
	NOTIFICATION_PREVIEW_MS,
	STATUS_CONNECTED,
	STATUS_LOADING,
	STATUS_NOT_CONNECTED,
	type ConnectionStatus,
	type InterestCategory,
	type MailchimpAttributes,
	type NotificationKind,
} from './types';
import {
	CheckboxSetting,
	TextSetting,
} from '../../shared/components/settings-controls';

interface EditProps {
	attributes: MailchimpAttributes;
	setAttributes: ( attributes: Partial< MailchimpAttributes > ) => void;
}

const TEMPLATE: [ string, Record< string, unknown > ][] = [
	[ BUTTON_BLOCK, buttonAttributes() ],
];

/** Each notification: the attribute holding its text, and its field's label. */
const NOTIFICATIONS: Record<
	NotificationKind,
	{
		attribute: 'processingLabel' | 'successLabel' | 'errorLabel';
		label: () => string;
	}
> = {
	processing: {
		attribute: 'processingLabel',
		label: () => __( 'Processing text', 'orbit-blocks' ),
	},
	success: {
		attribute: 'successLabel',
		label: () => __( 'Success text', 'orbit-blocks' ),
	},
	error: {
		attribute: 'errorLabel',
		label: () => __( 'Error text', 'orbit-blocks' ),
	},
};
const NOTIFICATION_KINDS = Object.keys( NOTIFICATIONS ) as NotificationKind[];

export default function MailchimpEdit( {
	attributes,
	setAttributes,
}: EditProps ) {
	const emailPlaceholder = textOf( attributes, 'emailPlaceholder' );
	const consentText = textOf( attributes, 'consentText' );
	const { interests = [], signupFieldTag, signupFieldValue } = attributes;
	const [ status, setStatus ] =
		useState< ConnectionStatus >( STATUS_LOADING );
	const [ connectUrl, setConnectUrl ] = useState< string | null >( null );
	const [ error, setError ] = useState< string | null >( null );
	// The audience's groups: null while they load; a failure keeps its message.
	const [ categories, setCategories ] = useState< InterestCategory[] | null >(
		null
	);
	const [ groupsError, setGroupsError ] = useState< string | null >( null );
	const groupsFailed = groupsError !== null;
	const [ notification, setNotification ] =
		useState< NotificationKind | null >( null );
	const timer = useRef< ReturnType< typeof setTimeout > >();
	const isUserConnected = useSelect(
		( select ) => select( connectionStore ).isUserConnected(),
		[]
	);

	const loadGroups = useCallback( () => {
		setCategories( null );
		setGroupsError( null );
		fetchGroups()
			.then( setCategories )
			.catch( ( failure ) => {
				setCategories( [] );
				// The server's message, when it gave one, says why.
				setGroupsError( errorMessage( failure, '' ) );
			} );
	}, [] );

	const check = useCallback( async () => {
		setStatus( STATUS_LOADING );
		setError( null );
		try {
			const response = await fetchMailchimpStatus();
			setConnectUrl( response?.connect_url ?? null );
			if ( response?.code === 'connected' ) {
				setStatus( STATUS_CONNECTED );
				loadGroups();
			} else {
				setStatus( STATUS_NOT_CONNECTED );
			}
		} catch ( failure ) {
			// Spec 2 section 8: the server's message, and not connected.
			setError(
				errorMessage(
					failure,
					__( 'The connection could not be checked.', 'orbit-blocks' )
				)
			);
			setStatus( STATUS_NOT_CONNECTED );
		}
	}, [ loadGroups ] );

	useEffect( () => {
		check();
	}, [ check ] );
	useEffect( () => () => clearTimeout( timer.current ), [] );

	const previewNotification = ( kind: NotificationKind, value: string ) => {
		setAttributes( { [ NOTIFICATIONS[ kind ].attribute ]: value } );
		setNotification( kind );
		clearTimeout( timer.current );
		timer.current = setTimeout(
			() => setNotification( null ),
			NOTIFICATION_PREVIEW_MS
		);
	};

	const blockProps = useBlockProps();
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'wp-block-jetpack-mailchimp_button' },
		{
			template: TEMPLATE,
			templateLock: 'all',
			allowedBlocks: [ BUTTON_BLOCK ],
		}
	);

	if ( status === STATUS_LOADING ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ envelope }
					label={ __( 'Mailchimp', 'orbit-blocks' ) }
				>
					<Spinner />
				</Placeholder>
			</div>
		);
	}

	if ( status === STATUS_NOT_CONNECTED ) {
		return (
			<div { ...blockProps }>
				{ error && (
					<Notice status="error" isDismissible={ false }>
						{ error }
					</Notice>
				) }
				{ isUserConnected ? (
					<Placeholder
						icon={ envelope }
						label={ __( 'Mailchimp', 'orbit-blocks' ) }
						instructions={ __(
							'You need to connect your Mailchimp account and choose a list in order to start collecting Email subscribers.',
							'orbit-blocks'
						) }
					>
						{ connectUrl && (
							<Button
								__next40pxDefaultSize
								variant="primary"
								href={ connectUrl }
								target="_blank"
								rel="noopener noreferrer"
							>
								{ __(
									'Set up Mailchimp form',
									'orbit-blocks'
								) }
							</Button>
						) }
						<Button
							__next40pxDefaultSize
							variant="secondary"
							onClick={ check }
						>
							{ __( 'Re-check Connection', 'orbit-blocks' ) }
						</Button>
					</Placeholder>
				) : (
					<HostConnect />
				) }
			</div>
		);
	}

	const toggleInterest = ( id: string | number, checked: boolean ) =>
		setAttributes( {
			interests: checked
				? [ ...interests.filter( ( other ) => other !== id ), id ]
				: interests.filter( ( other ) => other !== id ),
		} );

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Text Elements', 'orbit-blocks' ) }>
					<TextSetting
						label={ __( 'Email Placeholder', 'orbit-blocks' ) }
						value={ emailPlaceholder }
						onChange={ ( value ) =>
							setAttributes( { emailPlaceholder: value } )
						}
					/>
				</PanelBody>
				<PanelBody title={ __( 'Notifications', 'orbit-blocks' ) }>
					{ NOTIFICATION_KINDS.map( ( kind ) => (
						<TextSetting
							key={ kind }
							label={ NOTIFICATIONS[ kind ].label() }
							value={ textOf(
								attributes,
								NOTIFICATIONS[ kind ].attribute
							) }
							onChange={ ( value ) =>
								previewNotification( kind, value )
							}
						/>
					) ) }
				</PanelBody>
				<PanelBody title={ __( 'Mailchimp Groups', 'orbit-blocks' ) }>
					{ categories === null && <Spinner /> }
					{ groupsFailed && (
						<Notice
							status="error"
							isDismissible={ false }
							actions={ [
								{
									label: __( 'Try again', 'orbit-blocks' ),
									onClick: loadGroups,
									variant: 'secondary',
								},
							] }
						>
							<p>
								{ __(
									'Your audience’s groups could not be loaded.',
									'orbit-blocks'
								) }
							</p>
							{ groupsError && <p>{ groupsError }</p> }
						</Notice>
					) }
					{ categories?.length === 0 && ! groupsFailed && (
						<p>
							{ __(
								'Your audience has no groups.',
								'orbit-blocks'
							) }
						</p>
					) }
					{ categories?.map( ( category ) => (
						<fieldset
							key={ category.id }
							className="wp-block-jetpack-mailchimp__group"
						>
							<legend>{ category.title }</legend>
							{ category.interests.map( ( interest ) => (
								<CheckboxSetting
									key={ interest.id }
									label={ interest.name }
									checked={ interests.includes(
										interest.id
									) }
									onChange={ ( checked ) =>
										toggleInterest( interest.id, checked )
									}
								/>
							) ) }
						</fieldset>
					) ) }
				</PanelBody>
				<PanelBody
					title={ __( 'Signup Location Tracking', 'orbit-blocks' ) }
				>
					<TextSetting
						label={ __( 'Signup Field Tag', 'orbit-blocks' ) }
						placeholder="SIGNUP"
						value={ signupFieldTag ?? '' }
						onChange={ ( value ) =>
							setAttributes( { signupFieldTag: value } )
						}
					/>
					<TextSetting
						label={ __( 'Signup Field Value', 'orbit-blocks' ) }
						placeholder="website"
						value={ signupFieldValue ?? '' }
						onChange={ ( value ) =>
							setAttributes( { signupFieldValue: value } )
						}
					/>
				</PanelBody>
				<PanelBody
					title={ __( 'Mailchimp Connection', 'orbit-blocks' ) }
				>
					{ connectUrl && (
						<ExternalLink href={ connectUrl }>
							{ __( 'Manage Connection', 'orbit-blocks' ) }
						</ExternalLink>
					) }
				</PanelBody>
			</InspectorControls>
			<div className="wp-block-jetpack-mailchimp_form">
				<input
					className="wp-block-jetpack-mailchimp_text-input"
					type="email"
					disabled
					aria-label={ emailPlaceholder }
					placeholder={ emailPlaceholder }
				/>
				<div { ...innerBlocksProps } />
				<RichText
					tagName="p"
					className="wp-block-jetpack-mailchimp_consent-text"
					aria-label={ __( 'Consent text', 'orbit-blocks' ) }
					value={ consentText }
					onChange={ ( value: string ) =>
						setAttributes( { consentText: value } )
					}
				/>
				{ notification && (
					<div
						role={ notification === 'error' ? 'alert' : 'status' }
						className={ `wp-block-jetpack-mailchimp_notification wp-block-jetpack-mailchimp_${ notification }` }
					>
						{ textOf(
							attributes,
							NOTIFICATIONS[ notification ].attribute
						) }
					</div>
				) }
			</div>
		</div>
	);
}
