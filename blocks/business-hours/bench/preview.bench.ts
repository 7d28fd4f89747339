/**
 * What the business-hours preview does on each render: read the attribute,
 * order the week and format each day's hours. A long page has about ten.
 */
import { defineBench } from '../../../tests/bench/micro-bench';
import { defaultDays, formatDay, normaliseDays, orderDays } from '../hours';

export default defineBench( {
	name: 'business hours preview',
	unit: 'weeks',
	size: 10,
	setup: ( size ) =>
		Array.from( { length: size }, ( _, i ) =>
			defaultDays().map( ( day ) =>
				i % 2
					? {
							...day,
							hours: [
								...day.hours,
								{ opening: '18:00', closing: '02:00' },
							],
					  }
					: day
			)
		),
	run: ( weeks ) => {
		let lines = 0;
		for ( const week of weeks ) {
			for ( const day of orderDays( normaliseDays( week ), 1 ) ) {
				if ( formatDay( day.hours, 'g:i a' ) ) {
					lines++;
				}
			}
		}
		return lines;
	},
} );
