/**
 * '@wordpress/block-editor' for a block's component test, for jest.mock's
 * factory to return: the real module, with the block toolbar and the
 * sidebar rendered in place (a test has no editor slots for them) and
 * useBlockProps giving the block's class beside the edit's own.
 * `overrides` replace or add exports:
 *
 *     jest.mock( '@wordpress/block-editor', () =>
 *         jest
 *             .requireActual( '../../../tests/setup/block-editor-in-place' )
 *             .blockEditorInPlace( 'wp-block-jetpack-calendly' )
 *     );
 */
export function blockEditorInPlace(
	blockClass: string,
	overrides: Record< string, unknown > = {}
) {
	return {
		...jest.requireActual( '@wordpress/block-editor' ),
		BlockControls: ( { children }: { children: unknown } ) => children,
		InspectorControls: ( { children }: { children: unknown } ) => children,
		useBlockProps: ( props: { className?: string } = {} ) => ( {
			...props,
			className: [ blockClass, props.className ]
				.filter( Boolean )
				.join( ' ' ),
		} ),
		...overrides,
	};
}

/**
 * useInnerBlocksProps that shows what the edit asks for: the template and
 * its lock as data attributes of the inner blocks' element.
 */
export function innerBlocksShowingTemplate(
	props: Record< string, unknown >,
	options: { template: unknown; templateLock: unknown }
) {
	return {
		...props,
		'data-testid': 'inner-blocks',
		'data-template': JSON.stringify( options.template ),
		'data-lock': options.templateLock,
	};
}
