/**
 * The external media picker modal (spec 3 "External media picker": sections
 * 2, 4, 5, 7, 8 and 9). One source at a time: Google Photos (connect
 * screen, Photos and Albums views, folder navigation, filters, Disconnect)
 * or a search source (Pexels, Openverse: a search box that starts with a
 * random default term). A grid with Load More, single or multi select (at
 * most 10), and Select, which copies the chosen items into the media
 * library and hands them to the block.
 *
 * Choices where the spec is silent: while copying, the grid shows only the
 * selected items (dimmed) and the button reads "Inserting Image…" for one
 * item, "Inserting…" for several.
 */
import { Button, Modal, Notice, Spinner } from '@wordpress/components';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { requestPopupAuth } from '../../../shared/popup-auth';
import {
	copyMedia,
	disconnect as disconnectSource,
	getConnection,
	listMedia,
} from '../lib/api';
import {
	isAuthenticated,
	setAuthenticated,
	setSourceFeatures,
	sourceFeatures,
	type SourceFeatures,
} from '../lib/auth-state';
import {
	SOURCE_GOOGLE_PHOTOS,
	VIEW_ALBUMS,
	VIEW_PHOTOS,
	type ExternalSource,
} from '../lib/constants';
import {
	firstCopyError,
	isAuthorizationRequired,
	isCopiedMedia,
	readError,
} from '../lib/errors';
import { filterQuery, type GoogleFilters } from '../lib/google-filters';
import { sourceLabel } from '../lib/labels';
import { randomSearchTerm } from '../lib/random-term';
import { isSearchDisabled, pageSize } from '../lib/search';
import { toggleSelection } from '../lib/selection';
import type {
	ExternalMediaItem,
	ListResponse,
	SelectedMedia,
} from '../lib/types';
import GoogleFiltersBar from './google-filters';
import { TextSetting } from '../../../shared/components/settings-controls';
import { SubmitButton } from '../../../shared/components/submit-button';
import '../editor.scss';

export interface PickerModalProps {
	source: ExternalSource;
	multiple: boolean;
	postId?: number | null;
	onSelect: ( media: SelectedMedia | SelectedMedia[] ) => void;
	onClose: () => void;
}

type Account = NonNullable<
	NonNullable< ListResponse[ 'meta' ] >[ 'account' ]
>;

interface Folder {
	ID: string;
	name: string;
}

