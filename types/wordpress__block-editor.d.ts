/**
 * The part of @wordpress/block-editor (14.14, the WordPress 6.8 version,
 * which ships no type declarations) that this project uses. Components are
 * typed loosely (their props are checked by the tests, not here); extend a
 * declaration when a block needs more precision.
 *
 * Why: docs/decisions.md, "Type declarations of our own for two packages".
 */
declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode } from 'react';

	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	type AnyComponent = ComponentType< any >;

	interface UseBlockProps {
		(
			props?: Record< string, unknown >,
			options?: Record< string, unknown >
		): Record< string, unknown > & { className: string };
		save: (
			props?: Record< string, unknown >
		) => Record< string, unknown > & { className: string };
	}
	export const useBlockProps: UseBlockProps;

	interface UseInnerBlocksProps {
		(
			props?: Record< string, unknown >,
			options?: Record< string, unknown >
		): Record< string, unknown > & { children?: ReactNode };
		save: (
			props?: Record< string, unknown >
		) => Record< string, unknown > & { children?: ReactNode };
	}
	export const useInnerBlocksProps: UseInnerBlocksProps;

	export const RichText: AnyComponent & {
		Content: AnyComponent;
		isEmpty: ( value: unknown ) => boolean;
	};
	export const InnerBlocks: AnyComponent & {
		Content: AnyComponent;
		ButtonBlockAppender: AnyComponent;
		DefaultBlockAppender: AnyComponent;
	};
	export const BlockControls: AnyComponent;
	export const InspectorControls: AnyComponent;
	export const InspectorAdvancedControls: AnyComponent;
	export const AlignmentControl: AnyComponent;
	export const AlignmentToolbar: AnyComponent;
	export const BlockAlignmentControl: AnyComponent;
	export const BlockAlignmentToolbar: AnyComponent;
	export const BlockVerticalAlignmentControl: AnyComponent;
	export const BlockIcon: AnyComponent;
	export const ContrastChecker: AnyComponent;
	export const PanelColorSettings: AnyComponent;
	export const __experimentalPanelColorGradientSettings: AnyComponent;
	export const __experimentalColorGradientSettingsDropdown: AnyComponent;
	export const PlainText: AnyComponent;
	export const URLInput: AnyComponent;
	export const URLInputButton: AnyComponent;
	export const URLPopover: AnyComponent;
	export const LinkControl: AnyComponent;
	export const __experimentalLinkControl: AnyComponent;
	export const MediaPlaceholder: AnyComponent;
	export const MediaReplaceFlow: AnyComponent;
	export const MediaUpload: AnyComponent;
	export const MediaUploadCheck: AnyComponent;
	export const Warning: AnyComponent;
	export const FontSizePicker: AnyComponent;
	export const HeightControl: AnyComponent;
	export function __experimentalUseMultipleOriginColorsAndGradients(): Record<
		string,
		unknown
	>;
	export function useSettings( ...paths: string[] ): unknown[];
	export function getColorClassName(
		colorContextName: string,
		colorSlug: string | undefined
	): string | undefined;
	export function withColors(
		...args: unknown[]
	): ( component: AnyComponent ) => AnyComponent;
	/** The core/block-editor store descriptor. */
	export const store: import( '@wordpress/data' ).StoreDescriptor;
}
