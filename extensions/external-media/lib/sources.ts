/** The external sources (spec 3 section 2), small enough for the editor entry. */
export const SOURCE_GOOGLE_PHOTOS = 'google_photos';
export const SOURCE_PEXELS = 'pexels';
export const SOURCE_OPENVERSE = 'openverse';

export type ExternalSource =
	| typeof SOURCE_GOOGLE_PHOTOS
	| typeof SOURCE_PEXELS
	| typeof SOURCE_OPENVERSE;

export const EXTERNAL_SOURCES: ExternalSource[] = [
	SOURCE_GOOGLE_PHOTOS,
	SOURCE_PEXELS,
	SOURCE_OPENVERSE,
];
