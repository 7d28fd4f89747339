/**
 * Front end of the event checkout embed: loads Eventbrite's checkout widget
 * (eb_widgets.js, from the `eventbrite` service) once for the page, when the
 * first block comes near the viewport, and makes
 * each block's checkout, in the page (In-page Embed) or in a modal opened by
 * the block's button (Button & Modal). Until then, and if the widget cannot
 * load, the block's link and button lead to the event page.
 *
 * The widget's address and the list of wrappers to act on come from the
 * server (window.orbitBlocksEventbriteView, printed by blocks/
 * eventbrite/render.php through shared/view-data), never from the markup:
 * a wrapper typed into a post is ignored.
 */
import {
	readViewData,
	serverAddress,
	serverRenderedBlocks,
} from '../../shared/view-data';
import { whenNearViewport } from '../../shared/near-viewport';

interface EventbriteWidgetOptions {
	widgetType: 'checkout';
	eventId: string;
	iframeContainerId?: string;
	iframeContainerHeight?: number;
	modal?: boolean;
	modalTriggerElementId?: string;
	onOrderComplete?: () => void;
}

declare global {
	interface Window {
		EBWidgets?: {
			createWidget: ( options: EventbriteWidgetOptions ) => void;
		};
	}
}

/** The checkout's height in the page, as Eventbrite suggests. */
const INLINE_HEIGHT = 425;

const loads = new Map< string, Promise< void > >();

function loadWidget( base: string ): Promise< void > {
	if ( window.EBWidgets ) {
		return Promise.resolve();
	}
	const src = base.replace( /\/?$/, '/' ) + 'eb_widgets.js';
	let loading = loads.get( src );
	if ( ! loading ) {
		loading = new Promise( ( resolve, reject ) => {
			const script = document.createElement( 'script' );
			script.src = src;
			script.async = true;
			script.onload = () => resolve();
			script.onerror = () => reject( new Error( 'eb_widgets.js' ) );
			document.head.appendChild( script );
		} );
		loads.set( src, loading );
	}
	return loading;
}

let count = 0;

function setUp( block: HTMLElement, from: string ) {
	const eventId = block.dataset.eventbriteEvent ?? '';
	if ( ! /^\d+$/.test( eventId ) ) {
		return;
	}
	count += 1;
	const id = `eventbrite-widget-${ eventId }-${ count }`;
	const isModal = block.dataset.eventbriteStyle === 'modal';
	const trigger = isModal
		? block.querySelector< HTMLAnchorElement >( 'a' )
		: null;
	if ( isModal && ! trigger ) {
		return;
	}
	if ( trigger ) {
		trigger.id = trigger.id || `${ id }-trigger`;
	} else {
		block.id = block.id || id;
	}
	loadWidget( from )
		.then( () => {
			if ( ! window.EBWidgets ) {
				return;
			}
			if ( trigger ) {
				// The widget opens the modal; the link no longer leaves.
				trigger.addEventListener( 'click', ( event ) =>
					event.preventDefault()
				);
				window.EBWidgets.createWidget( {
					widgetType: 'checkout',
					eventId,
					modal: true,
					modalTriggerElementId: trigger.id,
				} );
			} else {
				window.EBWidgets.createWidget( {
					widgetType: 'checkout',
					eventId,
					iframeContainerId: block.id,
					iframeContainerHeight: INLINE_HEIGHT,
				} );
			}
			block.classList.add( 'is-loaded' );
		} )
		.catch( () => {
			// The link and the button still lead to the event page.
		} );
}

function init() {
	const data = readViewData( 'orbitBlocksEventbriteView' );
	const from = serverAddress( data, 'eventbrite' );
	if ( ! from ) {
		return;
	}
	// The widget loads when a block comes near the viewport, not before.
	serverRenderedBlocks( '.wp-block-jetpack-eventbrite', data ).forEach(
		( block ) => whenNearViewport( block, () => setUp( block, from ) )
	);
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
