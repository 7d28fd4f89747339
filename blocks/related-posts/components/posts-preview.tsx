/**
 * The related posts as visitors get them from the server render
 * (blocks/related-posts/render.php prints the same elements and
 * classes): an optional headline, then one list. In the grid layout every
 * post carries the size of its row (rows.ts), which the stylesheet turns
 * into columns; the list layout is one post a line.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { RelatedPost } from '../../../store/related-posts';
import { headlineText } from '../attributes';
import type { RelatedPostsAttributes } from '../attributes';
import { rowSizeOfEach } from '../rows';

interface Props {
	posts: RelatedPost[];
	attributes: Pick<
		RelatedPostsAttributes,
		| 'postLayout'
		| 'displayAuthor'
		| 'displayDate'
		| 'displayHeadline'
		| 'displayThumbnails'
		| 'displayContext'
		| 'headline'
	>;
}

export default function PostsPreview( { posts, attributes }: Props ) {
	const isGrid = attributes.postLayout !== 'list';
	const rowSizes = rowSizeOfEach( posts.length );
	return (
		<>
			{ attributes.displayHeadline && (
				<h3 className="jetpack-related-posts__headline">
					{ headlineText( attributes.headline ) }
				</h3>
			) }
			<ul className="jetpack-related-posts__posts">
				{ posts.map( ( post, index ) => (
					<li
						key={ post.id }
						className="jetpack-related-posts__post"
						data-row-size={ isGrid ? rowSizes[ index ] : undefined }
					>
						{ attributes.displayThumbnails && (
							<Thumbnail post={ post } />
						) }
						<div className="jetpack-related-posts__body">
							<a
								className="jetpack-related-posts__title"
								href={ post.url }
							>
								{ post.title ||
									__( '(no title)', 'orbit-blocks' ) }
							</a>
							<Meta post={ post } attributes={ attributes } />
							{ attributes.displayContext &&
								post.block_context.text && (
									<div className="jetpack-related-posts__context">
										{ post.block_context.link ? (
											<a href={ post.block_context.link }>
												{ post.block_context.text }
											</a>
										) : (
											post.block_context.text
										) }
									</div>
								) }
						</div>
					</li>
				) ) }
			</ul>
		</>
	);
}

/**
 * The image links to the post too, but only the title is announced and
 * focusable: one link a post for keyboard and screen-reader users. A post
 * without a featured image gets an empty frame, so the cards line up.
 */
function Thumbnail( { post }: { post: RelatedPost } ) {
	if ( ! post.img.src ) {
		return (
			<span
				className="jetpack-related-posts__thumbnail is-empty"
				aria-hidden="true"
			/>
		);
	}
	return (
		<a
			className="jetpack-related-posts__thumbnail"
			href={ post.url }
			tabIndex={ -1 }
			aria-hidden="true"
		>
			<img src={ post.img.src } alt="" loading="lazy" />
		</a>
	);
}

function Meta( {
	post,
	attributes,
}: {
	post: RelatedPost;
	attributes: Props[ 'attributes' ];
} ) {
	const showDate = attributes.displayDate && !! post.date;
	const showAuthor = attributes.displayAuthor && !! post.author;
	if ( ! showDate && ! showAuthor ) {
		return null;
	}
	return (
		<div className="jetpack-related-posts__meta">
			{ showDate && (
				<span className="jetpack-related-posts__date">
					{ post.date }
				</span>
			) }
			{ showAuthor && (
				<span className="jetpack-related-posts__author">
					{ sprintf(
						/* translators: %s: the post author's display name. */
						__( 'By %s', 'orbit-blocks' ),
						post.author
					) }
				</span>
			) }
		</div>
	);
}
