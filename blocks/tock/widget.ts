/**
 * Tock's widget for a business name: the container its script fills with the
 * booking button, fixed to a blue button, the en-us locale and the
 * America/New_York timezone (spec 3 section 9), and the script's start-up
 * call. blocks/tock/render.php prints the same for visitors.
 */
import { isValidTockName } from './name';

export const TOCK_SCRIPT = 'https://www.exploretock.com/tock.js';

export const WIDGET_CONTAINER =
	'<div id="Tock_widget_container" data-tock-display-mode="Button" data-tock-color-mode="Blue" data-tock-locale="en-us" data-tock-timezone="America/New_York"></div>';

/** The queue Tock's script reads its calls from, then the start-up call. */
export function initScript( name: string ): string {
	const json = JSON.stringify( name ).replace( /</g, '\\u003c' );
	return (
		'(function(w){if(w.tock){return;}' +
		'var t=w.tock=function(){t.callMethod?t.callMethod.apply(t,arguments):t.queue.push(arguments);};' +
		'w._tock=w._tock||t;t.push=t;t.loaded=true;t.version="1.0";t.queue=[];})(window);' +
		`tock("init",${ json });`
	);
}

/** The preview document: the widget for a valid name, else nothing. */
export function widgetHtml( name: string ): string {
	if ( ! isValidTockName( name ) ) {
		return '';
	}
	return `${ WIDGET_CONTAINER }<script>${ initScript(
		name
	) }</script><script src="${ TOCK_SCRIPT }" async></script>`;
}
