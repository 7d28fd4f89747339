/**
 * passthroughAttributes maps a button attribute to one of its parent's
 * ({ url: 'checkoutUrl' }): the parent owns the value and the button follows
 * it, so the parent never has to reach into its inner blocks.
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import type { ButtonAttributes } from './markup';

export function usePassthroughAttributes(
	clientId: string,
	attributes: ButtonAttributes,
	setAttributes: ( next: Partial< ButtonAttributes > ) => void
) {
	const map = attributes.passthroughAttributes;
	const fromParent = useSelect(
		( select ) => {
			if ( ! map ) {
				return null;
			}
			const editor = select( blockEditorStore ) as {
				getBlockRootClientId: ( id: string ) => string | null;
				getBlockAttributes: (
					id: string
				) => Record< string, unknown > | null;
			};
			const parent = editor.getBlockRootClientId( clientId );
			return parent ? editor.getBlockAttributes( parent ) : null;
		},
		[ clientId, map ]
	);
	useEffect( () => {
		if ( ! map || ! fromParent ) {
			return;
		}
		const changes: Record< string, unknown > = {};
		for ( const [ own, parentName ] of Object.entries( map ) ) {
			const value = fromParent[ parentName ];
			if (
				value !==
				( attributes as unknown as Record< string, unknown > )[ own ]
			) {
				changes[ own ] = value;
			}
		}
		if ( Object.keys( changes ).length ) {
			setAttributes( changes as Partial< ButtonAttributes > );
		}
	}, [ map, fromParent, attributes, setAttributes ] );
}
