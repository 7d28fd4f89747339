/**
 * The part of @wordpress/blocks (14.8, the WordPress 6.8 version, which ships
 * no type declarations) that this project uses. Extend it as blocks need more.
 *
 * Why: docs/decisions.md, "Type declarations of our own for two packages".
 */
declare module '@wordpress/blocks' {
	import type { ComponentType, ReactNode } from 'react';

	export interface BlockEditProps< Attributes > {
		attributes: Attributes;
		setAttributes: ( next: Partial< Attributes > ) => void;
		isSelected: boolean;
		clientId: string;
		className?: string;
		context?: Record< string, unknown >;
	}

	export interface BlockSaveProps< Attributes > {
		attributes: Attributes;
		innerBlocks?: BlockInstance[];
	}

	export interface BlockDeprecation< Attributes > {
		attributes: Record< string, unknown >;
		supports?: Record< string, unknown >;
		save: ( props: BlockSaveProps< Attributes > ) => ReactNode;
		migrate?: ( attributes: Record< string, unknown > ) => Attributes;
		isEligible?: ( attributes: Record< string, unknown > ) => boolean;
	}

	export interface BlockSettings< Attributes > {
		edit?: ComponentType< BlockEditProps< Attributes > >;
		save?: ( props: BlockSaveProps< Attributes > ) => ReactNode;
		icon?: ReactNode | { src: ReactNode; foreground?: string };
		deprecated?: BlockDeprecation< Attributes >[];
		transforms?: Record< string, unknown >;
		example?: Record< string, unknown >;
		[ key: string ]: unknown;
	}

	export interface BlockType {
		name: string;
		title: string;
		attributes: Record< string, unknown >;
		[ key: string ]: unknown;
	}

	export interface BlockInstance< Attributes = Record< string, any > > {
		clientId: string;
		name: string;
		isValid: boolean;
		attributes: Attributes;
		innerBlocks: BlockInstance[];
		originalContent?: string;
		validationIssues?: unknown[];
	}

	export function registerBlockType< Attributes = Record< string, any > >(
		metadata: { name: string; [ key: string ]: unknown },
		settings: BlockSettings< Attributes >
	): BlockType | undefined;
	export function unregisterBlockType( name: string ): BlockType | undefined;
	export function getBlockType( name: string ): BlockType | undefined;
	export function getBlockTypes(): BlockType[];
	export function createBlock(
		name: string,
		attributes?: Record< string, unknown >,
		innerBlocks?: BlockInstance[]
	): BlockInstance;
	export function parse( content: string ): BlockInstance[];
	export function serialize(
		blocks: BlockInstance | BlockInstance[]
	): string;
	export function registerBlockStyle(
		blockName: string,
		style: { name: string; label: string; isDefault?: boolean }
	): void;
	export function registerBlockCollection(
		namespace: string,
		settings: { title: string; icon?: ReactNode }
	): void;
	export function getCategories(): Array< { slug: string; title: string } >;
	export function setCategories(
		categories: Array< { slug: string; title: string; icon?: ReactNode } >
	): void;
	export function cloneBlock(
		block: BlockInstance,
		attributes?: Record< string, unknown >,
		innerBlocks?: BlockInstance[]
	): BlockInstance;
	export function rawHandler( args: { HTML: string } ): BlockInstance[];
	export function pasteHandler( args: {
		HTML?: string;
		plainText?: string;
		mode?: string;
	} ): BlockInstance[] | string;
	export function switchToBlockType(
		blocks: BlockInstance | BlockInstance[],
		name: string
	): BlockInstance[] | null;
	export function getBlockContent( block: BlockInstance ): string;
	export function getSaveContent(
		blockTypeOrName: string | BlockType,
		attributes: Record< string, unknown >,
		innerBlocks?: BlockInstance[]
	): string;
	/** The core/blocks store descriptor (select( store ).getBlockStyles ...). */
	export const store: import( '@wordpress/data' ).StoreDescriptor;
}
