/**
 * The star rating in the editor (spec 2 "Star rating", sections 2, 4, 5 and
 * 9): a row of star buttons (the click rules are in rating.ts), the
 * alignment and the Filled/Outlined style in the toolbar, and in the
 * sidebar the number of stars (2–10) and the colour.
 */
import {
	AlignmentControl,
	BlockControls,
	InspectorControls,
	PanelColorSettings,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { isValidColor } from '../../shared/color';
import { BlockStylesToolbar } from '../../shared/components/block-styles-toolbar';
import { alignmentClassName, colorStyle } from './markup';
import {
	clampAlignment,
	clampMaxRating,
	clampRating,
	MAX_RATING,
	ratingAfterClick,
	ratingLabel,
	starFills,
	type RatingStarAttributes,
} from './rating';
import { Star } from './stars';
import { RangeSetting } from '../../shared/components/settings-controls';

export interface RatingStarEditProps
	extends BlockEditProps< RatingStarAttributes > {
	name?: string;
}

export default function RatingStarEdit( {
	attributes,
	setAttributes,
	name = 'jetpack/rating-star',
}: RatingStarEditProps ) {
	const maxRating = clampMaxRating( attributes.maxRating );
	const rating = clampRating( attributes.rating, maxRating );
	const label = ratingLabel( rating, maxRating );
	const blockProps = useBlockProps( {
		className: alignmentClassName( attributes.align ),
		style: colorStyle( attributes.color ),
	} );

	const setMaxRating = ( value: unknown ) => {
		const next = clampMaxRating( value );
		// Fewer stars than the rating: the rating comes down with them.
		setAttributes( {
			maxRating: next,
			...( rating > next ? { rating: next } : {} ),
		} );
	};

	return (
		<div { ...blockProps }>
			<BlockControls group="block">
				<AlignmentControl
					value={ clampAlignment( attributes.align ) }
					onChange={ ( align?: string ) =>
						setAttributes( { align: clampAlignment( align ) } )
					}
				/>
				<BlockStylesToolbar
					blockName={ name }
					className={ attributes.className }
					onChange={ ( className ) => setAttributes( { className } ) }
				/>
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'orbit-blocks' ) }>
					<RangeSetting
						label={ __( 'Number of stars', 'orbit-blocks' ) }
						min={ MAX_RATING.min }
						max={ MAX_RATING.max }
						step={ 1 }
						value={ maxRating }
						onChange={ setMaxRating }
					/>
				</PanelBody>
				<PanelColorSettings
					title={ __( 'Color', 'orbit-blocks' ) }
					colorSettings={ [
						{
							label: __( 'Stars', 'orbit-blocks' ),
							value: colorStyle( attributes.color ).color,
							onChange: ( color?: string ) =>
								setAttributes( {
									color: isValidColor( color )
										? color
										: undefined,
								} ),
						},
					] }
				/>
			</InspectorControls>
			<div
				className="wp-block-jetpack-rating-star__stars"
				role="group"
				aria-label={ label }
			>
				{ starFills( rating, maxRating ).map( ( fill, index ) => (
					<button
						key={ index }
						type="button"
						className="wp-block-jetpack-rating-star__button"
						aria-label={ sprintf(
							/* translators: 1: a star's number; 2: the number of stars. */
							__( 'Rate %1$d out of %2$d', 'orbit-blocks' ),
							index + 1,
							maxRating
						) }
						onClick={ () =>
							setAttributes( {
								rating: ratingAfterClick(
									rating,
									index + 1,
									maxRating
								),
							} )
						}
					>
						<Star fill={ fill } />
					</button>
				) ) }
			</div>
		</div>
	);
}
