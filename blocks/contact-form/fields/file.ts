/**
 * Registers the file upload field (jetpack/field-file) and its dropzone
 * (jetpack/dropzone), in the incumbent's shapes. The field keeps the
 * incumbent's attributes (label, required, id, width, maxfiles) and adds
 * ours: allowedTypes (MIME types) and maxFileSize (MB). Its edit UI is in
 * the form's on-demand chunk.
 */
import { registerBlockType } from '@wordpress/blocks';
import type { ComponentType } from 'react';
import { __ } from '@wordpress/i18n';
import { lazyEdit } from '../../../shared/lazy-edit';
import { lineIcon } from '../icons';
import { FORM_BLOCK } from './definitions';
import { DropzoneSave, FileFieldSave } from './file-save';
import { DROPZONE, FILE_FIELD } from './file-types';

const DROPZONE_SUPPORTS = {
	html: false,
	reusable: false,
	align: [ 'wide', 'full' ],
	color: { gradients: true, link: true },
	spacing: { margin: [ 'top', 'bottom' ], padding: true },
	dimensions: { minHeight: true },
	__experimentalBorder: {
		color: true,
		radius: true,
		style: true,
		width: true,
	},
	layout: {
		type: 'flex',
		allowSwitching: false,
		allowInheriting: false,
		default: { type: 'flex' },
	},
};

/** The look the incumbent's first dropzones saved only as inline style. */
const FIRST_DROPZONE_STYLE = {
	spacing: {
		padding: { top: '48px', bottom: '48px', left: '48px', right: '48px' },
		margin: { top: '8px', bottom: '8px' },
	},
	border: { style: 'dashed', width: '1px', color: 'rgba(125,125,125,0.3)' },
};

const edit = ( which: 'field' | 'dropzone' ) =>
	lazyEdit< object >( () =>
		import(
			/* webpackChunkName: "contact-form-edit" */ './file-edit'
		).then( ( module ) => ( {
			default: ( which === 'field'
				? module.FileFieldEdit
				: module.DropzoneEdit ) as ComponentType< object >,
		} ) )
	);

export function registerFileField(): void {
	registerBlockType(
		FILE_FIELD as never,
		{
			apiVersion: 3,
			title: __( 'File upload field', 'orbit-blocks' ),
			description: __(
				'Lets visitors send a file with the form.',
				'orbit-blocks'
			),
			keywords: [
				__( 'file', 'orbit-blocks' ),
				__( 'upload', 'orbit-blocks' ),
				__( 'attachment', 'orbit-blocks' ),
			],
			category: 'widgets',
			ancestor: [ FORM_BLOCK ],
			textdomain: 'orbit-blocks',
			icon: lineIcon( 'M12 16V4M7 9l5-5 5 5M4 16v4h16v-4' ),
			attributes: {
				label: { type: 'string', default: '' },
				required: { type: 'boolean', default: false },
				requiredIndicator: { type: 'boolean', default: true },
				id: { type: 'string' },
				width: { enum: [ 25, 33, 50, 75, 100, 'auto' ], default: 100 },
				maxfiles: { type: 'number', default: 1 },
				allowedTypes: { type: 'array', default: [] },
				maxFileSize: { type: 'number' },
			},
			supports: { html: false, reusable: false },
			edit: edit( 'field' ),
			save: FileFieldSave,
		} as never
	);

	registerBlockType(
		DROPZONE as never,
		{
			apiVersion: 3,
			title: __( 'File upload dropzone', 'orbit-blocks' ),
			description: __(
				'Where visitors drop or choose their file.',
				'orbit-blocks'
			),
			category: 'widgets',
			parent: [ FILE_FIELD ],
			textdomain: 'orbit-blocks',
			icon: lineIcon( 'M3 6h18v12H3zM12 15V9M9 12l3-3 3 3' ),
			attributes: {},
			supports: DROPZONE_SUPPORTS,
			edit: edit( 'dropzone' ),
			save: DropzoneSave,
			deprecated: [
				{
					// The incumbent's first dropzones had their look as the
					// style attribute's default, so the comment left it out
					// and only the markup's inline style holds it; migrated,
					// the block keeps it in its comment.
					attributes: {
						style: {
							type: 'object',
							default: FIRST_DROPZONE_STYLE,
						},
					},
					supports: DROPZONE_SUPPORTS,
					save: DropzoneSave,
				},
			],
		} as never
	);
}
