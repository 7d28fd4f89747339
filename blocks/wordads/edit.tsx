/**
 * Ad block editor (spec 3 sections 2 and 3): the toolbar's format picker
 * ("Pick an ad format"), the Visibility panel with Hide on mobile, and a
 * placeholder the size of the chosen format, framed by that format's editor
 * padding so that a thin banner is still easy to select.
 */
import { BlockControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { ToolbarDropdownMenu, ToolbarGroup } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { layout } from '@wordpress/icons';
import { AD_FORMATS, coerceBoolean, formatLabel, getAdFormat } from './formats';
import type { AdFormatTag } from './formats';
import { ToggleSetting } from '../../shared/components/settings-controls';
import { SettingsPanel } from '../../shared/components/settings-panel';

export interface AdAttributes {
	align: string;
	format: AdFormatTag;
	hideMobile: boolean;
}

export default function AdEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< AdAttributes > ) {
	const format = getAdFormat( attributes.format );
	const hideMobile = coerceBoolean( attributes.hideMobile );
	const blockProps = useBlockProps( {
		className: [
			`orbit-ad--${ format.tag }`,
			hideMobile ? 'orbit-ad--hide-mobile' : '',
		]
			.filter( Boolean )
			.join( ' ' ),
	} );

	return (
		<>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarDropdownMenu
						icon={ layout }
						label={ __( 'Pick an ad format', 'orbit-blocks' ) }
						controls={ AD_FORMATS.map( ( option ) => ( {
							title: formatLabel( option ),
							isActive: option.tag === format.tag,
							onClick: () =>
								setAttributes( { format: option.tag } ),
						} ) ) }
					/>
				</ToolbarGroup>
			</BlockControls>
			<SettingsPanel title={ __( 'Visibility', 'orbit-blocks' ) }>
				<ToggleSetting
					label={ __( 'Hide on mobile', 'orbit-blocks' ) }
					help={ __(
						'Hides this block for site visitors on mobile devices.',
						'orbit-blocks'
					) }
					checked={ hideMobile }
					onChange={ ( checked: boolean ) =>
						setAttributes( { hideMobile: checked } )
					}
				/>
			</SettingsPanel>
			<div { ...blockProps }>
				<div
					className="orbit-ad__frame"
					style={ {
						paddingTop: format.editorPadding,
						paddingBottom: format.editorPadding,
					} }
				>
					<div
						className="orbit-ad__slot"
						data-ad-format={ format.tag }
						style={ {
							width: format.width,
							aspectRatio: `${ format.width } / ${ format.height }`,
						} }
					>
						<span className="orbit-ad__label">
							{ __( 'Advertisement', 'orbit-blocks' ) }
						</span>
						<span className="orbit-ad__format">
							{ formatLabel( format ) }
						</span>
					</div>
					{ hideMobile && (
						<p className="orbit-ad__note">
							{ __( 'Hidden on mobile', 'orbit-blocks' ) }
						</p>
					) }
				</div>
			</div>
		</>
	);
}
