/**
 * The settings screen's entry (build/settings.js), which
 * php-stubs/includes/settings-page.php loads on Settings → Orbit Blocks only.
 */
import { createRoot } from '@wordpress/element';
import SettingsScreen from './settings-screen';
import './style.scss';

const root = document.getElementById( 'orbit-blocks-settings' );
if ( root ) {
	// Network Admin → Settings → Orbit Blocks marks its mount point
	// data-scope="network" (php-stubs/includes/settings-page.php).
	createRoot( root ).render(
		<SettingsScreen network={ root.dataset.scope === 'network' } />
	);
}
