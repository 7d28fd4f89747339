/**
 * The map block in the editor (spec 2 "Map", sections 2 to 9).
 *
 * States: loading (the key, or the alternate provider's token), then
 * token-needed (mapbox without a key) or ready; the alternate provider goes
 * straight to ready. A key the map service refuses shows the response's
 * message as a notice and returns to token-needed.
 */
import {
	BlockControls,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Notice,
	ResizableBox,
	Spinner,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { getService } from '../../shared/services';
import { geocode, fetchMapkitToken, MAPBOX_SERVICE } from './api';
import { clampHeight, clampZoom } from './camera';
import AddMarker from './components/add-marker';
import MapCanvas from './components/map-canvas';
import MarkerPopup from './components/marker-popup';
import Settings from './components/settings';
import { TokenPanel, TokenPlaceholder } from './components/token-form';
import {
	HEIGHT_STEP,
	MAPKIT_DEFAULT_HEIGHT,
	MIN_HEIGHT,
	RESIZE_DEBOUNCE_MS,
	SINGLE_MARKER_FIT_ZOOM,
} from './constants';
import { mapkitGeocode, mapkitSearch } from './mapkit-search';
import { MAPKIT_SERVICE } from './mapkit-service';
import type { MapViewOptions } from './map-mapbox';
import { addPoint, pointFromPlace, removePoint, updatePoint } from './points';
import type { PlaceFeature } from './points';
import { pageProvider } from './provider';
import type { MapAttributes } from './types';
import type { TokenStatus } from './token';
import { useMapboxToken } from './use-token';
import { getEditorState } from '../../shared/editor-state';

export const UNKNOWN_ADDRESS = (): string =>
	__(
		'Could not find the coordinates of the provided address. Displaying default location. Feel free to add the location manually.',
		'orbit-blocks'
	);

interface Props {
	attributes: MapAttributes;
	setAttributes: ( next: Partial< MapAttributes > ) => void;
	isSelected: boolean;
}

const markerIcon = (
	<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
		<path d="M12 2a7 7 0 0 0-7 7c0 5.3 7 13 7 13s7-7.7 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
	</svg>
);

/** The inserter's example: a drawing, no requests. */
function Preview() {
	return (
		<div className="wp-block-jetpack-map__preview" aria-hidden="true">
			{ markerIcon }
		</div>
	);
}

export default function MapEdit( props: Props ) {
	const blockProps = useBlockProps();
	if ( props.attributes.preview ) {
		return (
			<div { ...blockProps }>
				<Preview />
			</div>
		);
	}
	return <MapEditor { ...props } />;
}

function MapEditor( { attributes, setAttributes, isSelected }: Props ) {
	const provider = pageProvider( attributes.mapStyle );
	const mapbox = useMapboxToken( provider === 'mapbox' );
	// The site's key is a site-wide setting (manage_options on the server).
	const canChangeKey = getEditorState().user.canManageOptions;
	// Under MapKit nothing draws or searches before its token has come.
	const [ mapkit, setMapkit ] = useState( {
		token: '',
		error: '',
		loading: provider === 'mapkit',
	} );
	const [ activeMarker, setActiveMarker ] = useState< string | null >( null );
	const [ adding, setAdding ] = useState( attributes.points.length === 0 );
	const [ addressError, setAddressError ] = useState( '' );
	const [ libraryError, setLibraryError ] = useState( '' );
	const service = getService( 'mapbox', MAPBOX_SERVICE );
	const pointsRef = useRef( attributes.points );
	pointsRef.current = attributes.points;

	useEffect( () => {
		if ( provider !== 'mapkit' ) {
			return;
		}
		let live = true;
		setMapkit( { token: '', error: '', loading: true } );
		fetchMapkitToken( fetch, getEditorState().api.root ).then(
			( token ) =>
				live && setMapkit( { token, error: '', loading: false } ),
			( error: Error ) =>
				live &&
				setMapkit( { token: '', error: error.message, loading: false } )
		);
		return () => {
			live = false;
		};
	}, [ provider ] );

	const token = provider === 'mapkit' ? mapkit.token : mapbox.state.token;
	let status: TokenStatus = mapbox.state.status;
	if ( provider === 'mapkit' ) {
		status = mapkit.loading ? 'loading' : 'ready';
	}

	// Place search and address look-up with the provider that draws the
	// map: Mapbox geocoding with the site's key, or MapKit JS's own search
	// with its token (mapkit-search.ts).
	const mapkitService = getService( 'mapkit', MAPKIT_SERVICE );
	const lookup = useCallback(
		( text: string ) =>
			provider === 'mapkit'
				? mapkitSearch( text, token, mapkitService )
				: geocode( text, token, { service } ),
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ provider, token, service.url, mapkitService.url ]
	);
	const lookUpAddress = useCallback(
		( address: string ) =>
			provider === 'mapkit'
				? mapkitGeocode( address, token, mapkitService )
				: geocode( address, token, {
						autocomplete: false,
						limit: 1,
						service,
				  } ),
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ provider, token, service.url, mapkitService.url ]
	);

	// An address given without markers (a transform, an older post) is
	// looked up once; an unknown one keeps the default location.
	const addressLooked = useRef( false );
	useEffect( () => {
		if (
			addressLooked.current ||
			status !== 'ready' ||
			! token ||
			! attributes.address ||
			attributes.points.length
		) {
			return;
		}
		addressLooked.current = true;
		lookUpAddress( attributes.address ).then(
			( [ place ] ) => {
				if ( ! place ) {
					setAddressError( UNKNOWN_ADDRESS() );
					return;
				}
				const point = pointFromPlace( place );
				setAttributes( {
					points: [ point ],
					mapCenter: point.coordinates,
				} );
				setAdding( false );
			},
			() => setAddressError( UNKNOWN_ADDRESS() )
		);
	}, [
		status,
		token,
		attributes.address,
		attributes.points.length,
		setAttributes,
		lookUpAddress,
	] );

	const choosePlace = ( place: PlaceFeature ) => {
		const point = pointFromPlace( place );
		const points = addPoint( pointsRef.current, point );
		const next: Partial< MapAttributes > = { points };
		if ( points.length === 1 && points !== pointsRef.current ) {
			// The first marker fits the view to it (zoom 12, spec 2 section 9).
			next.zoom = SINGLE_MARKER_FIT_ZOOM;
			next.mapCenter = point.coordinates;
		}
		setAttributes( next );
		setAdding( false );
	};

	const deleteMarker = ( id: string ) => {
		setAttributes( { points: removePoint( pointsRef.current, id ) } );
		setActiveMarker( null );
	};

	const onMapError = useCallback(
		( code: string, message: string, httpStatus?: number ) => {
			if (
				code === 'mapbox_error' &&
				( httpStatus === 401 || httpStatus === 403 )
			) {
				mapbox.refuse( message );
				return;
			}
			setLibraryError( message );
		},
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ mapbox.refuse ]
	);

	const viewOptions: MapViewOptions = useMemo(
		() => ( {
			attributes,
			token,
			service: provider === 'mapkit' ? mapkitService : service,
			isEditor: true,
			activeMarker,
			onMarkerClick: ( id: string ) => {
				setActiveMarker( id );
				setAdding( false );
			},
			onError: onMapError,
			// The author's view becomes the block's: without markers its
			// centre and zoom, with one marker its zoom (the centre is the
			// marker); with more the view follows the markers.
			onMoveEnd: ( center, zoom ) => {
				const count = pointsRef.current.length;
				if ( count === 0 ) {
					setAttributes( {
						mapCenter: center,
						zoom: clampZoom( zoom ),
					} );
				} else if ( count === 1 ) {
					setAttributes( { zoom: clampZoom( zoom ) } );
				}
			},
		} ),
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[
			attributes,
			token,
			provider,
			activeMarker,
			onMapError,
			service.url,
			setAttributes,
		]
	);

	const height = clampHeight(
		attributes.mapHeight ??
			( provider === 'mapkit' ? MAPKIT_DEFAULT_HEIGHT : MIN_HEIGHT )
	);
	const [ liveHeight, setLiveHeight ] = useState( height );
	useEffect( () => setLiveHeight( height ), [ height ] );
	const resizeTimer = useRef< ReturnType< typeof setTimeout > >();
	useEffect( () => () => clearTimeout( resizeTimer.current ), [] );

	const blockProps = useBlockProps();
	const active = attributes.points.find(
		( point ) => point.id === activeMarker
	);
	const errorNotice = mapbox.state.error ? (
		<Notice status="error" onRemove={ mapbox.dismiss }>
			{ mapbox.state.error }
		</Notice>
	) : null;

	let body;
	if ( status === 'loading' ) {
		body = (
			<div className="wp-block-jetpack-map__loading">
				<Spinner />
			</div>
		);
	} else if ( provider === 'mapkit' && mapkit.error ) {
		body = (
			<Notice status="error" isDismissible={ false }>
				{ mapkit.error }
			</Notice>
		);
	} else if ( status === 'needed' ) {
		body = (
			<>
				{ errorNotice }
				<TokenPlaceholder
					state={ mapbox.state }
					onSave={ mapbox.save }
					canChange={ canChangeKey }
				/>
			</>
		);
	} else {
		body = (
			<>
				{ errorNotice }
				{ addressError && (
					<Notice
						status="warning"
						onRemove={ () => setAddressError( '' ) }
					>
						{ addressError }
					</Notice>
				) }
				{ libraryError && (
					<Notice
						status="error"
						onRemove={ () => setLibraryError( '' ) }
					>
						{ libraryError }
					</Notice>
				) }
				<ResizableBox
					size={ { height: liveHeight, width: '100%' } }
					minHeight={ MIN_HEIGHT }
					grid={ [ HEIGHT_STEP, HEIGHT_STEP ] }
					enable={ { bottom: true } }
					showHandle={ isSelected }
					onResize={ ( _event, _direction, element ) =>
						setLiveHeight( element.offsetHeight )
					}
					onResizeStop={ ( _event, _direction, element ) => {
						const next = clampHeight( element.offsetHeight );
						setLiveHeight( next );
						clearTimeout( resizeTimer.current );
						resizeTimer.current = setTimeout(
							() => setAttributes( { mapHeight: next } ),
							RESIZE_DEBOUNCE_MS
						);
					} }
				>
					<MapCanvas
						provider={ provider }
						options={ viewOptions }
						height={ liveHeight }
					/>
				</ResizableBox>
				{ adding && isSelected && (
					<AddMarker
						lookup={ lookup }
						onChoose={ choosePlace }
						onClose={ () => setAdding( false ) }
					/>
				) }
				{ active && (
					<MarkerPopup
						point={ active }
						onChange={ ( changes ) =>
							setAttributes( {
								points: updatePoint(
									pointsRef.current,
									active.id,
									changes
								),
							} )
						}
						onDelete={ () => deleteMarker( active.id ) }
						onClose={ () => setActiveMarker( null ) }
					/>
				) }
			</>
		);
	}

	return (
		<div { ...blockProps }>
			{ status === 'ready' && (
				<BlockControls>
					<ToolbarGroup>
						<ToolbarButton
							icon={ markerIcon }
							label={ __( 'Add a marker', 'orbit-blocks' ) }
							isPressed={ adding }
							onClick={ () => {
								setAdding( ! adding );
								setActiveMarker( null );
							} }
						/>
					</ToolbarGroup>
				</BlockControls>
			) }
			<InspectorControls>
				{ status === 'ready' && (
					<Settings
						attributes={ attributes }
						setAttributes={ setAttributes }
						provider={ provider }
						activeMarker={ activeMarker }
						onSelectMarker={ ( id ) => {
							setActiveMarker( id );
							setAdding( false );
						} }
						onDeleteMarker={ deleteMarker }
					/>
				) }
				{ provider === 'mapbox' &&
					mapbox.state.status === 'ready' &&
					canChangeKey && (
						<TokenPanel
							state={ mapbox.state }
							onSave={ mapbox.save }
							onRemove={ mapbox.remove }
						/>
					) }
			</InspectorControls>
			{ body }
		</div>
	);
}
