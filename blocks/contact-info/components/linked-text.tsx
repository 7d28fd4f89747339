/**
 * Renders text segments: plain text as text (React escapes it), links as
 * <a>. Used by save and by the editor preview of a block that is not
 * selected; in the preview a click selects the block instead of following
 * the link, as core's linked blocks do.
 */
import type { MouseEvent } from 'react';
import type { TextSegment } from '../segments';

const stay = ( event: MouseEvent ) => event.preventDefault();

export function LinkedText( {
	segments,
	preview = false,
}: {
	segments: TextSegment[];
	preview?: boolean;
} ) {
	return (
		<>
			{ segments.map( ( segment, index ) =>
				segment.href === undefined ? (
					segment.text
				) : (
					<a
						key={ index }
						href={ segment.href }
						onClick={ preview ? stay : undefined }
					>
						{ segment.text }
					</a>
				)
			) }
		</>
	);
}
