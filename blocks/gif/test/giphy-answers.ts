/**
 * Answers of the GIF service as Giphy gives them (recorded shape: data with
 * id, title, embed_url and images.original / downsized_still /
 * fixed_width_still with url, width and height as strings).
 */
export function giphyItem(
	id: string,
	{
		title = `${ id } GIF`,
		width = '480',
		height = '270',
		embedUrl = `https://giphy.com/embed/${ id }`,
	}: {
		title?: string;
		width?: string;
		height?: string;
		embedUrl?: string;
	} = {}
) {
	return {
		type: 'gif',
		id,
		slug: `${ title.toLowerCase().replace( /\W+/g, '-' ) }-${ id }`,
		url: `https://giphy.com/gifs/${ id }`,
		title,
		embed_url: embedUrl,
		images: {
			original: {
				url: `https://media.giphy.com/media/${ id }/giphy.gif`,
				width,
				height,
			},
			downsized_still: {
				url: `https://media.giphy.com/media/${ id }/giphy_s.gif`,
				width,
				height,
			},
			fixed_width_still: {
				url: `https://media.giphy.com/media/${ id }/200w_s.gif`,
				width: '200',
				height: String(
					Math.round( ( 200 * Number( height ) ) / Number( width ) )
				),
			},
		},
	};
}

export const searchAnswer = ( items: unknown[] ) => ( {
	data: items,
	pagination: { total_count: items.length, count: items.length, offset: 0 },
	meta: { status: 200, msg: 'OK', response_id: 'test' },
} );

export const byIdAnswer = ( item: unknown ) => ( {
	data: item,
	meta: { status: 200, msg: 'OK', response_id: 'test' },
} );

/** A fetch Response double. */
export function respond( status: number, body: unknown ): Response {
	return {
		ok: status >= 200 && status < 300,
		status,
		json: async () => {
			if ( typeof body === 'string' ) {
				throw new SyntaxError( 'Unexpected token' );
			}
			return body;
		},
	} as Response;
}
