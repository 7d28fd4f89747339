/**
 * The sidebar's Required toggle of a field (the field blocks and the file
 * field alike).
 */
import { __ } from '@wordpress/i18n';
import { ToggleSetting } from '../../../shared/components/settings-controls';

export function RequiredSetting( {
	checked,
	onChange,
}: {
	checked: boolean | undefined;
	onChange: ( required: boolean ) => void;
} ) {
	return (
		<ToggleSetting
			label={ __( 'Required', 'orbit-blocks' ) }
			help={ __(
				'Visitors cannot send the form without it.',
				'orbit-blocks'
			) }
			checked={ checked }
			onChange={ onChange }
		/>
	);
}
