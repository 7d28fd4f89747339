/**
 * The block editor package as the form's editor tests use it (edit,
 * steps-edit), built in their jest.mock factory with
 * require( './form-block-editor' ): the sidebar rendered in place, plain
 * block props, and the inner blocks' wrapper marked with the test id
 * `inner-blocks`.
 */
export const formBlockEditor = () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	InspectorControls: ( { children }: { children: unknown } ) => children,
	useBlockProps: ( props: { className?: string } = {} ) => props,
	useInnerBlocksProps: ( props: object ) => ( {
		...props,
		'data-testid': 'inner-blocks',
	} ),
} );
