/**
 * The file field in the editor: its label (editable in place, unless the
 * field holds the incumbent's jetpack/label block, which then shows itself),
 * the dropzone, and the sidebar: Required, Allowed file types (among the
 * site's) and Maximum file size (up to the site's upload limit).
 */
import {
	InspectorControls,
	store as blockEditorStore,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import {
	DROPZONE,
	effectiveFileTypes,
	effectiveMaxSizeMb,
	fileTypeChoices,
	type FileFieldAttributes,
} from './file-types';
import { FieldLabelText } from './field-label-text';
import { RequiredSetting } from './required-setting';
import {
	CheckboxSetting,
	TextSetting,
} from '../../../shared/components/settings-controls';

interface EditorSettings {
	allowedMimeTypes?: Record< string, string >;
	maxUploadFileSize?: number;
}

function useSiteLimits(): EditorSettings {
	return useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as {
					getSettings: () => EditorSettings;
				}
			 ).getSettings(),
		[]
	);
}

export function FileFieldEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< FileFieldAttributes > ) {
	const { allowedMimeTypes, maxUploadFileSize } = useSiteLimits();
	const hasLabelBlock = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as {
					getBlocks: ( id: string ) => Array< { name: string } >;
				}
			 )
				.getBlocks( clientId )
				.some( ( block ) => block.name === 'jetpack/label' ),
		[ clientId ]
	);
	const blockProps = useBlockProps( {
		className: 'orbit-form-field orbit-form-field--file',
	} );
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'orbit-form-field__file-inner' },
		{
			allowedBlocks: [ 'jetpack/label', DROPZONE ],
			template: [ [ DROPZONE, {} ] ],
			templateLock: false,
			renderAppender: false,
		}
	);
	const choices = fileTypeChoices( allowedMimeTypes );
	const types = effectiveFileTypes(
		attributes.allowedTypes,
		allowedMimeTypes
	);
	const siteMaxMb = maxUploadFileSize
		? Math.floor( ( maxUploadFileSize / 1048576 ) * 10 ) / 10
		: 0;
	const maxMb = effectiveMaxSizeMb(
		attributes.maxFileSize,
		maxUploadFileSize
	);
	const toggleType = ( mime: string, on: boolean ) => {
		const next = on
			? [ ...types.filter( ( type ) => type !== mime ), mime ]
			: types.filter( ( type ) => type !== mime );
		setAttributes( { allowedTypes: next } );
	};

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Field settings', 'orbit-blocks' ) }>
					<RequiredSetting
						checked={ attributes.required }
						onChange={ ( required ) =>
							setAttributes( { required } )
						}
					/>
					<TextSetting
						type="number"
						min={ 0.1 }
						max={ siteMaxMb || undefined }
						step={ 0.1 }
						label={ __( 'Maximum file size (MB)', 'orbit-blocks' ) }
						help={
							siteMaxMb
								? sprintf(
										/* translators: %s: the site's upload limit in MB */
										__(
											'At most %s MB, the site’s upload limit.',
											'orbit-blocks'
										),
										String( siteMaxMb )
								  )
								: undefined
						}
						value={ String( maxMb ) }
						onChange={ ( value ) => {
							const size = parseFloat( value );
							if ( Number.isFinite( size ) && size > 0 ) {
								setAttributes( {
									maxFileSize: siteMaxMb
										? Math.min( size, siteMaxMb )
										: size,
								} );
							}
						} }
					/>
				</PanelBody>
				<PanelBody
					title={ __( 'Allowed file types', 'orbit-blocks' ) }
					initialOpen={ false }
				>
					{ choices.map( ( choice ) => (
						<CheckboxSetting
							key={ choice.mime }
							label={ choice.extensions }
							checked={ types.includes( choice.mime ) }
							onChange={ ( on ) => toggleType( choice.mime, on ) }
						/>
					) ) }
				</PanelBody>
			</InspectorControls>
			{ ! hasLabelBlock && (
				<div className="orbit-form-field__label">
					<FieldLabelText
						placeholder={ __( 'Upload a file', 'orbit-blocks' ) }
						value={ attributes.label }
						onChange={ ( label: string ) =>
							setAttributes( { label } )
						}
						required={ attributes.required }
						disableLineBreaks={ false }
					/>
				</div>
			) }
			<div { ...innerBlocksProps } />
			<p className="orbit-form-field__hint">
				{ sprintf(
					/* translators: 1: allowed file extensions, 2: largest size in MB */
					__( 'Allowed: %1$s. Up to %2$s MB.', 'orbit-blocks' ),
					fileTypeChoices( allowedMimeTypes )
						.filter( ( choice ) => types.includes( choice.mime ) )
						.map( ( choice ) => choice.extensions )
						.join( ', ' ) || __( 'none', 'orbit-blocks' ),
					String( maxMb )
				) }
			</p>
		</div>
	);
}

export function DropzoneEdit( { clientId }: BlockEditProps< object > ) {
	const blockProps = useBlockProps();
	const innerBlocksProps = useInnerBlocksProps( blockProps, {
		allowedBlocks: [ 'core/paragraph', 'core/heading', 'core/image' ],
		renderAppender: false,
	} );
	const empty = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as {
					getBlockCount: ( id: string ) => number;
				}
			 ).getBlockCount( clientId ) === 0,
		[ clientId ]
	);
	return (
		<div { ...innerBlocksProps }>
			{ innerBlocksProps.children }
			{ empty && (
				<p className="orbit-form-dropzone__placeholder">
					{ __(
						'Drag and drop or click to select a file.',
						'orbit-blocks'
					) }
				</p>
			) }
		</div>
	);
}
