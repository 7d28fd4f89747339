/**
 * The messages the connection client writes itself are translated (an
 * ApiError keeps the server's own message).
 */
import { FetchNetworkError, JsonParseError } from '../errors';
import { pseudo, withPseudoLocale } from '../../../tests/setup/pseudo-locale';

withPseudoLocale();

test( 'network and JSON errors speak the user’s language', () => {
	expect( new FetchNetworkError( new TypeError() ).message ).toBe(
		pseudo(
			'The request could not reach the site. Check your network connection.'
		)
	);
	expect( new JsonParseError( 200, '<html>' ).message ).toBe(
		pseudo( 'The server answered with something that is not JSON.' )
	);
} );
