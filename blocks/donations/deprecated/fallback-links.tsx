/**
 * The incumbent's later saves: for visitors without JavaScript, one section
 * a shown interval, separated by hr.donations__separator:
 *
 * div.wp-block-jetpack-donations
 *   h4 (heading), p (extra text),
 *   a.jetpack-donations-fallback-link[href][rel="noopener noreferrer noamphtml"][target=_blank] (button text)
 *
 * Its versions wrote the author's texts or its own translated defaults, so
 * the texts are read from the markup and written back as they are. The
 * intervals, plans and the author's texts are in the comment already; the
 * render draws the form from them and never prints this markup.
 */
import { Fragment, RawHTML } from '@wordpress/element';
import metadata from '../block.json';
import { currentAttributes } from './current-attributes';

const LINK = 'a.jetpack-donations-fallback-link';
const html = { type: 'string', source: 'html' };
const all = ( selector: string, query: Record< string, unknown > ) => ( {
	type: 'array',
	source: 'query',
	selector,
	query,
} );

interface Saved {
	headings?: { html?: string }[];
	texts?: { html?: string }[];
	links?: { html?: string; href?: string }[];
}

export default {
	attributes: {
		...metadata.attributes,
		fallbackLinkUrl: { type: 'string' },
		headings: all( 'h4', { html } ),
		texts: all( 'p', { html } ),
		links: all( LINK, {
			html,
			href: { type: 'string', source: 'attribute', attribute: 'href' },
		} ),
	},
	apiVersion: 3,
	supports: { html: false },
	save: ( { attributes: saved }: { attributes: Saved } ) => (
		<div className="wp-block-jetpack-donations">
			{ ( saved.headings ?? [] ).map( ( heading, index ) => {
				const link = saved.links?.[ index ];
				return (
					<Fragment key={ index }>
						{ index > 0 && <hr className="donations__separator" /> }
						<h4>
							<RawHTML>{ heading.html ?? '' }</RawHTML>
						</h4>
						<p>
							<RawHTML>
								{ saved.texts?.[ index ]?.html ?? '' }
							</RawHTML>
						</p>
						<a
							className="jetpack-donations-fallback-link"
							href={ link?.href }
							rel="noopener noreferrer noamphtml"
							target="_blank"
						>
							<RawHTML>{ link?.html ?? '' }</RawHTML>
						</a>
					</Fragment>
				);
			} ) }
		</div>
	),
	migrate: currentAttributes,
};
