/**
 * A stand-in for core-data's 'core' store in component tests: its
 * saveEntityRecord sends what core-data sends for a post type (POST
 * /wp/v2/<type> for a new record, PUT /wp/v2/<type>/<id> for an existing
 * one) through @wordpress/api-fetch, which the tests mock, and throws the
 * server's error with throwOnError. The e2e test saves through the real one.
 */
import apiFetch from '@wordpress/api-fetch';
import { createReduxStore } from '@wordpress/data';

export function coreEntitiesStore() {
	return createReduxStore( 'core', {
		reducer: ( state: object = {} ) => state,
		selectors: {},
		actions: {
			saveEntityRecord:
				(
					_kind: string,
					name: string,
					record: { id?: number } & Record< string, unknown >
				) =>
				() =>
					apiFetch( {
						path: `/wp/v2/${ name }${
							record.id ? `/${ record.id }` : ''
						}`,
						method: record.id ? 'PUT' : 'POST',
						data: record,
					} ),
		},
	} as never );
}
