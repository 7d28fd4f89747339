// @ts-check
/**
 * The editor as the tests and the bench open it: no welcome guide (it would
 * cover the editor) and no fullscreen mode, saved on the server in the
 * user's persisted preferences so that no page load can race them. Plain
 * JavaScript so that the bench (tests/bench/, Node without TypeScript)
 * shares it with the e2e tests.
 *
 * @param {import('@wordpress/e2e-test-utils-playwright').RequestUtils} requestUtils
 * @param {number | 'me'}                                               user         whose editor (default: the signed-in user)
 * @param {Record<string, unknown>}                                     fields       more of the user's fields to save with it (a locale ...)
 * @return {Promise<unknown>} the REST answer
 */
export function quietEditorFor( requestUtils, user = 'me', fields = {} ) {
	return requestUtils.rest( {
		method: user === 'me' ? 'PUT' : 'POST',
		path: `/wp/v2/users/${ user }`,
		data: {
			...fields,
			meta: {
				persisted_preferences: {
					'core/edit-post': {
						welcomeGuide: false,
						fullscreenMode: false,
					},
					_modified: new Date().toISOString(),
				},
			},
		},
	} );
}
