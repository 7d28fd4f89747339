/**
 * The step blocks in the editor. Every step shows its fields at once (the
 * author sees the whole form), headed by "Step N of M" and its title; the
 * container offers "Add step"; the progress indicator previews its style;
 * the navigation holds the submit button (Previous and Next are added for
 * visitors by the host when the navigation has none of its own).
 */
import {
	store as blockEditorStore,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { createBlock, type BlockEditProps } from '@wordpress/blocks';
import { Button } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import type { ComponentType } from 'react';
import { ALLOWED_BLOCKS } from '../edit';
import { submitButton } from '../layouts';
import {
	PROGRESS_INDICATOR,
	STEP,
	STEP_BLOCKS,
	STEP_CONTAINER,
	STEP_NAVIGATION,
	type ProgressAttributes,
	type StepAttributes,
} from './names';
import {
	SelectSetting,
	TextSetting,
} from '../../../shared/components/settings-controls';
import { SettingsPanel } from '../../../shared/components/settings-panel';

interface BlockLike {
	clientId: string;
	name: string;
	innerBlocks: BlockLike[];
}

interface EditorSelectors {
	getBlockRootClientId: ( id: string ) => string | null;
	getBlockOrder: ( id?: string ) => string[];
	getBlocks: ( id?: string ) => BlockLike[];
}

const editorSelect = ( select: ( store: unknown ) => unknown ) =>
	select( blockEditorStore ) as EditorSelectors;

/** What a step may hold: the form's blocks without the step blocks. */
export const STEP_ALLOWED_BLOCKS = ALLOWED_BLOCKS.filter(
	( name ) => ! STEP_BLOCKS.includes( name )
);

function StepContainerEdit( { clientId }: BlockEditProps< object > ) {
	const blockProps = useBlockProps( {
		className: 'jetpack-form-step-container',
	} );
	const innerBlocksProps = useInnerBlocksProps( blockProps, {
		allowedBlocks: [ STEP ],
		template: [ [ STEP, {} ] ],
		renderAppender: false,
	} );
	const count = useSelect(
		( select ) => editorSelect( select ).getBlockOrder( clientId ).length,
		[ clientId ]
	);
	const { insertBlock } = useDispatch( blockEditorStore ) as unknown as {
		insertBlock: (
			block: ReturnType< typeof createBlock >,
			index: number,
			rootClientId: string
		) => void;
	};
	return (
		<div className="jetpack-form-steps-wrapper">
			<div { ...innerBlocksProps } />
			<Button
				variant="secondary"
				className="orbit-form-steps__add"
				onClick={ () =>
					insertBlock( createBlock( STEP ), count, clientId )
				}
			>
				{ __( 'Add step', 'orbit-blocks' ) }
			</Button>
		</div>
	);
}

function StepEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< StepAttributes > ) {
	const { position, total } = useSelect(
		( select ) => {
			const editor = editorSelect( select );
			const parent = editor.getBlockRootClientId( clientId ) ?? '';
			const order = editor.getBlockOrder( parent );
			return {
				position: order.indexOf( clientId ) + 1,
				total: order.length,
			};
		},
		[ clientId ]
	);
	const blockProps = useBlockProps();
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'orbit-form-step__fields' },
		{
			allowedBlocks: STEP_ALLOWED_BLOCKS,
			templateLock: false,
		}
	);
	const title = attributes.stepLabel ?? '';
	return (
		<div { ...blockProps }>
			<SettingsPanel title={ __( 'Step settings', 'orbit-blocks' ) }>
				<TextSetting
					label={ __( 'Step title', 'orbit-blocks' ) }
					help={ __(
						'Shown to visitors above the step and announced when they reach it.',
						'orbit-blocks'
					) }
					value={ title }
					onChange={ ( value ) =>
						setAttributes( { stepLabel: value } )
					}
				/>
			</SettingsPanel>
			<p className="orbit-form-step__heading">
				{ sprintf(
					/* translators: 1: this step's number, 2: how many steps */
					__( 'Step %1$d of %2$d', 'orbit-blocks' ),
					position,
					total
				) }
				{ title ? `: ${ title }` : '' }
			</p>
			<div { ...innerBlocksProps } />
		</div>
	);
}

function ProgressEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< ProgressAttributes > ) {
	const total = useSelect(
		( select ) => {
			const editor = editorSelect( select );
			const form = editor.getBlockRootClientId( clientId ) ?? '';
			const container = editor
				.getBlocks( form )
				.find( ( block ) => block.name === STEP_CONTAINER );
			return container ? container.innerBlocks.length : 0;
		},
		[ clientId ]
	);
	const variant = attributes.variant === 'dots' ? 'dots' : 'line';
	const blockProps = useBlockProps( {
		className: `is-variant-${ variant }`,
	} );
	return (
		<div { ...blockProps }>
			<SettingsPanel title={ __( 'Progress', 'orbit-blocks' ) }>
				<SelectSetting
					label={ __( 'Style', 'orbit-blocks' ) }
					value={ variant }
					options={ [
						{
							value: 'line',
							label: __( 'Bar', 'orbit-blocks' ),
						},
						{
							value: 'dots',
							label: __( 'Numbered steps', 'orbit-blocks' ),
						},
					] }
					onChange={ ( value ) =>
						setAttributes( {
							variant: value as ProgressAttributes[ 'variant' ],
						} )
					}
				/>
			</SettingsPanel>
			<p className="orbit-form-progress__text">
				{ sprintf(
					/* translators: 1: the current step, 2: how many steps */
					__( 'Step %1$d of %2$d', 'orbit-blocks' ),
					total ? 1 : 0,
					total
				) }
			</p>
			<div className="orbit-form-progress__track" aria-hidden="true">
				<div
					className="orbit-form-progress__bar"
					style={ { width: total ? `${ 100 / total }%` : 0 } }
				/>
			</div>
		</div>
	);
}

function NavigationEdit() {
	const blockProps = useBlockProps();
	const innerBlocksProps = useInnerBlocksProps( blockProps, {
		allowedBlocks: [ 'jetpack/button', 'core/button' ],
		template: [ submitButton() ],
	} );
	return (
		<div className="wp-block-jetpack-form-step-navigation__wrapper">
			<div { ...innerBlocksProps } />
		</div>
	);
}

export const stepEdits: Record<
	string,
	ComponentType< BlockEditProps< never > >
> = {
	[ STEP_CONTAINER ]: StepContainerEdit as never,
	[ STEP ]: StepEdit as never,
	[ PROGRESS_INDICATOR ]: ProgressEdit as never,
	[ STEP_NAVIGATION ]: NavigationEdit as never,
};
