/**
 * The results to choose from, shown under the GIF while the block is
 * selected and the search gave more than one (spec 2 "GIF search").
 * Choosing one replaces the GIF; the chosen one is marked pressed.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { Gif } from '../giphy';

export default function Thumbnails( {
	gifs,
	current,
	onChoose,
}: {
	gifs: Gif[];
	current: string | null;
	onChoose: ( gif: Gif ) => void;
} ) {
	return (
		<ul
			className="wp-block-jetpack-gif__thumbnails"
			aria-label={ __( 'Search results', 'orbit-blocks' ) }
		>
			{ gifs.map( ( gif, index ) => (
				<li key={ gif.id }>
					<button
						type="button"
						className="wp-block-jetpack-gif__thumbnail"
						aria-pressed={ gif.embedUrl === current }
						aria-label={ sprintf(
							/* translators: 1: result number, 2: the GIF's title. */
							__( 'Choose GIF %1$d: %2$s', 'orbit-blocks' ),
							index + 1,
							gif.title || gif.id
						) }
						onClick={ () => onChoose( gif ) }
					>
						{ gif.thumbnail ? (
							<img src={ gif.thumbnail } alt="" loading="lazy" />
						) : (
							<span>{ gif.title || gif.id }</span>
						) }
					</button>
				</li>
			) ) }
		</ul>
	);
}
