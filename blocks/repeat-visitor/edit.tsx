/**
 * Repeat visitor editor (spec 2 sections 2 and 5): the visibility choice and
 * the visit threshold above the nested content. The settings open while the
 * block or anything inside it is selected; otherwise one line says who will
 * see the content. A threshold that is not a positive whole number is kept
 * in the field with "Please enter a valid number." and never saved.
 */
import {
	store as blockEditorStore,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Icon, RadioControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { people } from '@wordpress/icons';
import {
	INVALID_THRESHOLD_MESSAGE,
	describeVisibility,
	normaliseCriteria,
	normaliseThreshold,
	parseThreshold,
} from './visibility';
import type { Criteria } from './visibility';
import { TextSetting } from '../../shared/components/settings-controls';

export interface RepeatVisitorAttributes {
	criteria: Criteria;
	threshold: number;
}

const TEMPLATE: [ string, Record< string, unknown > ][] = [
	[
		'core/paragraph',
		{
			placeholder: __(
				'Write what these visitors will see…',
				'orbit-blocks'
			),
		},
	],
];

export default function RepeatVisitorEdit( {
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: BlockEditProps< RepeatVisitorAttributes > ) {
	const criteria = normaliseCriteria( attributes.criteria );
	const threshold = normaliseThreshold( attributes.threshold );
	const [ typed, setTyped ] = useState( String( threshold ) );
	const invalid = parseThreshold( typed ) === null;

	// Undo or another editor may change the attribute: follow it.
	useEffect( () => {
		setTyped( ( current ) =>
			parseThreshold( current ) === threshold
				? current
				: String( threshold )
		);
	}, [ threshold ] );

	const innerSelected = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as {
					hasSelectedInnerBlock: (
						id: string,
						deep: boolean
					) => boolean;
				}
			 ).hasSelectedInnerBlock( clientId, true ),
		[ clientId ]
	);
	const open = isSelected || innerSelected;

	const blockProps = useBlockProps( {
		className: open ? 'is-open' : undefined,
	} );
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'orbit-repeat-visitor__content' },
		{ template: TEMPLATE }
	);

	const onThreshold = ( text: string ) => {
		setTyped( text );
		const value = parseThreshold( text );
		if ( value !== null ) {
			setAttributes( { threshold: value } );
		}
	};

	return (
		<div { ...blockProps }>
			<div className="orbit-repeat-visitor__settings">
				<div className="orbit-repeat-visitor__summary">
					<Icon icon={ people } />
					<span className="orbit-repeat-visitor__title">
						{ __( 'Repeat Visitor', 'orbit-blocks' ) }
					</span>
					<span className="orbit-repeat-visitor__rule">
						{ describeVisibility( criteria, threshold ) }
					</span>
				</div>
				{ open && (
					<div className="orbit-repeat-visitor__controls">
						<RadioControl
							label={ __( 'Visibility', 'orbit-blocks' ) }
							selected={ criteria }
							options={ [
								{
									label: __(
										'Show to repeat visitors (more visits than the threshold)',
										'orbit-blocks'
									),
									value: 'after-visits',
								},
								{
									label: __(
										'Show to new visitors (up to the threshold)',
										'orbit-blocks'
									),
									value: 'before-visits',
								},
							] }
							onChange={ ( value: string ) =>
								setAttributes( {
									criteria: normaliseCriteria( value ),
								} )
							}
						/>
						<TextSetting
							className="orbit-repeat-visitor__threshold"
							label={ __( 'Visit threshold', 'orbit-blocks' ) }
							type="number"
							min={ 1 }
							step={ 1 }
							value={ typed }
							onChange={ onThreshold }
							aria-invalid={ invalid }
						/>
						{ invalid && (
							<p
								className="orbit-repeat-visitor__error"
								role="alert"
							>
								{ INVALID_THRESHOLD_MESSAGE() }
							</p>
						) }
					</div>
				) }
			</div>
			<div { ...innerBlocksProps } />
		</div>
	);
}
