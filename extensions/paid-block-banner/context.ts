/**
 * What a paid block tells the media placeholders inside it: a correctly
 * typed upload hides the block's upgrade banner (spec 3 section 4).
 */
import { createContext } from '@wordpress/element';

export interface PaidBlockContextValue {
	hideBanner: () => void;
}

export const PaidBlockContext = createContext< PaidBlockContextValue | null >(
	null
);

/**
 * Whether every file matches the placeholder's allowed types ("image",
 * "video", or MIME types such as "image/png").
 */
export function filesMatchTypes(
	files: ArrayLike< { type: string } >,
	allowedTypes: readonly string[] | undefined
): boolean {
	const list = Array.from( files );
	if ( ! list.length ) {
		return false;
	}
	if ( ! allowedTypes?.length ) {
		return true;
	}
	return list.every( ( file ) =>
		allowedTypes.some( ( type ) =>
			type.includes( '/' )
				? file.type === type
				: file.type.startsWith( `${ type }/` )
		)
	);
}
