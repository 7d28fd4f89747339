/**
 * The Instagram gallery in the editor (spec 2 "Instagram gallery",
 * sections 2, 4, 8 and 9). Loaded on demand (see index.ts).
 *
 * - The current user has no account on the account service: ask to connect
 *   (components/host-connect.tsx).
 * - No token: the account placeholder (components/account-picker.tsx).
 * - A token: the gallery is fetched once per token (30 images; `count` only
 *   slices them, so the sliders never wait for the network), then the grid.
 *   A failed request or a response whose images are not a list clears the
 *   token and the user and shows "An error occurred. Please try again
 *   later." on the placeholder; an empty list shows "No images were found
 *   in your Instagram account." with the account still connected.
 * - Disconnect clears the token, the user and the images of this block
 *   only: other posts showing the account keep it. Removing the account
 *   from the site is a separate, explicit choice behind a warning naming
 *   how many posts show it (components/remove-account.tsx).
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Placeholder } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as connectionStore } from '../../store/connection';
import { fetchGallery } from './api';
import AccountPicker from './components/account-picker';
import Grid from './components/grid';
import HostConnect from './components/host-connect';
import Settings from './components/settings';
import {
	normaliseToken,
	type InstagramGalleryAttributes,
	type InstagramImage,
} from './gallery';
import { InstagramGalleryIcon } from './icon';
import { GENERIC_ERROR, NO_IMAGES } from './messages';

const CLEARED = { accessToken: undefined, instagramUser: undefined };

export default function InstagramGalleryEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< InstagramGalleryAttributes > ) {
	const blockProps = useBlockProps();
	const token = normaliseToken( attributes.accessToken );
	const [ error, setError ] = useState< string | null >( null );
	const isUserConnected = useSelect(
		( select ) => select( connectionStore ).isUserConnected(),
		[]
	);

	let body;
	if ( ! isUserConnected ) {
		body = <HostConnect />;
	} else if ( ! token ) {
		body = (
			<AccountPicker
				error={ error }
				onError={ setError }
				onConnect={ ( accessToken, instagramUser ) =>
					setAttributes( { accessToken, instagramUser } )
				}
			/>
		);
	} else {
		body = (
			<>
				<Settings
					attributes={ attributes }
					setAttributes={ setAttributes }
					token={ token }
					onDisconnect={ () => {
						setError( null );
						setAttributes( CLEARED );
					} }
					onAccountRemoved={ () => {
						setError( null );
						setAttributes( CLEARED );
					} }
				/>
				<Gallery
					token={ token }
					attributes={ attributes }
					onUser={ ( instagramUser ) =>
						setAttributes( { instagramUser } )
					}
					onFailure={ () => {
						setError( GENERIC_ERROR );
						setAttributes( CLEARED );
					} }
				/>
			</>
		);
	}

	return <div { ...blockProps }>{ body }</div>;
}

function Gallery( {
	token,
	attributes,
	onUser,
	onFailure,
}: {
	token: string;
	attributes: InstagramGalleryAttributes;
	onUser: ( username: string ) => void;
	onFailure: () => void;
} ) {
	const [ images, setImages ] = useState< InstagramImage[] | null >( null );
	const { instagramUser } = attributes;

	useEffect( () => {
		let current = true;
		setImages( null );
		fetchGallery( token ).then(
			( gallery ) => {
				if ( ! current ) {
					return;
				}
				setImages( gallery.images );
				if (
					gallery.externalName &&
					gallery.externalName !== instagramUser
				) {
					onUser( gallery.externalName );
				}
			},
			() => current && onFailure()
		);
		return () => {
			current = false;
		};
		// Fetched once per token; the callbacks change on every render.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ token ] );

	if ( images && images.length === 0 ) {
		return (
			<Placeholder
				icon={ InstagramGalleryIcon }
				label={ __( 'Latest Instagram Posts', 'orbit-blocks' ) }
				instructions={ NO_IMAGES }
			/>
		);
	}
	return <Grid attributes={ attributes } images={ images } />;
}
