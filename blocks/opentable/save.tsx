/**
 * Saved markup: a link to each restaurant's reservation page, in the block's
 * wrapper. Visitors get the widget instead: blocks/opentable/
 * render.php builds it from the attributes (never from this markup). The
 * markup is the incumbent plugin's, so its posts open as valid blocks; the
 * links are what feeds and readers without the widget show.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { restaurantLink } from './embed-code';
import type { OpenTableAttributes } from './embed-code';

export const restaurantLinks = ( rid: OpenTableAttributes[ 'rid' ] ) =>
	( Array.isArray( rid ) ? rid : [] ).map( ( restaurantId, index ) => (
		<a
			href={ restaurantLink( String( restaurantId ) ) }
			key={ `${ restaurantId }-${ index }` }
		>
			{ restaurantLink( String( restaurantId ) ) }
		</a>
	) );

export default function save( {
	attributes,
}: {
	attributes: OpenTableAttributes;
} ) {
	return (
		<div { ...useBlockProps.save() }>
			{ restaurantLinks( attributes.rid ) }
		</div>
	);
}
