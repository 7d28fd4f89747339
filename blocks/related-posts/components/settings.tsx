/**
 * The block's controls: the layout in the toolbar (Grid view / List view)
 * and in the sidebar, with what each post shows, the headline and the
 * number of posts (1 to 6).
 */
import { BlockControls } from '@wordpress/block-editor';
import {
	RadioControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { grid, list } from '@wordpress/icons';
import {
	POSTS_TO_SHOW,
	clampPostsToShow,
	normaliseLayout,
	type PostLayout,
	type RelatedPostsAttributes,
} from '../attributes';
import {
	RangeSetting,
	TextSetting,
	ToggleSetting,
} from '../../../shared/components/settings-controls';
import { SettingsPanel } from '../../../shared/components/settings-panel';

interface Props {
	attributes: RelatedPostsAttributes;
	setAttributes: ( next: Partial< RelatedPostsAttributes > ) => void;
}

type DisplayKey =
	| 'displayThumbnails'
	| 'displayDate'
	| 'displayAuthor'
	| 'displayContext'
	| 'displayHeadline';

export default function Settings( { attributes, setAttributes }: Props ) {
	const layout = normaliseLayout( attributes.postLayout );
	const setLayout = ( postLayout: PostLayout ) =>
		setAttributes( { postLayout } );
	const toggles: Array< [ DisplayKey, string ] > = [
		[ 'displayThumbnails', __( 'Display thumbnails', 'orbit-blocks' ) ],
		[ 'displayDate', __( 'Display date', 'orbit-blocks' ) ],
		[ 'displayAuthor', __( 'Display author', 'orbit-blocks' ) ],
		[ 'displayContext', __( 'Display context', 'orbit-blocks' ) ],
		[ 'displayHeadline', __( 'Display headline', 'orbit-blocks' ) ],
	];

	return (
		<>
			<BlockControls group="block">
				<ToolbarGroup>
					<ToolbarButton
						icon={ grid }
						label={ __( 'Grid view', 'orbit-blocks' ) }
						isPressed={ layout === 'grid' }
						onClick={ () => setLayout( 'grid' ) }
					/>
					<ToolbarButton
						icon={ list }
						label={ __( 'List view', 'orbit-blocks' ) }
						isPressed={ layout === 'list' }
						onClick={ () => setLayout( 'list' ) }
					/>
				</ToolbarGroup>
			</BlockControls>
			<SettingsPanel title={ __( 'Settings', 'orbit-blocks' ) }>
				<RadioControl
					label={ __( 'Layout', 'orbit-blocks' ) }
					selected={ layout }
					options={ [
						{
							label: __( 'Grid', 'orbit-blocks' ),
							value: 'grid',
						},
						{
							label: __( 'List', 'orbit-blocks' ),
							value: 'list',
						},
					] }
					onChange={ ( value: string ) =>
						setLayout( normaliseLayout( value ) )
					}
				/>
				{ toggles.map( ( [ key, label ] ) => (
					<ToggleSetting
						key={ key }
						label={ label }
						checked={ !! attributes[ key ] }
						onChange={ ( value: boolean ) =>
							setAttributes( { [ key ]: value } )
						}
					/>
				) ) }
				{ attributes.displayHeadline && (
					<TextSetting
						label={ __( 'Headline', 'orbit-blocks' ) }
						placeholder={ __( 'Related', 'orbit-blocks' ) }
						value={ attributes.headline ?? '' }
						onChange={ ( headline: string ) =>
							setAttributes( { headline } )
						}
					/>
				) }
				<RangeSetting
					label={ __( 'Number of posts', 'orbit-blocks' ) }
					min={ POSTS_TO_SHOW.min }
					max={ POSTS_TO_SHOW.max }
					step={ 1 }
					value={ clampPostsToShow( attributes.postsToShow ) }
					onChange={ ( value?: number ) => {
						// A cleared number field keeps the current count.
						if ( value !== undefined ) {
							setAttributes( {
								postsToShow: clampPostsToShow( value ),
							} );
						}
					} }
				/>
			</SettingsPanel>
		</>
	);
}
