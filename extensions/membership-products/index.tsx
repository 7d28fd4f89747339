/**
 * The "Membership products" panel of the post settings sidebar (issue 3,
 * item 3): the payment account's state, the products and subscriber counts,
 * and a form to add a product. Only this shell is in the editor entry; the
 * panel's content, the memberships store and the currency table load the
 * first time the panel is opened.
 */
import { PluginDocumentSettingPanel } from '@wordpress/editor';
import { __ } from '@wordpress/i18n';
import { registerPlugin } from '@wordpress/plugins';
import { lazyEdit } from '../../shared/lazy-edit';

export const PLUGIN_NAME = 'orbit-blocks-membership-products';

const MembershipProductsPanel = lazyEdit(
	() => import( /* webpackChunkName: "membership-products" */ './panel' ),
	// Not a block's edit: loaded when shown, never prefetched.
	{ prefetch: false }
);

export function MembershipProductsDocumentPanel() {
	return (
		<PluginDocumentSettingPanel
			name={ PLUGIN_NAME }
			title={ __( 'Membership products', 'orbit-blocks' ) }
			className="orbit-membership-products"
		>
			<MembershipProductsPanel />
		</PluginDocumentSettingPanel>
	);
}

registerPlugin( PLUGIN_NAME, { render: MembershipProductsDocumentPanel } );
