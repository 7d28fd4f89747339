/**
 * Locks saving the post while `locked` is true (spec 2 section 4: donations
 * lock saving while their plans load), through the editor store when there
 * is one (the widget and site editors may have none).
 */
import { useRegistry } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

interface EditorActions {
	lockPostSaving?: ( key: string ) => void;
	unlockPostSaving?: ( key: string ) => void;
}

export function usePostSavingLock( locked: boolean, key: string ): void {
	const registry = useRegistry() as unknown as {
		dispatch: ( store: string ) => unknown;
	};
	useEffect( () => {
		if ( ! locked ) {
			return undefined;
		}
		let editor: EditorActions | null = null;
		try {
			editor = registry.dispatch( 'core/editor' ) as EditorActions;
		} catch {
			editor = null;
		}
		editor?.lockPostSaving?.( key );
		return () => editor?.unlockPostSaving?.( key );
	}, [ locked, key, registry ] );
}
