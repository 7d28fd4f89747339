/**
 * mapbox-gl's own stylesheet (controls, markers, popups) for visitors:
 * view.ts imports this module with the library, when a map comes near the
 * viewport, so a page with a map has no render-blocking copy of it in the
 * head (webpack's runtime adds the chunk's stylesheet, -rtl.css on
 * right-to-left pages). The editor's canvas gets it from style.scss.
 */
import 'mapbox-gl/dist/mapbox-gl.css';
