/**
 * The block's attributes (spec 2 section 3) and the rules that keep them in
 * range (section 5: postsToShow 1 to 6; section 9: default 3). The server
 * render applies the same rules (blocks/related-posts/render.php).
 */
import { __ } from '@wordpress/i18n';

export type PostLayout = 'grid' | 'list';

export interface RelatedPostsAttributes {
	postLayout: PostLayout;
	displayAuthor: boolean;
	displayDate: boolean;
	displayHeadline: boolean;
	displayThumbnails: boolean;
	displayContext: boolean;
	headline?: string;
	postsToShow: number;
	className?: string;
}

export const POSTS_TO_SHOW = { min: 1, max: 6, default: 3 } as const;

/** A whole number of posts from 1 to 6; anything unreadable is the default 3. */
export function clampPostsToShow( value: unknown ): number {
	const number = typeof value === 'string' ? Number( value ) : value;
	if ( typeof number !== 'number' || ! Number.isFinite( number ) ) {
		return POSTS_TO_SHOW.default;
	}
	return Math.min(
		POSTS_TO_SHOW.max,
		Math.max( POSTS_TO_SHOW.min, Math.round( number ) )
	);
}

/** "list", or "grid" for anything else (the default). */
export function normaliseLayout( value: unknown ): PostLayout {
	return value === 'list' ? 'list' : 'grid';
}

/**
 * The headline shown when displayHeadline is on: the author's text, or
 * "Related" when they left it empty.
 */
export function headlineText( headline: unknown ): string {
	const text = typeof headline === 'string' ? headline.trim() : '';
	return text || __( 'Related', 'orbit-blocks' );
}
