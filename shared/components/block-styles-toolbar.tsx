/**
 * A "Style" dropdown in the block toolbar for blocks with registered styles
 * (spec 3 section 2, "Style and width controls"). The inspector's own Styles
 * panel shows the same choice; both write the is-style-<name> class.
 */
import { store as blocksStore } from '@wordpress/blocks';
import { ToolbarDropdownMenu } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { check, styles as stylesIcon } from '@wordpress/icons';

interface BlockStyle {
	name: string;
	label: string;
	isDefault?: boolean;
}

const STYLE_CLASS = /(?:^|\s)is-style-([^\s]+)/;

export function activeStyleName(
	className: string | undefined,
	styles: BlockStyle[]
): string | undefined {
	const fromClass = STYLE_CLASS.exec( className ?? '' )?.[ 1 ];
	if ( fromClass && styles.some( ( style ) => style.name === fromClass ) ) {
		return fromClass;
	}
	return styles.find( ( style ) => style.isDefault )?.name;
}

/** The class with the style replaced; the default style needs no class. */
export function classNameWithStyle(
	className: string | undefined,
	style: BlockStyle
): string | undefined {
	const others = ( className ?? '' )
		.split( /\s+/ )
		.filter( ( name ) => name && ! name.startsWith( 'is-style-' ) );
	if ( ! style.isDefault ) {
		others.push( `is-style-${ style.name }` );
	}
	return others.length ? others.join( ' ' ) : undefined;
}

export function BlockStylesToolbar( {
	blockName,
	className,
	onChange,
}: {
	blockName: string;
	className: string | undefined;
	onChange: ( className: string | undefined ) => void;
} ) {
	const styles = useSelect(
		( select ) =>
			(
				select( blocksStore ) as {
					getBlockStyles: (
						name: string
					) => BlockStyle[] | undefined;
				}
			 ).getBlockStyles( blockName ) ?? [],
		[ blockName ]
	);
	if ( styles.length < 2 ) {
		return null;
	}
	const active = activeStyleName( className, styles );
	return (
		<ToolbarDropdownMenu
			icon={ stylesIcon }
			label={ __( 'Style', 'orbit-blocks' ) }
			controls={ styles.map( ( style ) => ( {
				title: style.label,
				icon: style.name === active ? check : undefined,
				isActive: style.name === active,
				onClick: () =>
					onChange( classNameWithStyle( className, style ) ),
			} ) ) }
		/>
	);
}
