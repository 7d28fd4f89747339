/**
 * What every blocks/<slug>/index.ts exports: the block's metadata and the
 * function that registers it. The editor entry discovers these modules and
 * decides, from the rollout lists and the site's available blocks, which to
 * register; the jest fixtures harness registers all of them.
 *
 * Why: docs/decisions.md, "Saved versions in the editor entry".
 */
export interface BlockModule {
	metadata: { name: string; [ key: string ]: unknown };
	register: () => void;
}
