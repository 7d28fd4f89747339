/**
 * Whether the current user may send AI requests (spec 1 section 6): a
 * connected account (the connection store, which follows a reconnect), or a
 * simple or atomic site, and the site's policy allowing this user (the AI
 * store's feature status). The UIs disable sending otherwise; the server
 * refuses such requests too (403 ai_user_not_connected).
 */
import { useSelect } from '@wordpress/data';
import { getEditorState } from '../../shared/editor-state';
import { store as connectionStore } from '../connection';
import { isAiAllowed } from '../../shared/ai/banner-rules';
import { store as aiStore } from './index';

export function useAiAllowed(): boolean {
	const { isUserConnected, userAllowed } = useSelect(
		( select ) => ( {
			isUserConnected: select( connectionStore ).isUserConnected(),
			userAllowed: select( aiStore ).getAiAssistantFeature().userAllowed,
		} ),
		[]
	);
	return isAiAllowed( {
		siteType: getEditorState().siteType,
		isUserConnected,
		userAllowed,
	} );
}
