/**
 * A module as jetpack/v4/module/all lists it (the modules store's tests and
 * the connection sidebar's): its slug, name and description, whether it is
 * on and whether it needs a connection.
 */
export const moduleEntry = (
	module: string,
	name: string,
	description: string,
	flags: { activated: boolean; requires_connection: boolean }
) => ( { module, name, description, ...flags } );
