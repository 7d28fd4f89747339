/**
 * The toolbar's "Pick an image filter" dropdown. Picking the current filter
 * again clears it (styles.ts nextFilter).
 */
import { ToolbarDropdownMenu } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { filterOptions } from '../edit-options';

const filterIcon = (
	<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
		<path d="M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 1.5v13a6.5 6.5 0 0 1 0-13Z" />
	</svg>
);

export function FilterMenu( {
	value,
	onPick,
}: {
	value: string | undefined;
	onPick: ( filter: string ) => void;
} ) {
	return (
		<ToolbarDropdownMenu
			icon={ filterIcon }
			label={ __( 'Pick an image filter', 'orbit-blocks' ) }
			controls={ filterOptions().map( ( option ) => ( {
				title: option.label,
				isActive: option.value === ( value ?? 'none' ),
				role: 'menuitemradio',
				onClick: () => onPick( option.value ),
			} ) ) }
		/>
	);
}
