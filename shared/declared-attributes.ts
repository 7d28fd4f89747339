/**
 * A deprecation's migrate that keeps only the attributes a block declares
 * now: what an older version read from its markup, or named in its
 * comment, and the current block no longer has, is dropped.
 */
export function keepDeclaredAttributes< T = Record< string, unknown > >(
	declared: Record< string, unknown >
): ( attributes: Record< string, unknown > ) => T {
	return ( attributes ) =>
		Object.fromEntries(
			Object.entries( attributes ).filter(
				( [ name ] ) => name in declared
			)
		) as T;
}
