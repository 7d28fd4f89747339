/**
 * The token-needed placeholder and the sidebar's Mapbox Access Token panel
 * (spec 2 "Map", sections 2 and 5): Set Token / Update Token are disabled
 * while the field is empty or a request is running. Both are for
 * administrators only (the server refuses anyone else), who may also set
 * the token in Settings → Orbit Blocks; anyone else is told to ask one.
 */
import { Button, PanelBody, Placeholder } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import MissingSettingNotice from '../../../shared/components/missing-setting-notice';
import { mapIcon } from '../icon';
import { canSetToken } from '../token';
import type { TokenState } from '../token';
import { TextSetting } from '../../../shared/components/settings-controls';
import { SubmitButton } from '../../../shared/components/submit-button';

interface Props {
	state: TokenState;
	onSave: ( key: string ) => Promise< boolean >;
}

const missingToken = () => (
	<MissingSettingNotice
		adminMessage={ __(
			'Add a Mapbox public token in <a>Settings → Orbit Blocks</a>, or paste it below, to show maps.',
			'orbit-blocks'
		) }
		otherMessage={ __(
			'Ask an administrator to add a Mapbox public token in Settings → Orbit Blocks to show maps.',
			'orbit-blocks'
		) }
	/>
);

/**
 * The key is a site-wide setting: only administrators (manage_options) may
 * set it. Other users are told to ask one, with no form.
 */
export function TokenPlaceholder( {
	state,
	onSave,
	canChange,
}: Props & { canChange: boolean } ) {
	const [ draft, setDraft ] = useState( '' );
	if ( ! canChange ) {
		return (
			<Placeholder
				icon={ mapIcon }
				label={ __( 'Map', 'orbit-blocks' ) }
				className="wp-block-jetpack-map__token-needed"
			>
				{ missingToken() }
			</Placeholder>
		);
	}
	return (
		<Placeholder
			icon={ mapIcon }
			label={ __( 'Map', 'orbit-blocks' ) }
			instructions={ __(
				'To use the map block, you need an Access Token from Mapbox. Create an account or log in at mapbox.com, copy your default public token (it starts with "pk."), and paste it below.',
				'orbit-blocks'
			) }
			className="wp-block-jetpack-map__token-needed"
		>
			{ missingToken() }
			<form
				className="wp-block-jetpack-map__token-form"
				onSubmit={ ( event ) => {
					event.preventDefault();
					if ( canSetToken( draft, state ) ) {
						onSave( draft );
					}
				} }
			>
				<TextSetting
					label={ __( 'Mapbox Access Token', 'orbit-blocks' ) }
					hideLabelFromVision
					placeholder={ __( 'Paste Token Here', 'orbit-blocks' ) }
					value={ draft }
					onChange={ setDraft }
				/>
				<SubmitButton
					isBusy={ state.busy }
					disabled={ ! canSetToken( draft, state ) }
				>
					{ __( 'Set Token', 'orbit-blocks' ) }
				</SubmitButton>
			</form>
		</Placeholder>
	);
}

export function TokenPanel( {
	state,
	onSave,
	onRemove,
}: Props & { onRemove: () => void } ) {
	const shared = state.source === 'wpcom';
	const [ draft, setDraft ] = useState( shared ? '' : state.token );
	useEffect(
		() => setDraft( shared ? '' : state.token ),
		[ shared, state.token ]
	);
	return (
		<PanelBody
			title={ __( 'Mapbox Access Token', 'orbit-blocks' ) }
			initialOpen={ false }
		>
			{ shared && (
				<p>
					{ __(
						'This site uses a shared Mapbox token. Set your own to use your Mapbox account.',
						'orbit-blocks'
					) }
				</p>
			) }
			<TextSetting
				label={ __( 'Mapbox Access Token', 'orbit-blocks' ) }
				value={ draft }
				onChange={ setDraft }
			/>
			<div className="wp-block-jetpack-map__token-actions">
				<Button
					variant="secondary"
					isBusy={ state.busy }
					disabled={
						! canSetToken( draft, state ) ||
						draft.trim() === state.token
					}
					onClick={ () => onSave( draft ) }
				>
					{ __( 'Update Token', 'orbit-blocks' ) }
				</Button>
				{ ! shared && (
					<Button
						variant="tertiary"
						isDestructive
						disabled={ state.busy }
						onClick={ onRemove }
					>
						{ __( 'Remove Token', 'orbit-blocks' ) }
					</Button>
				) }
			</div>
		</PanelBody>
	);
}
