/**
 * Business hours editor (spec 1, sections 2, 4 and 5): per-day editing while
 * the block is selected, the visitors' definition list otherwise.
 * Loaded on demand (see index.ts).
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { useMemo } from '@wordpress/element';
import DayEdit from './components/day-edit';
import HoursPreview from './components/hours-preview';
import {
	addInterval,
	normaliseDays,
	orderDays,
	removeInterval,
	toggleDay,
	setIntervalTime,
} from './hours';
import type { Day } from './hours';
import { timeFormat, useWeek } from './use-week';

export interface BusinessHoursAttributes {
	days: Day[];
}

export default function BusinessHoursEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< BusinessHoursAttributes > ) {
	const week = useWeek();
	const days = useMemo(
		() => normaliseDays( attributes.days ),
		[ attributes.days ]
	);
	const ordered = useMemo(
		() => orderDays( days, week.startOfWeek ),
		[ days, week.startOfWeek ]
	);
	const blockProps = useBlockProps( {
		className: isSelected ? 'is-editing' : undefined,
	} );

	if ( ! isSelected ) {
		return (
			<HoursPreview
				days={ ordered }
				labels={ week.days }
				format={ timeFormat() }
				wrapperProps={ blockProps }
			/>
		);
	}

	const update = ( next: Day[] ) => setAttributes( { days: next } );
	return (
		<div { ...blockProps }>
			{ ordered.map( ( day ) => (
				<DayEdit
					key={ day.name }
					day={ day }
					label={ week.days[ day.name ] }
					onToggle={ ( open ) =>
						update( toggleDay( days, day.name, open ) )
					}
					onAdd={ () => update( addInterval( days, day.name ) ) }
					onRemove={ ( index ) =>
						update( removeInterval( days, day.name, index ) )
					}
					onChangeTime={ ( index, field, value ) =>
						update(
							setIntervalTime(
								days,
								day.name,
								index,
								field,
								value
							)
						)
					}
				/>
			) ) }
		</div>
	);
}
