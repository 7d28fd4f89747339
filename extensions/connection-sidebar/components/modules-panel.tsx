import { Notice, PanelBody, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as connectionStore } from '../../../store/connection';
import { store as modulesStore } from '../../../store/modules';
import { ModuleToggle } from './module-toggle';

export function ModulesPanel() {
	const { modules, error, siteConnected } = useSelect( ( select ) => {
		return {
			modules: select( modulesStore ).getModules(),
			error: select( modulesStore ).getModulesError(),
			siteConnected:
				select( connectionStore ).getConnectionStatus().isActive,
		};
	}, [] );

	return (
		<PanelBody title={ __( 'Modules', 'orbit-blocks' ) }>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ modules === null && ! error && (
				<p className="orbit-modules__loading">
					<Spinner /> { __( 'Loading modules…', 'orbit-blocks' ) }
				</p>
			) }
			{ modules && (
				<div className="orbit-modules__list">
					{ Object.values( modules ).map( ( module ) => (
						<ModuleToggle
							key={ module.module }
							module={ module }
							siteConnected={ siteConnected }
						/>
					) ) }
				</div>
			) }
		</PanelBody>
	);
}
