/**
 * The restaurant picker: a token field whose suggestions come from
 * OpenTable's restaurant search. Its value is the chosen restaurant ids,
 * shown by name when the search has found them (by number otherwise, as
 * after reopening a post). What the author types is reported too, so that
 * the placeholder can read a pasted embed code from it.
 */
import { FormTokenField } from '@wordpress/components';
import { useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { isValidRid } from '../embed-code';
import { isPossibleEmbed } from '../widget';
import type { Restaurant } from '../search';
import { useRestaurantSearch } from '../use-restaurant-search';

interface Props {
	rids: string[];
	onChange: ( rids: string[] ) => void;
	onInputChange?: ( input: string ) => void;
	/** Enter on an address or embed code (not a restaurant name). */
	onSubmitEmbed?: ( input: string ) => void;
	label?: string;
}

/** Each restaurant's label, unique (a shared name gets its number). */
export function labelRestaurants(
	restaurants: Restaurant[]
): Map< string, string > {
	const labels = new Map< string, string >();
	for ( const { rid, name } of restaurants ) {
		const shared = restaurants.some(
			( other ) => other.rid !== rid && other.name === name
		);
		labels.set(
			rid,
			shared
				? sprintf(
						/* translators: 1: restaurant name, 2: OpenTable restaurant id. */
						__( '%1$s (#%2$s)', 'orbit-blocks' ),
						name,
						rid
				  )
				: name
		);
	}
	return labels;
}

export default function RestaurantPicker( {
	rids,
	onChange,
	onInputChange,
	onSubmitEmbed,
	label = __( 'Restaurants', 'orbit-blocks' ),
}: Props ) {
	const [ input, setInput ] = useState( '' );
	const { restaurants, failed } = useRestaurantSearch( input );
	const labels = useMemo(
		() => labelRestaurants( restaurants ),
		[ restaurants ]
	);
	const ridByLabel = useMemo(
		() =>
			new Map( [ ...labels ].map( ( [ rid, text ] ) => [ text, rid ] ) ),
		[ labels ]
	);

	const toRid = ( token: string ): string | undefined =>
		ridByLabel.get( token ) ?? ( isValidRid( token ) ? token : undefined );

	// The token field drops text it cannot make a token of when it loses
	// focus, and takes Enter for itself. A pasted embed code is not a token:
	// it must stay in the box (to be embedded, or corrected after an error),
	// and Enter embeds it. So while the box holds one, blur and Enter stop
	// here (capture phase) before the token field sees them.
	const holdsEmbed = onSubmitEmbed !== undefined && isPossibleEmbed( input );

	return (
		<div
			className="wp-block-jetpack-opentable__picker"
			onBlurCapture={ ( event ) => {
				if ( holdsEmbed ) {
					event.stopPropagation();
				}
			} }
			onKeyDownCapture={ ( event ) => {
				if ( holdsEmbed && event.key === 'Enter' ) {
					event.preventDefault();
					event.stopPropagation();
					onSubmitEmbed?.( input );
				}
			} }
		>
			<FormTokenField
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label }
				placeholder={ __( 'Restaurant name', 'orbit-blocks' ) }
				value={ rids }
				suggestions={ [ ...labels ]
					.filter( ( [ rid ] ) => ! rids.includes( rid ) )
					.map( ( [ , text ] ) => text ) }
				maxSuggestions={ 20 }
				displayTransform={ ( token: string ) =>
					labels.get( token ) ??
					( isValidRid( token )
						? sprintf(
								/* translators: %s: OpenTable restaurant id. */
								__( 'Restaurant #%s', 'orbit-blocks' ),
								token
						  )
						: token )
				}
				__experimentalValidateInput={ ( token: string ) =>
					toRid( token ) !== undefined
				}
				onInputChange={ ( next: string ) => {
					setInput( next );
					onInputChange?.( next );
				} }
				onChange={ ( tokens ) => {
					const next: string[] = [];
					for ( const token of tokens ) {
						const rid = toRid(
							typeof token === 'string' ? token : token.value
						);
						if ( rid !== undefined && ! next.includes( rid ) ) {
							next.push( rid );
						}
					}
					onChange( next );
				} }
			/>
			{ failed && (
				<p className="wp-block-jetpack-opentable__search-error">
					{ __(
						'Restaurant search is not available right now. You can still paste an OpenTable embed code.',
						'orbit-blocks'
					) }
				</p>
			) }
		</div>
	);
}
