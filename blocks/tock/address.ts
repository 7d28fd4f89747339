/**
 * The small part of the business-name rules that the editor entry needs
 * (older versions' migration, the paste transform): what a name looks like,
 * and the name in a Tock page address. The full reading of what an author
 * types (any scheme or host refused, with a message) is name.ts, in the
 * edit chunk.
 */

/** Tock's page addresses are made of letters, digits, dots, - and _. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export const isValidTockName = ( name: unknown ): name is string =>
	typeof name === 'string' && NAME.test( name ) && ! name.includes( '..' );

/** A Tock page address on its own (https://www.exploretock.com/<name>/…). */
const ADDRESS =
	/^\s*(?:https?:\/\/|\/\/)?(?:www\.)?exploretock\.com\/([^/?#\s]+)\S*\s*$/i;

/** The business name of a Tock page address, or null. */
export function nameFromTockAddress( text: string ): string | null {
	const name = ADDRESS.exec( text )?.[ 1 ];
	return isValidTockName( name ) ? name : null;
}
