/**
 * Esc stops a suggestion under way anywhere in the block the AI works on
 * or in its toolbar (issue 37, item 8), for UIs that do not render the
 * block's element themselves (the text-block dropdown, the form AI). The
 * listeners exist only while a request runs: an idle editor does no work
 * per keystroke. An Escape something else already used (a menu or dialog
 * closing: it prevents the default) does not stop the stream, nor does one
 * elsewhere in the editor.
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useRegistry } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { stopOnEscape } from './stop-on-escape';

/** The block toolbar's containers (contextual, top or fixed). */
const TOOLBAR =
	'.block-editor-block-contextual-toolbar, .block-editor-block-toolbar';

/** This document and the same-origin frames in it (the editor canvas). */
function editorDocuments(): Document[] {
	const found: Document[] = [ document ];
	document.querySelectorAll( 'iframe' ).forEach( ( frame ) => {
		try {
			if ( frame.contentDocument ) {
				found.push( frame.contentDocument );
			}
		} catch {
			// Another origin: not the editor's.
		}
	} );
	return found;
}

export function useStopOnEscapeInBlock(
	clientId: string,
	busy: boolean,
	stop: () => void
) {
	const registry = useRegistry() as unknown as {
		select: ( store: typeof blockEditorStore ) => unknown;
	};
	const stopRef = useRef( stop );
	stopRef.current = stop;

	useEffect( () => {
		if ( ! busy ) {
			return;
		}
		const isOurs = ( target: EventTarget | null ): boolean => {
			const element = target as Element | null;
			if ( ! element || typeof element.closest !== 'function' ) {
				return false;
			}
			// In the block, or in a block inside it.
			for (
				let block = element.closest( '[data-block]' );
				block;
				block = block.parentElement?.closest( '[data-block]' ) ?? null
			) {
				if ( block.getAttribute( 'data-block' ) === clientId ) {
					return true;
				}
			}
			if ( ! element.closest( TOOLBAR ) ) {
				return false;
			}
			// The toolbar is this block's while it (or a block in it) is selected.
			const editor = registry.select( blockEditorStore ) as unknown as {
				getSelectedBlockClientId: () => string | null;
				hasSelectedInnerBlock: ( id: string, deep: boolean ) => boolean;
			};
			return (
				editor.getSelectedBlockClientId() === clientId ||
				editor.hasSelectedInnerBlock( clientId, true )
			);
		};
		const handler = stopOnEscape( true, () => stopRef.current() );
		const onKeyDown = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' && isOurs( event.target ) ) {
				handler( event );
			}
		};
		const documents = editorDocuments();
		documents.forEach( ( doc ) =>
			doc.addEventListener( 'keydown', onKeyDown )
		);
		return () =>
			documents.forEach( ( doc ) =>
				doc.removeEventListener( 'keydown', onKeyDown )
			);
	}, [ busy, clientId, registry ] );
}
