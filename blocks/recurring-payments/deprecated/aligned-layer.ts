/**
 * The incumbent's version with the jetpack/recurring-payments-button layer
 * and the alignment on the wrapper (the align attribute and its class, as
 * the current save writes them) while the layer holds the plan. The layer
 * is folded in as in plain-wrapper.tsx.
 */
import metadata from '../block.json';
import save from '../save';
import plainWrapper from './plain-wrapper';

export default {
	attributes: metadata.attributes,
	apiVersion: 3,
	supports: metadata.supports,
	isEligible: plainWrapper.isEligible,
	save,
	migrate: plainWrapper.migrate,
};
