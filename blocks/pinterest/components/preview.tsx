/**
 * The editor's preview of an embedded pin, board or profile, close to what
 * Pinterest's widget shows visitors: a pin is its image with its
 * description and pinner; a board or profile is its name and owner over a
 * grid of its latest pins (nine at most). Text goes in as text; images and
 * links are http(s) only (api.ts).
 */
import { __, sprintf } from '@wordpress/i18n';
import type { PinterestPreview } from '../api';

export default function Preview( { preview }: { preview: PinterestPreview } ) {
	const { type, title, subtitle, avatar, pins } = preview;
	if ( type === 'embedPin' ) {
		const [ pin ] = pins;
		return (
			<div className="wp-block-jetpack-pinterest__card is-pin">
				<img
					className="wp-block-jetpack-pinterest__image"
					src={ pin.image }
					width={ pin.width }
					height={ pin.height }
					alt={ pin.description }
				/>
				{ pin.description && (
					<p className="wp-block-jetpack-pinterest__description">
						{ pin.description }
					</p>
				) }
				<Byline
					avatar={ avatar }
					title={ title }
					subtitle={
						subtitle
							? sprintf(
									/* translators: %s: a Pinterest board's name. */
									__( 'Saved to %s', 'orbit-blocks' ),
									subtitle
							  )
							: ''
					}
				/>
			</div>
		);
	}
	return (
		<div
			className={ `wp-block-jetpack-pinterest__card is-${
				type === 'embedBoard' ? 'board' : 'user'
			}` }
		>
			<Byline avatar={ avatar } title={ title } subtitle={ subtitle } />
			<ul className="wp-block-jetpack-pinterest__grid">
				{ pins.map( ( pin ) => (
					<li key={ pin.id }>
						<img src={ pin.image } alt={ pin.description } />
					</li>
				) ) }
			</ul>
		</div>
	);
}

function Byline( {
	avatar,
	title,
	subtitle,
}: {
	avatar: string;
	title: string;
	subtitle: string;
} ) {
	return (
		<div className="wp-block-jetpack-pinterest__byline">
			{ avatar && (
				<img src={ avatar } alt="" width={ 30 } height={ 30 } />
			) }
			<div>
				{ title && (
					<strong className="wp-block-jetpack-pinterest__title">
						{ title }
					</strong>
				) }
				{ subtitle && (
					<span className="wp-block-jetpack-pinterest__subtitle">
						{ subtitle }
					</span>
				) }
			</div>
			<span className="wp-block-jetpack-pinterest__brand">Pinterest</span>
		</div>
	);
}
