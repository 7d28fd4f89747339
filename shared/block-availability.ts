/**
 * The block availability registry (spec 1 section 9, spec 3 section 6): the
 * rollout lists of shared/rollout.json (also read by the host plugin), the
 * host's available-blocks entries, and the rules drawn from them.
 */
import { __, sprintf } from '@wordpress/i18n';
import rollout from './rollout.json';
import type { AvailableBlock } from './editor-state';

export interface Rollout {
	production: string[];
	beta: string[];
	experimental: string[];
	/** Paid blocks: slug => the plan (product_slug) they need. */
	paid: Record< string, string >;
	/** Blocks backed by a module: slug => the module that must be on. */
	modules: Record< string, string >;
}

export const ROLLOUT: Rollout = rollout;

/** Added to a beta block's wrapper in the editor. */
export const BETA_BLOCK_CLASS = 'is-beta-block';

export type AvailableBlocks = Record< string, AvailableBlock >;

export function slugOf( blockName: string ): string {
	return blockName.split( '/' )[ 1 ] ?? blockName;
}

/** Beta and experimental blocks are both shown as "(beta)". */
export function isBetaBlock( blockName: string, lists: Rollout = ROLLOUT ) {
	const slug = slugOf( blockName );
	return lists.beta.includes( slug ) || lists.experimental.includes( slug );
}

export function betaTitle( title: string ): string {
	return sprintf(
		/* translators: %s: block title */
		__( '%s (beta)', 'orbit-blocks' ),
		title
	);
}

/**
 * A paid block the site's plan does not include. It still registers, so
 * that the editor can offer the upgrade instead of hiding the block.
 */
export function needsPlan( blockName: string, entries: AvailableBlocks ) {
	return (
		entries[ slugOf( blockName ) ]?.unavailable_reason === 'missing_plan'
	);
}

/** The plan a paid block needs, from the host's entry or the rollout file. */
export function requiredPlan(
	blockName: string,
	entries: AvailableBlocks,
	lists: Rollout = ROLLOUT
): string | null {
	const slug = slugOf( blockName );
	const fromHost = entries[ slug ]?.details?.required_plan;
	return typeof fromHost === 'string' ? fromHost : lists.paid[ slug ] ?? null;
}

/**
 * A block registers when its slug is on a rollout list (production always;
 * beta and experimental only when the host enables them) and the host marks
 * it available, or unavailable only for want of a plan.
 */
export function shouldRegister(
	blockName: string,
	state: { availableBlocks: AvailableBlocks; betaBlocks: boolean },
	lists: Rollout = ROLLOUT
): boolean {
	const slug = slugOf( blockName );
	const listed =
		lists.production.includes( slug ) ||
		( state.betaBlocks && isBetaBlock( blockName, lists ) );
	if ( ! listed ) {
		return false;
	}
	const entry = state.availableBlocks[ slug ];
	return (
		entry === undefined ||
		entry.available ||
		needsPlan( blockName, state.availableBlocks )
	);
}
