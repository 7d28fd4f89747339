/**
 * The heading and table of an AI usage report (ai-usage.tsx by user,
 * network-usage.tsx by site): the heading names the table, one column
 * header a column; the report's rows and totals are the children (tbody,
 * tfoot).
 */
import type { ReactNode } from 'react';

export function UsageTable( {
	headingId,
	heading,
	columns,
	children,
}: {
	headingId: string;
	heading: string;
	columns: string[];
	children: ReactNode;
} ) {
	return (
		<>
			<h3 id={ headingId }>{ heading }</h3>
			<table className="widefat striped" aria-labelledby={ headingId }>
				<thead>
					<tr>
						{ columns.map( ( column, index ) => (
							<th key={ index } scope="col">
								{ column }
							</th>
						) ) }
					</tr>
				</thead>
				{ children }
			</table>
		</>
	);
}
