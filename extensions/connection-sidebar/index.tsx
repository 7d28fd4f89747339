/**
 * The connection sidebar (issue 3, item 10): an editor sidebar, opened from
 * its toolbar pin or the Options menu, where administrators connect the site
 * and their account and switch modules, and everyone else sees the status.
 * Only this shell is in the editor entry; the panel and its stores load the
 * first time the sidebar opens.
 */
import { PluginSidebar, PluginSidebarMoreMenuItem } from '@wordpress/editor';
import { __ } from '@wordpress/i18n';
import { connection as icon } from '@wordpress/icons';
import { registerPlugin } from '@wordpress/plugins';
import { lazyEdit } from '../../shared/lazy-edit';

export const SIDEBAR_NAME = 'orbit-blocks-connection';

const ConnectionPanel = lazyEdit(
	() => import( /* webpackChunkName: "connection-sidebar" */ './panel' ),
	// Not a block's edit: loaded when shown, never prefetched.
	{ prefetch: false }
);

function ConnectionSidebar() {
	const title = __( 'Orbit Blocks connection', 'orbit-blocks' );
	return (
		<>
			<PluginSidebarMoreMenuItem target={ SIDEBAR_NAME } icon={ icon }>
				{ title }
			</PluginSidebarMoreMenuItem>
			<PluginSidebar name={ SIDEBAR_NAME } title={ title } icon={ icon }>
				<ConnectionPanel />
			</PluginSidebar>
		</>
	);
}

registerPlugin( SIDEBAR_NAME, { render: ConnectionSidebar, icon } );