export default function PickerModal( {
	source,
	multiple,
	postId = null,
	onSelect,
	onClose,
}: PickerModalProps ) {
	const isGoogle = source === SOURCE_GOOGLE_PHOTOS;
	// Every source starts unauthenticated (spec 3 section 4) until a list
	// succeeds. Google Photos shows the connect screen while it is; a search
	// source shows its search, and the connect screen only once the service
	// asked for authorization (authorization_required).
	const [ authenticated, setAuthenticatedState ] = useState( () =>
		isAuthenticated( source )
	);
	const [ authorizationAsked, setAuthorizationAsked ] = useState( false );
	const [ isLoading, setLoading ] = useState( false );
	const [ media, setMedia ] = useState< ExternalMediaItem[] >( [] );
	const [ nextPage, setNextPage ] = useState< string | null >( null );
	const [ account, setAccount ] = useState< Account | null >( null );
	const [ view, setView ] = useState< string >( VIEW_PHOTOS );
	const [ folder, setFolder ] = useState< Folder | null >( null );
	const [ filters, setFilters ] = useState< GoogleFilters >( {} );
	// Albums and filters only where the service has them (the Google Photos
	// Picker API has neither: meta.features).
	const [ features, setFeatures ] = useState< SourceFeatures >( () =>
		sourceFeatures( source )
	);
	const [ term, setTerm ] = useState( () =>
		isGoogle ? '' : randomSearchTerm()
	);
	const [ lastSearched, setLastSearched ] = useState< string | null >( null );
	const [ selected, setSelected ] = useState< ExternalMediaItem[] >( [] );
	const [ isCopying, setCopying ] = useState( false );
	const [ notice, setNotice ] = useState< string | null >( null );
	const [ isAwaiting, setAwaiting ] = useState( false );
	const [ isDisconnecting, setDisconnecting ] = useState( false );
	const request = useRef( 0 );

	const markAuthenticated = useCallback(
		( value: boolean ) => {
			setAuthenticated( source, value );
			setAuthenticatedState( value );
		},
		[ source ]
	);

	const path = folder ? folder.ID : view;
	const filter =
		isGoogle && path === VIEW_PHOTOS && features.filters
			? filterQuery( filters )
			: [];

	const load = useCallback(
		( query: {
			search?: string;
			path?: string;
			filter?: string[];
			page_handle?: string;
		} ) => {
			const id = ++request.current;
			const append = !! query.page_handle;
			setLoading( true );
			setNotice( null );
			if ( ! append ) {
				setMedia( [] );
				setNextPage( null );
			}
			listMedia( source, {
				number: pageSize( source, ( query.filter ?? [] ).length > 0 ),
				...query,
			} ).then(
				( response ) => {
					if ( id !== request.current ) {
						return;
					}
					markAuthenticated( true );
					const items = Array.isArray( response?.media )
						? response.media
						: [];
					setMedia( ( old ) =>
						append ? [ ...old, ...items ] : items
					);
					setNextPage( response?.meta?.next_page || null );
					setAccount( response?.meta?.account ?? null );
					if ( source === SOURCE_GOOGLE_PHOTOS ) {
						const offered = setSourceFeatures(
							source,
							response?.meta?.features
						);
						setFeatures( ( current ) =>
							current.albums === offered.albums &&
							current.filters === offered.filters
								? current
								: offered
						);
					}
					setLoading( false );
				},
				( error ) => {
					if ( id !== request.current ) {
						return;
					}
					const problem = readError( error );
					setLoading( false );
					if ( isAuthorizationRequired( problem ) ) {
						markAuthenticated( false );
						setAuthorizationAsked( true );
						return;
					}
					setNotice( problem.message );
				}
			);
		},
		[ source, markAuthenticated ]
	);

	// The first page: Google's recent photos (which also tells whether the
	// source is connected), or the random default search.
	const filterKey = filter.join( '|' );
	useEffect( () => {
		if ( isGoogle ) {
			load( { path, filter: filterKey ? filterKey.split( '|' ) : [] } );
		}
	}, [ isGoogle, path, filterKey, load ] );
	useEffect( () => {
		if ( ! isGoogle ) {
			setLastSearched( term.trim() );
			load( { search: term.trim() } );
		}
		// Only once, with the initial term.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const search = () => {
		if ( isSearchDisabled( term, lastSearched, isCopying ) ) {
			return;
		}
		setLastSearched( term.trim() );
		setSelected( [] );
		load( { search: term.trim() } );
	};

	const loadMore = () => {
		if ( ! nextPage ) {
			return;
		}
		load(
			isGoogle
				? { path, filter, page_handle: nextPage }
				: { search: lastSearched ?? '', page_handle: nextPage }
		);
	};

	const connect = () => {
		setAwaiting( true );
		getConnection( source )
			.then( ( response ) => {
				if ( ! response?.connect_URL ) {
					throw new Error( 'no connect_URL' );
				}
				return requestPopupAuth( response.connect_URL );
			} )
			.then(
				() => {
					setAwaiting( false );
					markAuthenticated( true );
					load( { path, filter } );
				},
				// A failed start (or a closed window) silently ends the waiting.
				() => setAwaiting( false )
			);
	};

	const disconnect = () => {
		setDisconnecting( true );
		disconnectSource( source ).then(
			() => {
				setDisconnecting( false );
				markAuthenticated( false );
				setMedia( [] );
				setSelected( [] );
				setNextPage( null );
				setFolder( null );
				setView( VIEW_PHOTOS );
			},
			() => setDisconnecting( false )
		);
	};

	const onItemClick = ( item: ExternalMediaItem ) => {
		if ( isCopying ) {
			return;
		}
		if ( item.type === 'folder' ) {
			setSelected( [] );
			setFolder( { ID: item.ID, name: item.name ?? item.title ?? '' } );
			return;
		}
		setSelected( ( old ) => toggleSelection( old, item, multiple ) );
	};

	const insert = () => {
		if ( selected.length === 0 || isCopying ) {
			return;
		}
		setCopying( true );
		setNotice( null );
		copyMedia( source, selected, postId ).then(
			( results ) => {
				const list = Array.isArray( results ) ? results : [];
				const problem = firstCopyError( list );
				if ( problem ) {
					setNotice( problem.message );
					setCopying( false );
					return;
				}
				const chosen: SelectedMedia[] = list
					.filter( isCopiedMedia )
					.map( ( item ) => ( {
						id: item.ID,
						url: item.URL,
						alt: item.alt ?? '',
						caption: item.caption ?? '',
						type: 'image',
					} ) );
				setCopying( false );
				onSelect( multiple ? chosen : chosen[ 0 ] );
				onClose();
			},
			( error ) => {
				const problem = readError( error );
				setCopying( false );
				if ( isAuthorizationRequired( problem ) ) {
					markAuthenticated( false );
					return;
				}
				setNotice( problem.message );
			}
		);
	};

	let buttonLabel = __( 'Select', 'orbit-blocks' );
	if ( isCopying ) {
		buttonLabel =
			selected.length === 1
				? __( 'Inserting Image…', 'orbit-blocks' )
				: __( 'Inserting…', 'orbit-blocks' );
	}
	const title = isCopying
		? __( 'Inserting media', 'orbit-blocks' )
		: __( 'Select media', 'orbit-blocks' );
	const label = sourceLabel( source );

	const showConnect = ! authenticated && ( isGoogle || authorizationAsked );
	let body;
	if ( showConnect && isLoading ) {
		// Whether the source is connected is known once the first list answers.
		body = (
			<div className="orbit-external-media__loading">
				<Spinner />
			</div>
		);
	} else if ( showConnect ) {
		body = (
			<div className="orbit-external-media__connect">
				<p>
					{ sprintf(
						/* translators: %s: a media source, e.g. Google Photos */
						__(
							'To show your %s library you need to connect your account.',
							'orbit-blocks'
						),
						label
					) }
				</p>
				<Button
					variant="primary"
					isBusy={ isAwaiting }
					disabled={ isAwaiting }
					onClick={ connect }
				>
					{ isAwaiting
						? __( 'Awaiting authorization', 'orbit-blocks' )
						: sprintf(
								/* translators: %s: a media source, e.g. Google Photos */
								__( 'Connect to %s', 'orbit-blocks' ),
								label
						  ) }
				</Button>
			</div>
		);
	} else {
		const shown = isCopying ? selected : media;
		body = (
			<>
				{ isGoogle && (
					<div className="orbit-external-media__header">
						{ features.albums && (
							<div
								className="orbit-external-media__views"
								role="group"
								aria-label={ __( 'View', 'orbit-blocks' ) }
							>
								<Button
									variant={
										view === VIEW_PHOTOS && ! folder
											? 'primary'
											: 'secondary'
									}
									isPressed={
										view === VIEW_PHOTOS && ! folder
									}
									disabled={ isCopying }
									onClick={ () => {
										setFolder( null );
										setSelected( [] );
										setView( VIEW_PHOTOS );
									} }
								>
									{ __( 'Photos', 'orbit-blocks' ) }
								</Button>
								<Button
									variant={
										view === VIEW_ALBUMS || folder
											? 'primary'
											: 'secondary'
									}
									isPressed={
										view === VIEW_ALBUMS || !! folder
									}
									disabled={ isCopying }
									onClick={ () => {
										setFolder( null );
										setSelected( [] );
										setView( VIEW_ALBUMS );
									} }
								>
									{ __( 'Albums', 'orbit-blocks' ) }
								</Button>
							</div>
						) }
						{ account?.name && (
							<span className="orbit-external-media__account">
								{ account.image && (
									<img
										src={ account.image }
										alt=""
										width={ 24 }
										height={ 24 }
									/>
								) }
								{ account.name }
							</span>
						) }
						<Button
							variant="tertiary"
							isDestructive
							disabled={ isDisconnecting || isCopying }
							onClick={ disconnect }
						>
							{ __(
								'Disconnect from Google Photos',
								'orbit-blocks'
							) }
						</Button>
					</div>
				) }
				{ isGoogle && folder && (
					<div className="orbit-external-media__breadcrumb">
						<Button
							variant="link"
							onClick={ () => {
								setFolder( null );
								setSelected( [] );
							} }
						>
							{ __( 'All albums', 'orbit-blocks' ) }
						</Button>
						<span aria-hidden="true"> / </span>
						<strong>{ folder.name }</strong>
					</div>
				) }
				{ isGoogle && path === VIEW_PHOTOS && features.filters && (
					<GoogleFiltersBar
						filters={ filters }
						disabled={ isCopying || isLoading }
						onChange={ ( next ) => {
							setSelected( [] );
							setFilters( next );
						} }
					/>
				) }
				{ ! isGoogle && (
					<form
						className="orbit-external-media__search"
						onSubmit={ ( event ) => {
							event.preventDefault();
							search();
						} }
					>
						<TextSetting
							type="search"
							label={ sprintf(
								/* translators: %s: a media source, e.g. Pexels Free Photos */
								__( 'Search %s', 'orbit-blocks' ),
								label
							) }
							value={ term }
							disabled={ isCopying }
							onChange={ ( value: string ) => setTerm( value ) }
						/>
						<SubmitButton
							variant="secondary"
							disabled={ isSearchDisabled(
								term,
								lastSearched,
								isCopying
							) }
						>
							{ __( 'Search', 'orbit-blocks' ) }
						</SubmitButton>
					</form>
				) }
				{ notice && (
					<Notice status="error" isDismissible={ false }>
						{ notice }
					</Notice>
				) }
				<ul
					className={ `orbit-external-media__grid${
						isCopying ? ' is-transient' : ''
					}` }
					aria-label={ __( 'Media', 'orbit-blocks' ) }
				>
					{ shown.map( ( item ) => {
						const isSelected = selected.some(
							( one ) => one.ID === item.ID
						);
						const preview =
							item.thumbnails?.medium ??
							item.thumbnails?.thumbnail ??
							item.URL;
						const name =
							item.title || item.name || item.caption || item.ID;
						return (
							<li key={ item.ID }>
								<button
									type="button"
									className={ `orbit-external-media__item is-${
										item.type
									}${ isSelected ? ' is-selected' : '' }` }
									aria-pressed={
										item.type === 'folder'
											? undefined
											: isSelected
									}
									aria-label={ name }
									disabled={ isCopying }
									onClick={ () => onItemClick( item ) }
								>
									<img
										src={ preview }
										alt=""
										loading="lazy"
									/>
									{ item.type === 'folder' && (
										<span className="orbit-external-media__folder">
											{ name }
											{ typeof item.children ===
												'number' && (
												<span>
													{ ' ' }
													({ item.children })
												</span>
											) }
										</span>
									) }
								</button>
							</li>
						);
					} ) }
				</ul>
				{ isLoading && (
					<div className="orbit-external-media__loading">
						<Spinner />
						<span className="screen-reader-text">
							{ __( 'Loading…', 'orbit-blocks' ) }
						</span>
					</div>
				) }
				{ ! isLoading &&
					! isCopying &&
					! notice &&
					media.length === 0 && (
						<p className="orbit-external-media__empty">
							{ __(
								'Sorry, but nothing matched your search criteria.',
								'orbit-blocks'
							) }
						</p>
					) }
				{ ! isLoading && ! isCopying && nextPage && (
					<Button
						variant="secondary"
						className="orbit-external-media__load-more"
						onClick={ loadMore }
					>
						{ __( 'Load More', 'orbit-blocks' ) }
					</Button>
				) }
				<div className="orbit-external-media__footer">
					{ multiple && (
						<span className="orbit-external-media__count">
							{ sprintf(
								/* translators: %d: number of selected items */
								__( '%d selected', 'orbit-blocks' ),
								selected.length
							) }
						</span>
					) }
					<Button
						variant="primary"
						__next40pxDefaultSize
						isBusy={ isCopying }
						disabled={ selected.length === 0 || isCopying }
						onClick={ insert }
					>
						{ buttonLabel }
					</Button>
				</div>
			</>
		);
	}

	return (
		<Modal
			title={ title }
			className="orbit-external-media"
			onRequestClose={ () => {
				if ( ! isCopying ) {
					onClose();
				}
			} }
			size="large"
		>
			<div className="orbit-external-media__source">{ label }</div>
			{ body }
		</Modal>
	);
}
