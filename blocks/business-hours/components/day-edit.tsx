/**
 * One day in the edit view: its Open/Closed toggle and, when open, a row of
 * opening and closing time inputs for each interval, Add Hours (disabled,
 * with a hint, once the hours cover the whole day), and Remove Hours on each
 * interval when there is more than one.
 */
import { useInstanceId } from '@wordpress/compose';
import { __ } from '@wordpress/i18n';
import {
	canAddInterval,
	canRemoveInterval,
	intervalProblem,
	isOpen,
} from '../hours';
import type { Day, Interval } from '../hours';
import LinkButton from './link-button';
import OpenToggle from './open-toggle';
import TimeField from './time-field';

interface Props {
	day: Day;
	label: string;
	onToggle: ( open: boolean ) => void;
	onAdd: () => void;
	onRemove: ( index: number ) => void;
	onChangeTime: (
		index: number,
		field: keyof Interval,
		value: string
	) => void;
}

function IntervalHint( { interval }: { interval: Interval } ) {
	const problem = intervalProblem( interval );
	if ( problem === 'incomplete' ) {
		return (
			<p className="jetpack-business-hours__hint is-warning">
				{ __(
					'Enter both times. Visitors do not see hours without them.',
					'orbit-blocks'
				) }
			</p>
		);
	}
	if ( problem === 'overnight' ) {
		return (
			<p className="jetpack-business-hours__hint">
				{ __( 'Closes the next day.', 'orbit-blocks' ) }
			</p>
		);
	}
	return null;
}

export default function DayEdit( {
	day,
	label,
	onToggle,
	onAdd,
	onRemove,
	onChangeTime,
}: Props ) {
	const open = isOpen( day );
	const removable = canRemoveInterval( day );
	// A day covered from 00:00 to 23:59 has no time left to propose.
	const addable = canAddInterval( day );
	const id = useInstanceId( DayEdit, 'jetpack-business-hours-day' );
	const fullDayHintId = `${ id }-full-day`;
	return (
		<div
			className={ `jetpack-business-hours__day-edit ${ day.name }${
				open ? '' : ' is-closed'
			}` }
			role="group"
			aria-label={ label }
		>
			<div className="jetpack-business-hours__day-head">
				<span className="jetpack-business-hours__day-name">
					{ label }
				</span>
				<OpenToggle
					id={ `${ id }-open` }
					open={ open }
					onToggle={ onToggle }
				/>
			</div>
			{ open && (
				<div className="jetpack-business-hours__intervals">
					{ day.hours.map( ( interval, index ) => {
						// The interval's two ends: the same field for either time.
						const timeField = ( field: keyof Interval ) => (
							<TimeField
								field={ field }
								dayLabel={ label }
								value={ interval[ field ] }
								onChange={ ( value ) =>
									onChangeTime( index, field, value )
								}
							/>
						);
						return (
							<div
								className="jetpack-business-hours__interval"
								key={ index }
							>
								<div className="jetpack-business-hours__interval-times">
									{ timeField( 'opening' ) }
									<span
										className="jetpack-business-hours__separator"
										aria-hidden="true"
									>
										–
									</span>
									{ timeField( 'closing' ) }
									{ removable && (
										<LinkButton
											isDestructive
											className="jetpack-business-hours__remove"
											onClick={ () => onRemove( index ) }
										>
											{ __(
												'Remove Hours',
												'orbit-blocks'
											) }
										</LinkButton>
									) }
								</div>
								<IntervalHint interval={ interval } />
							</div>
						);
					} ) }
					<LinkButton
						className="jetpack-business-hours__add"
						onClick={ onAdd }
						disabled={ ! addable }
						describedBy={ addable ? undefined : fullDayHintId }
					>
						{ __( 'Add Hours', 'orbit-blocks' ) }
					</LinkButton>
					{ ! addable && (
						<p
							className="jetpack-business-hours__hint"
							id={ fullDayHintId }
						>
							{ __(
								'These hours already cover the whole day.',
								'orbit-blocks'
							) }
						</p>
					) }
				</div>
			) }
		</div>
	);
}
