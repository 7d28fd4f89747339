/** The slideshow's wrapper class: saved markup, the editor and the front end share it. */
export const CLASS = 'wp-block-jetpack-slideshow';
