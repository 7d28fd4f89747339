/**
 * Decides which discovered blocks to register. A block registers when its
 * slug is on a rollout list (production always; beta and experimental only
 * when the host enables them) and the host does not mark it unavailable.
 */
import rollout from '../blocks/rollout.json';
import type { BlockModule } from '../shared/block-module';
import type { EditorState } from '../shared/editor-state';

export interface RolloutLists {
	production: string[];
	beta: string[];
	experimental: string[];
}

const ROLLOUT: RolloutLists = rollout;

export function slugOf( blockName: string ): string {
	return blockName.split( '/' )[ 1 ] ?? blockName;
}

export function shouldRegister(
	blockName: string,
	state: Pick< EditorState, 'availableBlocks' | 'betaBlocks' >,
	lists: RolloutLists = ROLLOUT
): boolean {
	const slug = slugOf( blockName );
	const listed =
		lists.production.includes( slug ) ||
		( state.betaBlocks &&
			( lists.beta.includes( slug ) ||
				lists.experimental.includes( slug ) ) );
	if ( ! listed ) {
		return false;
	}
	const entry = state.availableBlocks[ slug ];
	return entry === undefined || entry.available;
}

export function registerBlocks(
	modules: BlockModule[],
	state: Pick< EditorState, 'availableBlocks' | 'betaBlocks' >
): string[] {
	const registered: string[] = [];
	for ( const module of modules ) {
		if ( shouldRegister( module.metadata.name, state ) ) {
			module.register();
			registered.push( module.metadata.name );
		}
	}
	return registered;
}
