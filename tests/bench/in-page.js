/**
 * Runs inside the editor page (added as an init script by editor.mjs), in
 * the top frame only. Every figure is taken in the page with its own clock,
 * so Playwright's round trips never count:
 * - firstBlock: from navigation start to the first frame after a block of
 *   the post is in the canvas (the iframe or, without one, the page).
 * - arm(type, selector, text): the time from the next `type` event in the
 *   page or the canvas to the first frame after `selector` (holding `text`,
 *   when given) is there.
 * - typing: from each keydown in the canvas to the first frame after its
 *   input, as the author sees the letter.
 */
/* eslint-disable no-undef */
( () => {
	if ( window.top !== window ) {
		return;
	}
	const state = {
		firstBlock: 0,
		keyLatencies: [],
	};
	window.__orbitBench = state;

	const canvasDocument = () => {
		const frame = document.querySelector( 'iframe[name="editor-canvas"]' );
		return frame && frame.contentDocument;
	};
	const documents = () => [ document, canvasDocument() ].filter( Boolean );
	const afterNextFrame = ( callback ) =>
		requestAnimationFrame( () => setTimeout( callback, 0 ) );

	const BLOCK = '.block-editor-block-list__layout .wp-block[data-block]';
	const watchFirstBlock = () => {
		if ( documents().some( ( doc ) => doc.querySelector( BLOCK ) ) ) {
			afterNextFrame( () => {
				state.firstBlock = performance.now();
			} );
			return;
		}
		requestAnimationFrame( watchFirstBlock );
	};
	requestAnimationFrame( watchFirstBlock );

	const matches = ( selector, text ) =>
		documents().some( ( doc ) =>
			Array.from( doc.querySelectorAll( selector ) ).some(
				( element ) =>
					text === undefined || element.textContent.trim() === text
			)
		);

	state.arm = ( type, selector, text ) => {
		state.pending = new Promise( ( resolve ) => {
			const docs = documents();
			let start;
			const check = () => {
				if ( matches( selector, text ) ) {
					afterNextFrame( () =>
						resolve( performance.now() - start )
					);
				} else {
					requestAnimationFrame( check );
				}
			};
			const onEvent = () => {
				docs.forEach( ( doc ) =>
					doc.removeEventListener( type, onEvent, true )
				);
				start = performance.now();
				check();
			};
			docs.forEach( ( doc ) =>
				doc.addEventListener( type, onEvent, true )
			);
		} );
	};
	state.result = () => state.pending;

	state.watchTyping = () => {
		const doc = canvasDocument() || document;
		let start = null;
		doc.addEventListener(
			'keydown',
			() => {
				start = performance.now();
			},
			true
		);
		doc.addEventListener(
			'input',
			() => {
				const began = start;
				afterNextFrame( () =>
					state.keyLatencies.push( performance.now() - began )
				);
			},
			true
		);
	};
	state.typed = ( count ) =>
		new Promise( ( resolve ) => {
			const wait = () =>
				state.keyLatencies.length >= count
					? resolve( state.keyLatencies.length )
					: setTimeout( wait, 1 );
			wait();
		} );
} )();
