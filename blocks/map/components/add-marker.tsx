/**
 * Add a marker (spec 2 "Map", sections 2, 4 and 9): a place search with
 * autocomplete (250 ms after typing stops, at most 10 options, each place
 * once). Choosing a place adds it as a marker and closes the search.
 */
import { Button, Spinner } from '@wordpress/components';
import { useDebounce } from '@wordpress/compose';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../constants';
import { createPlaceSearch } from '../place-search';
import type { PlaceFeature } from '../points';
import { TextSetting } from '../../../shared/components/settings-controls';

interface Props {
	lookup: ( text: string ) => Promise< PlaceFeature[] >;
	onChoose: ( place: PlaceFeature ) => void;
	onClose: () => void;
}

export default function AddMarker( { lookup, onChoose, onClose }: Props ) {
	const [ text, setText ] = useState( '' );
	const [ places, setPlaces ] = useState< PlaceFeature[] >( [] );
	const [ searching, setSearching ] = useState( false );
	const [ error, setError ] = useState( '' );
	const search = useMemo(
		() =>
			createPlaceSearch( {
				lookup,
				onResults: ( found ) => {
					setSearching( false );
					setError( '' );
					setPlaces( found );
				},
				onError: ( message ) => {
					setSearching( false );
					setError( message );
				},
			} ),
		[ lookup ]
	);
	useEffect( () => () => search.cancel(), [ search ] );
	// Asks AUTOCOMPLETE_DEBOUNCE_MS after the last keystroke; cancelled on unmount.
	const searchSoon = useDebounce( search.search, AUTOCOMPLETE_DEBOUNCE_MS );

	return (
		<div
			className="wp-block-jetpack-map__add-marker"
			role="dialog"
			aria-label={ __( 'Add a marker', 'orbit-blocks' ) }
		>
			<TextSetting
				label={ __( 'Add a marker', 'orbit-blocks' ) }
				placeholder={ __( 'Search for a place', 'orbit-blocks' ) }
				value={ text }
				autoComplete="off"
				onChange={ ( value ) => {
					setText( value );
					if ( value.trim() === '' ) {
						// Nothing to look up: clear the options at once.
						searchSoon.cancel();
						search.search( value );
						setSearching( false );
						return;
					}
					setSearching( true );
					searchSoon( value );
				} }
			/>
			{ searching && <Spinner /> }
			{ error && (
				<p className="wp-block-jetpack-map__search-error" role="alert">
					{ error }
				</p>
			) }
			{ places.length > 0 && (
				<ul
					className="wp-block-jetpack-map__places"
					role="listbox"
					aria-label={ __( 'Places', 'orbit-blocks' ) }
				>
					{ places.map( ( place ) => (
						<li
							key={ place.id }
							role="option"
							aria-selected={ false }
						>
							<Button
								variant="tertiary"
								onClick={ () => {
									searchSoon.cancel();
									search.cancel();
									onChoose( place );
								} }
							>
								{ place.place_name }
							</Button>
						</li>
					) ) }
				</ul>
			) }
			<Button variant="link" onClick={ onClose }>
				{ __( 'Close', 'orbit-blocks' ) }
			</Button>
		</div>
	);
}
