/**
 * An interval's opening or closing time: the browser's own
 * `<input type="time">` (its keyboard, its picker, the 24-hour value the
 * attribute holds) with TextControl's classes for its look, named for
 * assistive technology by its day ("Opening time for Monday"). Not
 * TextControl: its BaseControl computes its styles with Emotion on every mount,
 * ten times in a default week (docs/performance.md, "Insert to ready").
 */
import { __, sprintf } from '@wordpress/i18n';
import type { Interval } from '../hours';

interface Props {
	field: keyof Interval;
	dayLabel: string;
	value: string;
	onChange: ( value: string ) => void;
}

export default function TimeField( {
	field,
	dayLabel,
	value,
	onChange,
}: Props ) {
	const label =
		field === 'opening'
			? /* translators: %s: day of the week */
			  __( 'Opening time for %s', 'orbit-blocks' )
			: /* translators: %s: day of the week */
			  __( 'Closing time for %s', 'orbit-blocks' );
	return (
		<input
			type="time"
			className="components-text-control__input is-next-40px-default-size jetpack-business-hours__time"
			aria-label={ sprintf( label, dayLabel ) }
			value={ value }
			onChange={ ( event ) => onChange( event.target.value ) }
		/>
	);
}
