/**
 * The Google Photos filter bar: one control per active filter, a remove
 * button each, and Add filter (the next unused one).
 */
import { getSettings } from '@wordpress/date';
import { Button } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import {
	ANY_MONTH,
	DATE_RANGES,
	GOOGLE_CATEGORIES,
	MIN_YEAR,
	type DateRange,
	type MediaType,
} from '../lib/constants';
import { categoryLabel } from '../lib/category-labels';
import {
	addNextFilter,
	nextUnusedFilter,
	parseYear,
	setFilter,
	type FilterName,
	type GoogleFilters,
} from '../lib/google-filters';
import {
	SelectSetting,
	TextSetting,
} from '../../../shared/components/settings-controls';

interface Props {
	filters: GoogleFilters;
	disabled: boolean;
	onChange: ( filters: GoogleFilters ) => void;
}

function dateRangeLabel( range: DateRange ): string {
	switch ( range ) {
		case 'last_7_days':
			return __( 'Last 7 days', 'orbit-blocks' );
		case 'last_30_days':
			return __( 'Last 30 days', 'orbit-blocks' );
		case 'last_6_months':
			return __( 'Last 6 months', 'orbit-blocks' );
		case 'last_12_months':
			return __( 'Last 12 months', 'orbit-blocks' );
		case 'specific_month':
			return __( 'Specific month/year', 'orbit-blocks' );
		default:
			return __( 'Any time', 'orbit-blocks' );
	}
}

function filterLabel( name: FilterName ): string {
	switch ( name ) {
		case 'mediaType':
			return __( 'Media type', 'orbit-blocks' );
		case 'category':
			return __( 'Category', 'orbit-blocks' );
		case 'date':
			return __( 'Date', 'orbit-blocks' );
		default:
			return __( 'Favorite', 'orbit-blocks' );
	}
}

/** A month's name as WordPress gives it (the user's language), 0 = January. */
function monthName( month: number ): string {
	const months = getSettings().l10n?.months;
	return (
		( Array.isArray( months ) && months[ month ] ) || String( month + 1 )
	);
}

/**
 * The Year field: the author types freely; the year is checked and applied
 * when the field loses focus or on Enter. A year outside 1970 to this year
 * (or not a year) leaves the filter as it was and says what is accepted.
 */
function YearField( {
	year,
	disabled,
	onApply,
}: {
	year?: number;
	disabled: boolean;
	onApply: ( year: number ) => void;
} ) {
	const [ draft, setDraft ] = useState( String( year ?? '' ) );
	const [ error, setError ] = useState( '' );
	useEffect( () => {
		setDraft( String( year ?? '' ) );
		setError( '' );
	}, [ year ] );
	const apply = () => {
		const parsed = parseYear( draft );
		if ( parsed === null ) {
			setError(
				sprintf(
					/* translators: 1: the first year accepted (1970), 2: this year */
					__( 'Enter a year from %1$d to %2$d.', 'orbit-blocks' ),
					MIN_YEAR,
					new Date().getFullYear()
				)
			);
			return;
		}
		setError( '' );
		if ( parsed !== year ) {
			onApply( parsed );
		}
	};
	return (
		<div className="orbit-external-media__year">
			<TextSetting
				type="number"
				min={ MIN_YEAR }
				max={ new Date().getFullYear() }
				label={ __( 'Year', 'orbit-blocks' ) }
				value={ draft }
				disabled={ disabled }
				aria-invalid={ error ? true : undefined }
				onChange={ ( value ) => {
					setDraft( value );
					setError( '' );
				} }
				onBlur={ apply }
				onKeyDown={ ( event ) => {
					if ( event.key === 'Enter' ) {
						event.preventDefault();
						apply();
					}
				} }
			/>
			{ error && (
				<p className="orbit-external-media__filter-error" role="alert">
					{ error }
				</p>
			) }
		</div>
	);
}

