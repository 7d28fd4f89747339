export function quietEditorFor(
	requestUtils: import('@wordpress/e2e-test-utils-playwright').RequestUtils,
	user?: number | 'me',
	fields?: Record< string, unknown >
): Promise< unknown >;
