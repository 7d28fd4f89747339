/**
 * What the editor's controls offer (spec 3 section 3): the filters and Link
 * To, and the filter rule. Only the edit chunk imports this file, so its
 * labels stay out of the editor entry.
 */
import { __ } from '@wordpress/i18n';
import { isFilter } from './styles';

/** Picking the current filter again clears it. */
export function nextFilter(
	current: string | undefined,
	picked: string
): string | undefined {
	if ( picked === 'none' || picked === current ) {
		return undefined;
	}
	return isFilter( picked ) ? picked : current;
}

export function filterOptions() {
	return [
		{ value: 'none', label: __( 'Original', 'orbit-blocks' ) },
		{
			value: 'black-and-white',
			label: __( 'Black and white', 'orbit-blocks' ),
		},
		{ value: 'sepia', label: __( 'Sepia', 'orbit-blocks' ) },
		{ value: '1977', label: __( '1977', 'orbit-blocks' ) },
		{ value: 'clarendon', label: __( 'Clarendon', 'orbit-blocks' ) },
		{ value: 'gingham', label: __( 'Gingham', 'orbit-blocks' ) },
	];
}

export function linkToOptions() {
	return [
		{ value: 'attachment', label: __( 'Attachment Page', 'orbit-blocks' ) },
		{ value: 'media', label: __( 'Media File', 'orbit-blocks' ) },
		{ value: 'none', label: __( 'None', 'orbit-blocks' ) },
	];
}
