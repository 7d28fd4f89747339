/**
 * Older markups of jetpack/map, newest first (README, "Deprecations and
 * fixtures"). Each migrates to the current save.
 */
import incumbentStyleClass from './incumbent-style-class';
import orbitFullscreenAlways from './orbit-fullscreen-always';
import withoutFullscreen from './without-fullscreen';

export default [
	orbitFullscreenAlways,
	incumbentStyleClass,
	withoutFullscreen,
];
