/**
 * The non-selected view: the same definition list that visitors get from the
 * server render (blocks/business-hours/render.php).
 */
import { Fragment } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { formatDay } from '../hours';
import type { Day } from '../hours';
import type { LocalizedWeek } from '../../../store/business-hours';

interface Props {
	days: Day[];
	labels: LocalizedWeek[ 'days' ];
	format: string;
	wrapperProps: Record< string, unknown >;
}

export default function HoursPreview( {
	days,
	labels,
	format,
	wrapperProps,
}: Props ) {
	return (
		<dl { ...wrapperProps }>
			{ days.map( ( day ) => {
				const text = formatDay( day.hours, format );
				return (
					<Fragment key={ day.name }>
						<dt
							className={ `jetpack-business-hours__day ${ day.name }` }
						>
							{ labels[ day.name ] }
						</dt>
						<dd
							className={ `jetpack-business-hours__hours ${
								day.name
							}${ text === null ? ' is-closed' : '' }` }
						>
							{ text ?? __( 'Closed', 'orbit-blocks' ) }
						</dd>
					</Fragment>
				);
			} ) }
		</dl>
	);
}
