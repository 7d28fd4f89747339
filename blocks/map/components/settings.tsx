/**
 * The sidebar (spec 2 "Map", section 2): Colors (Marker Color), Map
 * Settings (Height, Zoom, Show street names, Scroll to zoom, Show Fullscreen
 * Button, and the style), the Markers list.
 */
import { Button, ColorPalette, PanelBody } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { attributeProps } from '../../../shared/attribute-props';
import { clampHeight, zoomRules } from '../camera';
import { HEIGHT_STEP, MAX_ZOOM, MIN_HEIGHT, MIN_ZOOM } from '../constants';
import { markerColor, normalStyle } from '../map-style';
import type { MapAttributes, MapPoint, MapProvider } from '../types';
import {
	RangeSetting,
	SelectSetting,
	TextSetting,
	ToggleSetting,
} from '../../../shared/components/settings-controls';

const COLORS = [
	{ name: __( 'Red', 'orbit-blocks' ), color: 'red' },
	{ name: __( 'Blue', 'orbit-blocks' ), color: '#3858e9' },
	{ name: __( 'Green', 'orbit-blocks' ), color: '#00a32a' },
	{ name: __( 'Orange', 'orbit-blocks' ), color: '#f0b849' },
	{ name: __( 'Purple', 'orbit-blocks' ), color: '#8c2bc4' },
	{ name: __( 'Black', 'orbit-blocks' ), color: '#1e1e1e' },
];

interface Props {
	attributes: MapAttributes;
	setAttributes: ( next: Partial< MapAttributes > ) => void;
	provider: MapProvider;
	activeMarker: string | null;
	onSelectMarker: ( id: string ) => void;
	onDeleteMarker: ( id: string ) => void;
}

export function HeightControl( {
	value,
	onChange,
}: {
	value: number;
	onChange: ( height: number ) => void;
} ) {
	const [ draft, setDraft ] = useState( String( value ) );
	useEffect( () => setDraft( String( value ) ), [ value ] );
	return (
		<TextSetting
			type="number"
			min={ MIN_HEIGHT }
			step={ HEIGHT_STEP }
			label={ __( 'Height in pixels', 'orbit-blocks' ) }
			value={ draft }
			onChange={ setDraft }
			onBlur={ () => {
				// Lower values are raised to the minimum (spec 2, section 5).
				const height = clampHeight( draft );
				setDraft( String( height ) );
				onChange( height );
			} }
		/>
	);
}

export default function Settings( {
	attributes,
	setAttributes,
	provider,
	activeMarker,
	onSelectMarker,
	onDeleteMarker,
}: Props ) {
	const rules = zoomRules( attributes.points.length, activeMarker );
	const bind = attributeProps( attributes, setAttributes );
	return (
		<>
			<PanelBody title={ __( 'Colors', 'orbit-blocks' ) }>
				<fieldset>
					<legend className="wp-block-jetpack-map__legend">
						{ __( 'Marker Color', 'orbit-blocks' ) }
					</legend>
					<ColorPalette
						colors={ COLORS }
						value={ markerColor( attributes.markerColor ) }
						clearable={ false }
						onChange={ ( color ) =>
							setAttributes( {
								markerColor: markerColor( color ),
							} )
						}
					/>
				</fieldset>
			</PanelBody>
			<PanelBody title={ __( 'Map Settings', 'orbit-blocks' ) }>
				<SelectSetting
					label={ __( 'Style', 'orbit-blocks' ) }
					value={ normalStyle( attributes.mapStyle ) }
					options={ [
						{
							value: 'default',
							label: __( 'Basic', 'orbit-blocks' ),
						},
						{
							value: 'black_and_white',
							label:
								provider === 'mapkit'
									? __( 'Muted', 'orbit-blocks' )
									: __( 'Black and white', 'orbit-blocks' ),
						},
						{
							value: 'satellite',
							label: __( 'Satellite', 'orbit-blocks' ),
						},
						{
							value: 'terrain',
							label: __( 'Terrain', 'orbit-blocks' ),
						},
					] }
					onChange={ ( mapStyle ) => setAttributes( { mapStyle } ) }
				/>
				<HeightControl
					value={ clampHeight( attributes.mapHeight ?? MIN_HEIGHT ) }
					onChange={ ( mapHeight ) => setAttributes( { mapHeight } ) }
				/>
				<RangeSetting
					label={ __( 'Zoom level', 'orbit-blocks' ) }
					min={ MIN_ZOOM }
					max={ MAX_ZOOM }
					value={ attributes.zoom }
					disabled={ ! rules.zoomEditable }
					help={
						rules.zoomEditable
							? undefined
							: __(
									'The zoom level is set automatically to show all markers.',
									'orbit-blocks'
							  )
					}
					onChange={ ( zoom ) =>
						setAttributes( {
							zoom: Number( zoom ?? attributes.zoom ),
						} )
					}
				/>
				<ToggleSetting
					label={ __( 'Show street names', 'orbit-blocks' ) }
					{ ...bind.checked( 'mapDetails' ) }
				/>
				<ToggleSetting
					label={ __( 'Scroll to zoom', 'orbit-blocks' ) }
					help={ __(
						'Allow the map to capture scrolling, and zoom in or out.',
						'orbit-blocks'
					) }
					{ ...bind.checked( 'scrollToZoom' ) }
				/>
				<ToggleSetting
					label={ __( 'Show Fullscreen Button', 'orbit-blocks' ) }
					{ ...bind.checked( 'showFullscreenButton' ) }
				/>
			</PanelBody>
			{ attributes.points.length > 0 && (
				<PanelBody title={ __( 'Markers', 'orbit-blocks' ) }>
					<ul className="wp-block-jetpack-map__markers-list">
						{ attributes.points.map( ( point: MapPoint ) => (
							<li key={ point.id }>
								<Button
									variant="link"
									onClick={ () => onSelectMarker( point.id ) }
								>
									{ point.title || point.placeTitle }
								</Button>
								<Button
									variant="tertiary"
									isDestructive
									size="small"
									label={ sprintf(
										/* translators: %s: the marker's title */
										__( 'Remove %s', 'orbit-blocks' ),
										point.title || point.placeTitle
									) }
									onClick={ () => onDeleteMarker( point.id ) }
								>
									{ __( 'Remove', 'orbit-blocks' ) }
								</Button>
							</li>
						) ) }
					</ul>
				</PanelBody>
			) }
		</>
	);
}
