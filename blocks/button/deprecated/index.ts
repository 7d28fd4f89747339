/** Older markups of jetpack/button, one a file; each migrates to the current save. */
import type { BlockDeprecation } from '@wordpress/blocks';
import type { ButtonAttributes } from '../markup';
import alwaysSavedLink from './always-saved-link';
import savedLink from './saved-link';
import submitButtonFields from './submit-button-fields';

export default [
	submitButtonFields,
	savedLink,
	alwaysSavedLink,
] as unknown as BlockDeprecation< ButtonAttributes >[];
