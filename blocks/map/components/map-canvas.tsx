/**
 * The map in the editor: the chosen provider's view (map-mapbox.ts or
 * map-mapkit.ts, loaded on demand) in a div the size of the block. When the
 * library or WebGL is missing, the markers stay listed as text and the
 * settings keep working; tiles that fail to load only leave the map blank.
 */
import { Notice, Spinner } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { PointsList } from '../save';
import type { MapView, MapViewOptions } from '../map-mapbox';
import type { MapProvider } from '../types';

interface Props {
	provider: MapProvider;
	options: MapViewOptions;
	height: number;
}

export async function createView(
	provider: MapProvider,
	container: HTMLElement,
	options: MapViewOptions
): Promise< MapView > {
	if ( provider === 'mapkit' ) {
		const { createMapkitView } = await import(
			/* webpackChunkName: "map-mapkit" */ '../map-mapkit'
		);
		return createMapkitView( container, options );
	}
	const { createMapboxView, hasWebGL } = await import(
		/* webpackChunkName: "map-mapbox" */ '../map-mapbox'
	);
	if ( ! hasWebGL() ) {
		throw new Error( 'WebGL is not available' );
	}
	return createMapboxView( container, options );
}

export default function MapCanvas( { provider, options, height }: Props ) {
	const ref = useRef< HTMLDivElement >( null );
	const view = useRef< MapView | null >( null );
	const latest = useRef( options );
	latest.current = options;
	const [ status, setStatus ] = useState< 'loading' | 'ready' | 'failed' >(
		'loading'
	);

	useEffect( () => {
		let live = true;
		setStatus( 'loading' );
		createView( provider, ref.current as HTMLElement, latest.current ).then(
			( created ) => {
				if ( ! live ) {
					created.destroy();
					return;
				}
				view.current = created;
				setStatus( 'ready' );
			},
			() => live && setStatus( 'failed' )
		);
		return () => {
			live = false;
			view.current?.destroy();
			view.current = null;
		};
	}, [ provider, options.token ] );

	useEffect( () => {
		view.current?.update( options );
	}, [ options ] );

	useEffect( () => {
		view.current?.resize();
	}, [ height ] );

	return (
		<div
			ref={ ref }
			className="wp-block-jetpack-map__map"
			data-status={ status }
			style={ { height } }
		>
			{ status === 'loading' && <Spinner /> }
			{ status === 'failed' && (
				<div className="wp-block-jetpack-map__fallback">
					<Notice status="warning" isDismissible={ false }>
						{ __(
							'The map cannot be shown in this browser. Markers and settings still work, and visitors whose browser can show it will see the map.',
							'orbit-blocks'
						) }
					</Notice>
					<PointsList points={ options.attributes.points } />
				</div>
			) }
		</div>
	);
}
