/**
 * The placeholder without a token (spec 2 "Instagram gallery", sections 2
 * and 4): Loading your connections…, then the accounts already connected as
 * a radio list plus Add a new account, and Connect to Instagram. An existing
 * account is used at once; a new one goes through the 700 by 700 pop-up
 * (shared/popup-auth), whose keyring_id becomes the access token; meanwhile
 * the button says Connecting….
 *
 * The consent page's address is fetched when the placeholder shows, so that
 * the click opens the pop-up straight away (a window opened after a wait
 * may be blocked by the browser). Closing the pop-up without approving is a
 * cancellation, not an error: the placeholder simply stays. A pop-up the
 * browser blocked asks the user to allow pop-ups for the site.
 */
import {
	Button,
	Notice,
	Placeholder,
	RadioControl,
	Spinner,
} from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	PopupAuthError,
	requestInstagramAuth,
} from '../../../shared/popup-auth';
import { fetchConnectUrl, fetchConnections } from '../api';
import { NEW_ACCOUNT, type InstagramConnection } from '../gallery';
import { InstagramGalleryIcon } from '../icon';
import { GENERIC_ERROR, POPUP_BLOCKED } from '../messages';

interface Props {
	error: string | null;
	onError: ( message: string | null ) => void;
	onConnect: ( token: string, username?: string ) => void;
}

export default function AccountPicker( { error, onError, onConnect }: Props ) {
	const [ connections, setConnections ] = useState<
		InstagramConnection[] | null
	>( null );
	const [ selected, setSelected ] = useState< string | null >( null );
	const [ connecting, setConnecting ] = useState( false );
	const connectUrl = useRef< Promise< string > | null >( null );
	const mounted = useRef( true );

	useEffect( () => {
		mounted.current = true;
		fetchConnections()
			.then( ( list ) => mounted.current && setConnections( list ) )
			// Listing failed: a new account can still be added.
			.catch( () => mounted.current && setConnections( [] ) );
		return () => {
			mounted.current = false;
		};
	}, [] );

	// The consent page's address is asked for as the pointer or the keyboard
	// reaches Connect, so that the pop-up opens at once on the click (a
	// browser allows a pop-up only close to it); not on mount, where a site
	// without the Instagram app would answer an error no one asked for.
	const prefetchConnectUrl = () => {
		if ( ! connectUrl.current ) {
			const pending = fetchConnectUrl();
			// Kept for the click; a failure is reported when it is used.
			pending.catch( () => undefined );
			connectUrl.current = pending;
		}
	};

	const choice =
		selected ??
		( connections && connections.length > 0
			? connections[ 0 ].token
			: NEW_ACCOUNT );

	const connectNewAccount = async () => {
		setConnecting( true );
		onError( null );
		try {
			const url = await ( connectUrl.current ?? fetchConnectUrl() );
			const { keyring_id: keyringId } = await requestInstagramAuth( url );
			if ( mounted.current ) {
				setConnecting( false );
			}
			onConnect( String( keyringId ) );
		} catch ( reason ) {
			// A failed address is fetched again on the next try.
			connectUrl.current = null;
			if ( mounted.current ) {
				setConnecting( false );
			}
			if (
				reason instanceof PopupAuthError &&
				reason.code === 'closed'
			) {
				return;
			}
			// A blocked pop-up is the browser's doing: ask to allow it.
			onError(
				reason instanceof PopupAuthError && reason.code === 'blocked'
					? POPUP_BLOCKED
					: GENERIC_ERROR
			);
		}
	};

	const connect = () => {
		const existing = connections?.find(
			( connection ) => connection.token === choice
		);
		if ( existing ) {
			onError( null );
			onConnect( existing.token, existing.username );
			return;
		}
		connectNewAccount();
	};

	return (
		<Placeholder
			icon={ InstagramGalleryIcon }
			label={ __( 'Latest Instagram Posts', 'orbit-blocks' ) }
			instructions={ __(
				'Connect to Instagram to start sharing your images.',
				'orbit-blocks'
			) }
			className="wp-block-jetpack-instagram-gallery__placeholder-state"
		>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ connections === null ? (
				<p className="wp-block-jetpack-instagram-gallery__loading">
					<Spinner />
					{ __( 'Loading your connections…', 'orbit-blocks' ) }
				</p>
			) : (
				<div className="wp-block-jetpack-instagram-gallery__accounts">
					{ connections.length > 0 && (
						<RadioControl
							label={ __(
								'Select your Instagram account:',
								'orbit-blocks'
							) }
							selected={ choice }
							disabled={ connecting }
							options={ [
								...connections.map( ( connection ) => ( {
									label: `@${ connection.username }`,
									value: connection.token,
								} ) ),
								{
									label: __(
										'Add a new account',
										'orbit-blocks'
									),
									value: NEW_ACCOUNT,
								},
							] }
							onChange={ ( value ) => setSelected( value ) }
						/>
					) }
					<Button
						__next40pxDefaultSize
						variant="primary"
						isBusy={ connecting }
						disabled={ connecting }
						accessibleWhenDisabled
						onMouseEnter={ prefetchConnectUrl }
						onFocus={ prefetchConnectUrl }
						onClick={ connect }
					>
						{ connecting
							? __( 'Connecting…', 'orbit-blocks' )
							: __( 'Connect to Instagram', 'orbit-blocks' ) }
					</Button>
				</div>
			) }
		</Placeholder>
	);
}
