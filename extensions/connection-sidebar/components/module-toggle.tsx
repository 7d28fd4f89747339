/**
 * One module's switch, in the three states of spec 1 section 4 ("Module
 * toggle"): loading (the list is not in yet), changing (the request is under
 * way; the switch shows where it is going and cannot be used), active.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import type { Module } from '../../../shared/connection-api';
import { store as modulesStore } from '../../../store/modules';
import { ToggleSetting } from '../../../shared/components/settings-controls';

export function ModuleToggle( {
	module,
	siteConnected,
}: {
	module: Module;
	siteConnected: boolean;
} ) {
	const state = useSelect(
		( select ) =>
			select( modulesStore ).getModuleToggleState( module.module ),
		[ module.module ]
	);
	const { setModuleActive } = useDispatch( modulesStore );
	const needsConnection = module.requires_connection && ! siteConnected;
	const changing = state === 'changing';

	let help = module.description;
	if ( changing ) {
		help = module.activated
			? __( 'Turning off…', 'orbit-blocks' )
			: __( 'Turning on…', 'orbit-blocks' );
	} else if ( needsConnection && ! module.activated ) {
		help = __( 'Needs a connected site.', 'orbit-blocks' );
	}

	return (
		<ToggleSetting
			label={ module.name }
			help={ help }
			// While changing, show where the switch is going.
			checked={ changing ? ! module.activated : state === 'active' }
			disabled={ changing || ( needsConnection && ! module.activated ) }
			onChange={ ( active ) => setModuleActive( module.module, active ) }
		/>
	);
}
