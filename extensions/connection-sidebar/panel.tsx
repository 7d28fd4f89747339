/**
 * The sidebar's content (loaded on demand): the status for everyone; for
 * administrators also the connection buttons and the modules.
 */
import { PanelBody } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { getEditorState } from '../../shared/editor-state';
import { store as connectionStore } from '../../store/connection';
import { ConnectionActions } from './components/connection-actions';
import { ConnectionStatus } from './components/connection-status';
import { ModulesPanel } from './components/modules-panel';
import './panel.scss';

export default function ConnectionPanel() {
	const canManage = getEditorState().user.canManageOptions;
	// Refresh the status and load the account details once the sidebar opens.
	useSelect( ( select ) => {
		select( connectionStore ).getConnectionStatus();
		select( connectionStore ).getConnectionData();
	}, [] );

	return (
		<>
			<PanelBody title={ __( 'Connection', 'orbit-blocks' ) }>
				<ConnectionStatus />
				{ canManage ? (
					<ConnectionActions />
				) : (
					<p className="orbit-connection__note">
						{ __(
							'Only an administrator can change the connection.',
							'orbit-blocks'
						) }
					</p>
				) }
			</PanelBody>
			{ canManage && <ModulesPanel /> }
		</>
	);
}
