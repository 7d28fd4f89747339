/**
 * Whether the current user may send AI requests (spec 1 section 6): a
 * connected account (the connection store, which follows a reconnect), or a
 * simple or atomic site. The UIs disable sending otherwise; the server
 * refuses such requests too (403 ai_user_not_connected).
 */
import { useSelect } from '@wordpress/data';
import { getEditorState } from '../../shared/editor-state';
import { store as connectionStore } from '../connection';
import { isAiAllowed } from '../../shared/ai/banner-rules';

export function useAiAllowed(): boolean {
	const isUserConnected = useSelect(
		( select ) => select( connectionStore ).isUserConnected(),
		[]
	);
	return isAiAllowed( {
		siteType: getEditorState().siteType,
		isUserConnected,
	} );
}
