/**
 * A stand-in for core-data's 'core' store in the gallery's component tests:
 * getEntityRecords( 'postType', 'attachment', query ) is resolved once per
 * query (as core-data caches it) with the request core-data sends, GET
 * /wp/v2/media?include=…&per_page=…&context=edit, through the mocked
 * api-fetch.
 */
import apiFetch from '@wordpress/api-fetch';
import { createReduxStore, register } from '@wordpress/data';
import { addQueryArgs } from '@wordpress/url';

type Records = Record< string, unknown[] >;

const keyOf = ( query: object ) => JSON.stringify( query );

export function registerCoreEntities(): void {
	register(
		createReduxStore( 'core', {
			reducer: (
				state: Records = {},
				action: { type: string; key?: string; records?: unknown[] }
			) =>
				action.type === 'RECEIVE' && action.key
					? { ...state, [ action.key ]: action.records ?? [] }
					: state,
			selectors: {
				getEntityRecords: (
					state: Records,
					_kind: string,
					_name: string,
					query: object
				) => state[ keyOf( query ) ] ?? null,
			},
			resolvers: {
				getEntityRecords:
					( _kind: string, _name: string, query: object ) =>
					async ( {
						dispatch,
					}: {
						dispatch: ( a: object ) => void;
					} ) => {
						const records = ( await apiFetch( {
							path: addQueryArgs( '/wp/v2/media', query ),
						} ) ) as unknown[];
						dispatch( {
							type: 'RECEIVE',
							key: keyOf( query ),
							records,
						} );
					},
			},
		} as never )
	);
}
