/**
 * The site's Mapbox key for the editor: tokenReducer (token.ts) driven by
 * the service-api-keys calls (api.ts).
 */
import { useCallback, useEffect, useReducer } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { deleteApiKey, errorMessage, fetchApiKey, saveApiKey } from './api';
import { initialTokenState, isPublicToken, tokenReducer } from './token';

export const TOKEN_FORMAT_MESSAGE = (): string =>
	__(
		'That is not a public Mapbox access token. It starts with "pk." followed by two parts separated by a dot.',
		'orbit-blocks'
	);

export function useMapboxToken( enabled: boolean ) {
	const [ state, dispatch ] = useReducer( tokenReducer, initialTokenState );

	useEffect( () => {
		if ( ! enabled ) {
			return;
		}
		let live = true;
		fetchApiKey().then(
			( answer ) =>
				live &&
				dispatch( {
					type: 'loaded',
					token: answer?.service_api_key ?? '',
					source: answer?.service_api_key_source,
				} ),
			( error ) =>
				live &&
				dispatch( { type: 'failed', message: errorMessage( error ) } )
		);
		return () => {
			live = false;
		};
	}, [ enabled ] );

	const save = useCallback( async ( key: string ): Promise< boolean > => {
		if ( ! isPublicToken( key ) ) {
			dispatch( { type: 'failed', message: TOKEN_FORMAT_MESSAGE() } );
			return false;
		}
		dispatch( { type: 'request' } );
		try {
			const answer = await saveApiKey( key.trim() );
			dispatch( {
				type: 'saved',
				token: answer?.service_api_key ?? key.trim(),
				source: answer?.service_api_key_source,
			} );
			return true;
		} catch ( error ) {
			dispatch( { type: 'failed', message: errorMessage( error ) } );
			return false;
		}
	}, [] );

	const remove = useCallback( async () => {
		dispatch( { type: 'request' } );
		try {
			const answer = await deleteApiKey();
			// The shared key, if the site has one, takes over.
			dispatch( {
				type: 'saved',
				token: answer?.service_api_key ?? '',
				source: answer?.service_api_key_source,
			} );
		} catch ( error ) {
			dispatch( { type: 'failed', message: errorMessage( error ) } );
		}
	}, [] );

	const refuse = useCallback(
		( message: string ) => dispatch( { type: 'refused', message } ),
		[]
	);
	const dismiss = useCallback( () => dispatch( { type: 'dismiss' } ), [] );

	return { state, save, remove, refuse, dismiss };
}
