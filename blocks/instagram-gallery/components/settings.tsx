/**
 * The sidebar (spec 2 "Instagram gallery", section 2): Account Settings (a
 * link to the account and Disconnect your account) and Display Settings
 * (Number of Posts 1–30, Number of Columns 1–6, Image Spacing (px) 0–50,
 * Stack on mobile).
 */
import { InspectorControls } from '@wordpress/block-editor';
import { Button, ExternalLink, PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import {
	DEFAULT_COLUMNS,
	DEFAULT_COUNT,
	DEFAULT_SPACING,
	MAX_COLUMNS,
	MAX_POSTS,
	MAX_SPACING,
	MIN_COLUMNS,
	MIN_SPACING,
	clampColumns,
	clampCount,
	clampSpacing,
	profileUrl,
	type InstagramGalleryAttributes,
} from '../gallery';
import RemoveAccount from './remove-account';
import {
	RangeSetting,
	ToggleSetting,
} from '../../../shared/components/settings-controls';

interface Props {
	attributes: InstagramGalleryAttributes;
	setAttributes: ( next: Partial< InstagramGalleryAttributes > ) => void;
	onDisconnect: () => void;
	/** The block's token, for removing the account from the site. */
	token: string;
	onAccountRemoved: () => void;
}

export default function Settings( {
	attributes,
	setAttributes,
	onDisconnect,
	token,
	onAccountRemoved,
}: Props ) {
	const user = attributes.instagramUser ?? '';
	const profile = profileUrl( user );
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Account Settings', 'orbit-blocks' ) }>
				{ profile && (
					<p>
						<ExternalLink
							href={ profile }
						>{ `@${ user }` }</ExternalLink>
					</p>
				) }
				<Button
					variant="secondary"
					isDestructive
					onClick={ onDisconnect }
				>
					{ __( 'Disconnect from this block', 'orbit-blocks' ) }
				</Button>
				<p className="wp-block-jetpack-instagram-gallery__disconnect-help">
					{ __(
						'Other posts that show this account keep showing it.',
						'orbit-blocks'
					) }
				</p>
				<RemoveAccount token={ token } onRemoved={ onAccountRemoved } />
			</PanelBody>
			<PanelBody title={ __( 'Display Settings', 'orbit-blocks' ) }>
				<RangeSetting
					label={ __( 'Number of Posts', 'orbit-blocks' ) }
					value={ clampCount( attributes.count ) }
					min={ 1 }
					max={ MAX_POSTS }
					allowReset
					resetFallbackValue={ DEFAULT_COUNT }
					onChange={ ( value ) =>
						setAttributes( { count: clampCount( value ) } )
					}
				/>
				<RangeSetting
					label={ __( 'Number of Columns', 'orbit-blocks' ) }
					value={ clampColumns( attributes.columns ) }
					min={ MIN_COLUMNS }
					max={ MAX_COLUMNS }
					allowReset
					resetFallbackValue={ DEFAULT_COLUMNS }
					onChange={ ( value ) =>
						setAttributes( { columns: clampColumns( value ) } )
					}
				/>
				<RangeSetting
					label={ __( 'Image Spacing (px)', 'orbit-blocks' ) }
					value={ clampSpacing( attributes.spacing ) }
					min={ MIN_SPACING }
					max={ MAX_SPACING }
					allowReset
					resetFallbackValue={ DEFAULT_SPACING }
					onChange={ ( value ) =>
						setAttributes( { spacing: clampSpacing( value ) } )
					}
				/>
				<ToggleSetting
					label={ __( 'Stack on mobile', 'orbit-blocks' ) }
					checked={ attributes.isStackedOnMobile !== false }
					onChange={ ( isStackedOnMobile ) =>
						setAttributes( { isStackedOnMobile } )
					}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