export default function GoogleFiltersBar( {
	filters,
	disabled,
	onChange,
}: Props ) {
	const update = < Name extends FilterName >(
		name: Name,
		value: GoogleFilters[ Name ] | undefined
	) => onChange( setFilter( filters, name, value ) );
	const remove = ( name: FilterName ) => (
		<Button
			size="small"
			variant="tertiary"
			disabled={ disabled }
			onClick={ () => update( name, undefined ) }
			label={ __( 'Remove filter', 'orbit-blocks' ) }
			showTooltip
		>
			×
		</Button>
	);

	return (
		<div className="orbit-external-media__filters">
			{ filters.mediaType !== undefined && (
				<div className="orbit-external-media__filter">
					<SelectSetting
						label={ filterLabel( 'mediaType' ) }
						value={ filters.mediaType }
						disabled={ disabled }
						options={ [
							{
								value: 'all',
								label: __( 'All', 'orbit-blocks' ),
							},
							{
								value: 'photo',
								label: __( 'Images', 'orbit-blocks' ),
							},
							{
								value: 'video',
								label: __( 'Videos', 'orbit-blocks' ),
							},
						] }
						onChange={ ( value ) =>
							update( 'mediaType', value as MediaType )
						}
					/>
					{ remove( 'mediaType' ) }
				</div>
			) }
			{ filters.category !== undefined && (
				<div className="orbit-external-media__filter">
					<SelectSetting
						label={ filterLabel( 'category' ) }
						value={ filters.category }
						disabled={ disabled }
						options={ GOOGLE_CATEGORIES.map( ( category ) => ( {
							value: category,
							label: categoryLabel( category ),
						} ) ) }
						onChange={ ( value ) => update( 'category', value ) }
					/>
					{ remove( 'category' ) }
				</div>
			) }
			{ filters.date !== undefined && (
				<div className="orbit-external-media__filter">
					<SelectSetting
						label={ filterLabel( 'date' ) }
						value={ filters.date.range }
						disabled={ disabled }
						options={ DATE_RANGES.map( ( range ) => ( {
							value: range,
							label: dateRangeLabel( range ),
						} ) ) }
						onChange={ ( value ) =>
							update(
								'date',
								value === 'specific_month'
									? {
											range: value,
											month: ANY_MONTH,
											year: new Date().getFullYear(),
									  }
									: { range: value as DateRange }
							)
						}
					/>
					{ filters.date.range === 'specific_month' && (
						<>
							<SelectSetting
								label={ __( 'Month', 'orbit-blocks' ) }
								value={ String(
									filters.date.month ?? ANY_MONTH
								) }
								disabled={ disabled }
								options={ [
									{
										value: String( ANY_MONTH ),
										label: __(
											'Any Month',
											'orbit-blocks'
										),
									},
									...Array.from(
										{ length: 12 },
										( _, month ) => ( {
											value: String( month ),
											label: monthName( month ),
										} )
									),
								] }
								onChange={ ( value ) =>
									update( 'date', {
										...filters.date!,
										month: Number( value ),
									} )
								}
							/>
							<YearField
								year={ filters.date.year }
								disabled={ disabled }
								onApply={ ( year ) =>
									update( 'date', { ...filters.date!, year } )
								}
							/>
						</>
					) }
					{ remove( 'date' ) }
				</div>
			) }
			{ filters.favorite !== undefined && (
				<div className="orbit-external-media__filter">
					<span className="orbit-external-media__favorite">
						{ __( 'Favorites', 'orbit-blocks' ) }
					</span>
					{ remove( 'favorite' ) }
				</div>
			) }
			{ nextUnusedFilter( filters ) && (
				<Button
					variant="secondary"
					size="compact"
					disabled={ disabled }
					onClick={ () => onChange( addNextFilter( filters ) ) }
				>
					{ __( 'Add filter', 'orbit-blocks' ) }
				</Button>
			) }
		</div>
	);
}
