/**
 * The account service's name, the spec's {host} ("Connect to {host}",
 * "Could not load data from {host}.").
 */
export const HOST_NAME = 'WordPress.com';
