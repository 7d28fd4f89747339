/**
 * The form in the editor: its fields as visitors see them (each field block
 * shows a disabled input), the submit button, and the form settings in the
 * sidebar. A new form without inner blocks offers starting layouts.
 */
import {
	InnerBlocks,
	InspectorControls,
	store as blockEditorStore,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { createBlock, type BlockEditProps } from '@wordpress/blocks';
import { useDispatch, useSelect } from '@wordpress/data';
import { LayoutPlaceholder } from './components/layout-placeholder';
import { FormSettings } from './components/form-settings';
import { fieldDefinitions, fieldName } from './fields/definitions';
import { FILE_FIELD } from './fields/file-types';
import type { BlockTemplate } from './layouts';
import type { FormAttributes } from './settings';
import { STEP_BLOCKS } from './steps/names';
import './editor.scss';

// Fields, the submit and a few text blocks for headings and hints; the
// file field and the step blocks (steps/).
export const ALLOWED_BLOCKS = [
	...fieldDefinitions().map( ( field ) => fieldName( field.slug ) ),
	FILE_FIELD,
	...STEP_BLOCKS,
	'jetpack/button',
	'core/paragraph',
	'core/heading',
	'core/separator',
	'core/spacer',
];

export function blocksFromTemplate( template: BlockTemplate ) {
	return template.map( ( [ name, attributes ] ) =>
		createBlock( name, attributes )
	);
}

export default function ContactFormEdit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: BlockEditProps< FormAttributes > ) {
	const hasInnerBlocks = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as {
					getBlockCount: ( id: string ) => number;
				}
			 ).getBlockCount( clientId ) > 0,
		[ clientId ]
	);
	const { replaceInnerBlocks } = useDispatch(
		blockEditorStore
	) as unknown as {
		replaceInnerBlocks: (
			id: string,
			blocks: ReturnType< typeof createBlock >[],
			update?: boolean
		) => void;
	};
	const blockProps = useBlockProps( {
		className: hasInnerBlocks ? undefined : 'is-placeholder',
	} );
	const innerBlocksProps = useInnerBlocksProps( blockProps, {
		allowedBlocks: ALLOWED_BLOCKS,
		templateLock: false,
		renderAppender: isSelected
			? InnerBlocks.ButtonBlockAppender
			: undefined,
	} );

	const settings = (
		<InspectorControls>
			<FormSettings
				attributes={ attributes }
				setAttributes={ setAttributes }
				instanceId={ `orbit-contact-form-${ clientId }` }
			/>
		</InspectorControls>
	);

	if ( ! hasInnerBlocks ) {
		return (
			<div { ...blockProps }>
				{ settings }
				<LayoutPlaceholder
					onChoose={ ( template ) =>
						replaceInnerBlocks(
							clientId,
							blocksFromTemplate( template ),
							false
						)
					}
				/>
			</div>
		);
	}

	return (
		<>
			{ settings }
			<div { ...innerBlocksProps } />
		</>
	);
}
