/**
 * The part of @wordpress/block-editor (14.14, the WordPress 6.8 version,
 * which ships no type declarations) that this project uses.
 */
declare module '@wordpress/block-editor' {
	export function useBlockProps(
		props?: Record< string, unknown >
	): Record< string, unknown > & { className: string };
}
