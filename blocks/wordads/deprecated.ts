/**
 * Older content saved hideMobile as a string ("true"/"false"). The current
 * schema wants a boolean, so the parser would drop such a value and hide the
 * choice; this version reads it as it was stored and migrates it to a
 * boolean (spec 3 section 3: hideMobile coerced to boolean).
 */
import { coerceBoolean } from './formats';

interface StoredAttributes {
	hideMobile?: unknown;
	[ key: string ]: unknown;
}

export const stringHideMobile = {
	attributes: {
		align: { type: 'string', default: 'center' },
		format: { type: 'string', default: 'mrec' },
		hideMobile: { type: [ 'string', 'number' ] },
	},
	supports: { html: false, reusable: false },
	isEligible: (
		_attributes: unknown,
		_innerBlocks: unknown,
		{ blockNode }: { blockNode: { attrs?: StoredAttributes } }
	) =>
		blockNode?.attrs?.hideMobile !== undefined &&
		typeof blockNode.attrs.hideMobile !== 'boolean',
	migrate: ( attributes: StoredAttributes ) => ( {
		...attributes,
		hideMobile: coerceBoolean( attributes.hideMobile ),
	} ),
	save: () => null,
};

export default [ stringHideMobile ];
