/* eslint-env browser */
/**
 * Installed before a visitor's page loads (tests/bench/frontend.mjs): the
 * page's own observers, so Playwright's round trips never count.
 * - long tasks → total blocking time (the part of each task over 50 ms);
 * - largest contentful paint (the last candidate);
 * - layout shift without recent input (summed), and what moved in the
 *   largest shift (element, text, vertical distance).
 * window.__orbitFrontend.read() returns them with the page's render-blocking
 * and parser-blocking files and the bytes of the plugin's inline styles and
 * scripts.
 */
( () => {
	const state = {
		longTasks: [],
		lcp: 0,
		cls: 0,
		largestShift: 0,
		shifted: [],
	};
	const observe = ( type, onEntry ) => {
		try {
			new PerformanceObserver( ( list ) =>
				list.getEntries().forEach( onEntry )
			).observe( { type, buffered: true } );
		} catch ( error ) {
			// An entry type this browser lacks: its figure stays 0.
		}
	};
	observe( 'longtask', ( entry ) =>
		state.longTasks.push( {
			start: entry.startTime,
			duration: entry.duration,
		} )
	);
	observe( 'largest-contentful-paint', ( entry ) => {
		state.lcp = entry.renderTime || entry.loadTime || entry.startTime;
	} );
	/** @param {Node | null} node what moved, as the report names it */
	const describe = ( node ) => {
		if ( ! node ) {
			return '(removed)';
		}
		const element = node.nodeType === 1 ? node : node.parentElement;
		const name = element
			? `${ element.tagName.toLowerCase() }${
					element.classList[ 0 ] ? `.${ element.classList[ 0 ] }` : ''
			  }`
			: '#text';
		return `${ name } "${ ( node.textContent || '' )
			.trim()
			.slice( 0, 30 ) }"`;
	};
	observe( 'layout-shift', ( entry ) => {
		if ( ! entry.hadRecentInput ) {
			state.cls += entry.value;
			// The largest shift's moving elements, by how far each moved.
			if ( entry.value > state.largestShift ) {
				state.largestShift = entry.value;
				state.shifted = ( entry.sources || [] ).map(
					( source ) =>
						`${ describe( source.node ) } ${ Math.round(
							source.currentRect.y - source.previousRect.y
						) }px`
				);
			}
		}
	} );

	/** Elements WordPress prints for our handles: jetpack-*, videopress-*, orbit-blocks-*. */
	const OURS = /^(jetpack|videopress|orbit-blocks)-/;

	window.__orbitFrontend = {
		read() {
			const bytes = ( text ) => new TextEncoder().encode( text ).length;
			const inline = { css: 0, js: 0 };
			document.querySelectorAll( 'style[id]' ).forEach( ( style ) => {
				if ( OURS.test( style.id ) ) {
					inline.css += bytes( style.textContent || '' );
				}
			} );
			document
				.querySelectorAll( 'script[id]:not([src])' )
				.forEach( ( script ) => {
					if ( OURS.test( script.id ) ) {
						inline.js += bytes( script.textContent || '' );
					}
				} );
			const fcp = performance.getEntriesByName(
				'first-contentful-paint'
			)[ 0 ];
			const from = fcp ? fcp.startTime : 0;
			return {
				fcp: from,
				lcp: state.lcp,
				cls: state.cls,
				shifted: state.shifted,
				// Total blocking time: long tasks after the first contentful paint.
				tbt: state.longTasks
					.filter( ( task ) => task.start + task.duration > from )
					.reduce(
						( sum, task ) =>
							sum + Math.max( 0, task.duration - 50 ),
						0
					),
				longestTask: state.longTasks.reduce(
					( max, task ) => Math.max( max, task.duration ),
					0
				),
				inline,
				renderBlocking: performance
					.getEntriesByType( 'resource' )
					.filter(
						( entry ) => entry.renderBlockingStatus === 'blocking'
					)
					.map( ( entry ) => entry.name ),
				// Scripts the server printed without async or defer: the
				// parser waits for each (a script added by a script is
				// async already).
				parserBlocking: Array.from(
					document.querySelectorAll( 'script[src]' )
				)
					.filter(
						( script ) =>
							! script.async &&
							! script.defer &&
							script.type !== 'module'
					)
					.map( ( script ) => script.src ),
			};
		},
	};
} )();
