/** The plugin's REST namespaces (php-stubs/includes/rest/, services.php). */
export const OUR_NAMESPACES = [
	'wpcom/v2',
	'jetpack/v4',
	'orbit-blocks/v1',
	'orbit-blocks/v1/stand-in',
	'rest/v1.1',
];
