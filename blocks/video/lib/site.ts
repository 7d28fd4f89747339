/**
 * Site conditions of the video block (spec 3 section 6): on a hosted or
 * atomic site whose plan is missing or unknown, the placeholder's Media
 * Library and Upload buttons are disabled. The Details panel shows only
 * when the chapters block is available: this plugin has no separate
 * chapters block, so chapters count as available unless the host lists
 * "video-chapters" as unavailable.
 */
import { getEditorState } from '../../../shared/editor-state';

export function mediaButtonsDisabled( state = getEditorState() ): boolean {
	return (
		( state.siteType === 'simple' || state.siteType === 'atomic' ) &&
		! state.plan?.product_slug
	);
}

export function chaptersAvailable( state = getEditorState() ): boolean {
	const entry = state.availableBlocks?.[ 'video-chapters' ];
	return ! entry || entry.available;
}
