/**
 * The one function of @wordpress/block-library (WordPress 6.8) the tests use:
 * the package ships no type declarations. Only tests import it (to run the
 * raw transforms of the real core blocks); in the editor the host registers
 * the core blocks.
 */
declare module '@wordpress/block-library' {
	export function registerCoreBlocks(): void;
}
