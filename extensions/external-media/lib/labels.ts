import { __ } from '@wordpress/i18n';
import {
	SOURCE_GOOGLE_PHOTOS,
	SOURCE_OPENVERSE,
	SOURCE_PEXELS,
	type ExternalSource,
} from './sources';

export function sourceLabel( source: ExternalSource ): string {
	switch ( source ) {
		case SOURCE_GOOGLE_PHOTOS:
			return __( 'Google Photos', 'orbit-blocks' );
		case SOURCE_PEXELS:
			return __( 'Pexels Free Photos', 'orbit-blocks' );
		case SOURCE_OPENVERSE:
			return __( 'Openverse', 'orbit-blocks' );
	}
	return source;
}
