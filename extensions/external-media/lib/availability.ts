/**
 * Where the external media sources are offered (spec 3 section 6: "the
 * external media source works only in the post editor context with the
 * needed site connection"): in the post editor (a post being edited, not a
 * template, template part, navigation menu or pattern of the site editor;
 * the widget editor has no post at all), and only when the site is
 * connected to the account service.
 */
import type { select as selectType } from '@wordpress/data';
import { store as connectionStore } from '../../../store/connection';

const SITE_EDITOR_TYPES = [
	'wp_template',
	'wp_template_part',
	'wp_navigation',
	'wp_global_styles',
];

export function externalMediaAvailable( select: typeof selectType ): boolean {
	let postType: string | undefined;
	try {
		postType = (
			select( 'core/editor' ) as unknown as {
				getCurrentPostType?: () => string | undefined;
			}
		 )?.getCurrentPostType?.();
	} catch {
		postType = undefined;
	}
	if ( ! postType || SITE_EDITOR_TYPES.includes( postType ) ) {
		return false;
	}
	return !! select( connectionStore ).isRegistered();
}
