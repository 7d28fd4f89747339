/**
 * Registers the discovered blocks that the site may use (the rules live in
 * shared/block-availability.ts). Beta blocks get "(beta)" after their title
 * and a class on their editor wrapper, through the registerBlockType filter,
 * so that no block has to know whether it is in beta.
 */
import { addFilter } from '@wordpress/hooks';
import type { BlockModule } from '../shared/block-module';
import {
	BETA_BLOCK_CLASS,
	betaTitle,
	isBetaBlock,
	ROLLOUT,
	shouldRegister,
	type Rollout,
} from '../shared/block-availability';
import type { EditorState } from '../shared/editor-state';

export { shouldRegister, slugOf } from '../shared/block-availability';

interface BlockSettings {
	title: string;
	getEditWrapperProps?: (
		attributes: Record< string, unknown >
	) => Record< string, unknown >;
	[ key: string ]: unknown;
}

/** Marks a beta block's settings: the title suffix and the wrapper class. */
export function markBeta( settings: BlockSettings ): BlockSettings {
	const ownProps = settings.getEditWrapperProps;
	return {
		...settings,
		title: betaTitle( settings.title ),
		getEditWrapperProps: ( attributes ) => {
			const props = ownProps?.( attributes ) ?? {};
			const className = [ props.className, BETA_BLOCK_CLASS ]
				.filter( Boolean )
				.join( ' ' );
			return { ...props, className };
		},
	};
}

let betaFilterAdded = false;
// Only our own blocks are marked: a core block may share a slug with one of
// ours (core/video and videopress/video are both "video").
const ourBetaBlocks = new Set< string >();

function addBetaFilter() {
	if ( betaFilterAdded ) {
		return;
	}
	betaFilterAdded = true;
	addFilter(
		'blocks.registerBlockType',
		'orbit-blocks/beta-blocks',
		( settings: BlockSettings, name: string ) =>
			ourBetaBlocks.has( name ) ? markBeta( settings ) : settings
	);
}

export function registerBlocks(
	modules: BlockModule[],
	state: Pick< EditorState, 'availableBlocks' | 'betaBlocks' >,
	lists: Rollout = ROLLOUT
): string[] {
	const registered: string[] = [];
	for ( const module of modules ) {
		if ( shouldRegister( module.metadata.name, state, lists ) ) {
			if ( isBetaBlock( module.metadata.name, lists ) ) {
				ourBetaBlocks.add( module.metadata.name );
				addBetaFilter();
			}
			module.register();
			registered.push( module.metadata.name );
		}
	}
	return registered;
}
