/**
 * The notices a test's registry holds, as a person reads them: the text,
 * its status (success, error …) and its type (snackbar or default).
 */
import { store as noticesStore } from '@wordpress/notices';
import type { TestRegistry } from './registry';

export const noticesIn = ( registry: TestRegistry ) =>
	registry
		.select( noticesStore )
		.getNotices()
		.map( ( { content, status, type } ) => ( { content, status, type } ) );
