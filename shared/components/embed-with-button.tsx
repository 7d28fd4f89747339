/**
 * The editor pieces of an embed block whose other style is a locked inner
 * jetpack/button (calendly's Link style, eventbrite's Button & Modal): the
 * address form, the toolbar's Edit toggle, the style panel and the inner
 * blocks that hold the button only in that style. Each block keeps its own
 * states, texts and what an address resolves to.
 */
import { BlockControls, useInnerBlocksProps } from '@wordpress/block-editor';
import {
	PanelBody,
	Placeholder,
	RadioControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import type {
	ComponentProps,
	FormEvent,
	HTMLAttributes,
	ReactNode,
} from 'react';
import { TextSetting } from './settings-controls';
import { SubmitButton } from './submit-button';

/** One block of a template: its name and attributes. */
export type TemplateBlock = [ string, Record< string, unknown > ];

/**
 * The inner blocks' props: the button when `button` is given (the button
 * style), none otherwise, so the template does not add one to every block.
 */
export function useButtonInnerBlocks(
	className: string,
	button: TemplateBlock | undefined
) {
	return useInnerBlocksProps(
		{ className },
		{ template: button ? [ button ] : undefined, templateLock: 'all' }
	);
}

interface EmbedFormProps {
	/** Translated; hidden from sight unless `showLabel`. */
	label: string;
	placeholder: string;
	value: string;
	onChange: ( value: string ) => void;
	onSubmit: ( event?: FormEvent ) => void;
	showLabel?: boolean;
	className?: string;
	variant?: 'primary' | 'secondary';
	disabled?: boolean;
	/** Translated text of the submit button. */
	submitText: string;
}

/** The address field and its submit button (Enter submits too). */
export function EmbedForm( {
	label,
	placeholder,
	value,
	onChange,
	onSubmit,
	showLabel = false,
	className,
	variant = 'primary',
	disabled,
	submitText,
}: EmbedFormProps ) {
	return (
		<form onSubmit={ onSubmit } className={ className }>
			<TextSetting
				label={ label }
				hideLabelFromVision={ ! showLabel }
				placeholder={ placeholder }
				value={ value }
				onChange={ onChange }
			/>
			<SubmitButton variant={ variant } disabled={ disabled }>
				{ submitText }
			</SubmitButton>
		</form>
	);
}

/**
 * A block toolbar button that shows its text (Edit, Edit URL, Cancel): in the
 * toolbar's default group unless `group` says otherwise.
 */
export function ToolbarTextButton( {
	label,
	onClick,
	isPressed,
	group,
}: {
	label: string;
	onClick: () => void;
	isPressed?: boolean;
	group?: 'block';
} ) {
	return (
		<BlockControls group={ group }>
			<ToolbarGroup>
				<ToolbarButton isPressed={ isPressed } onClick={ onClick }>
					{ label }
				</ToolbarButton>
			</ToolbarGroup>
		</BlockControls>
	);
}

/** The block toolbar's pressed-while-editing button (Edit, Edit URL). */
export function EditToolbarToggle( {
	label,
	isPressed,
	onClick,
}: {
	label: string;
	isPressed: boolean;
	onClick: () => void;
} ) {
	return (
		<ToolbarTextButton
			group="block"
			label={ label }
			isPressed={ isPressed }
			onClick={ onClick }
		/>
	);
}

/** The sidebar panel choosing the style: its title names the radio group. */
export function EmbedStylePanel( {
	title,
	selected,
	options,
	onChange,
}: {
	title: string;
	selected: string | undefined;
	options: { label: string; value: string }[];
	onChange: ( value: string ) => void;
} ) {
	return (
		<PanelBody title={ title }>
			<RadioControl
				label={ title }
				hideLabelFromVision
				selected={ selected }
				options={ options }
				onChange={ onChange }
			/>
		</PanelBody>
	);
}

/** The block's wrapper props (from useBlockProps) and its toolbar and sidebar. */
interface EmbedViewProps {
	blockProps: HTMLAttributes< HTMLDivElement >;
	controls?: ReactNode;
	children?: ReactNode;
}

/**
 * The block with no address yet, or while the author edits it: the controls,
 * then the placeholder that holds the address form.
 */
export function EmbedPlaceholder( {
	blockProps,
	controls,
	children,
	...placeholder
}: EmbedViewProps &
	Pick<
		ComponentProps< typeof Placeholder >,
		'icon' | 'label' | 'instructions' | 'notices' | 'className'
	> ) {
	return (
		<div { ...blockProps }>
			{ controls }
			<Placeholder { ...placeholder }>{ children }</Placeholder>
		</div>
	);
}

/**
 * The block with its address: the controls, then the locked inner button in
 * the button style, or the embed's preview (children) in the other.
 */
export function EmbedOrButton( {
	blockProps,
	controls,
	showsButton,
	innerBlocksProps,
	children,
}: EmbedViewProps & {
	showsButton: boolean;
	innerBlocksProps: HTMLAttributes< HTMLDivElement >;
} ) {
	return (
		<div { ...blockProps }>
			{ controls }
			{ showsButton ? <div { ...innerBlocksProps } /> : children }
		</div>
	);
}
