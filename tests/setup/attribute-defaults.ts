/**
 * A block's attributes as block.json declares their defaults: name →
 * default, for the attributes that have one. Tests start a block from them
 * as the editor does when it inserts the block.
 */
export function attributeDefaults<
	Attributes = Record< string, unknown >,
>( metadata: { attributes: object } ): Attributes {
	return Object.fromEntries(
		Object.entries( metadata.attributes ).flatMap( ( [ name, spec ] ) =>
			'default' in spec ? [ [ name, spec.default ] ] : []
		)
	) as Attributes;
}
