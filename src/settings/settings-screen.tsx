/**
 * Settings → Orbit Blocks: loads the site's settings, then one Card a
 * section (section-card.tsx). The AI section says who answers while no
 * server is set and shows the AI usage table (ai-usage.tsx); the Payments
 * section gives the webhook address to paste into Stripe.
 */
import { Notice, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import AiUsage from './ai-usage';
import { errorMessage, fetchSettings } from './api';
import SectionCard from './section-card';
import { settingsSections } from './sections';
import type { SettingsState } from './types';

type Loaded =
	| { state: 'loading' }
	| { state: 'failed'; message: string }
	| { state: 'ready'; settings: SettingsState };

export default function SettingsScreen() {
	const [ loaded, setLoaded ] = useState< Loaded >( { state: 'loading' } );

	useEffect( () => {
		let live = true;
		fetchSettings().then(
			( settings ) => live && setLoaded( { state: 'ready', settings } ),
			( error ) =>
				live &&
				setLoaded( { state: 'failed', message: errorMessage( error ) } )
		);
		return () => {
			live = false;
		};
	}, [] );

	// A link to a card (#orbit-blocks-settings-ai, from the AI banner's
	// "Change the limit") arrives before the cards exist: once they do,
	// bring that card into view.
	const ready = loaded.state === 'ready';
	useEffect( () => {
		const id = window.location.hash.slice( 1 );
		const target =
			ready && /^orbit-blocks-settings-[a-z]+$/.test( id )
				? document.getElementById( id )
				: null;
		target?.scrollIntoView();
	}, [ ready ] );

	if ( loaded.state === 'loading' ) {
		return (
			<div className="orbit-blocks-settings__loading">
				<Spinner />
				<span>{ __( 'Loading settings…', 'orbit-blocks' ) }</span>
			</div>
		);
	}
	if ( loaded.state === 'failed' ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ loaded.message }
			</Notice>
		);
	}
	const { settings } = loaded;
	const onSaved = ( next: SettingsState ) =>
		setLoaded( { state: 'ready', settings: next } );
	return (
		<div className="orbit-blocks-settings">
			<p>
				{ __(
					'The services Orbit Blocks’ blocks use. A setting defined in wp-config.php is shown here but can only be changed there. Saved keys are never shown again: only their last four characters.',
					'orbit-blocks'
				) }
			</p>
			{ settingsSections().map( ( spec ) => (
				<SectionCard
					key={ spec.name }
					spec={ spec }
					settings={ settings }
					onSaved={ onSaved }
					after={ spec.name === 'ai' ? <AiUsage /> : undefined }
				>
					{ spec.name === 'ai' &&
						settings.aiResponder === 'offline' && (
							<Notice status="info" isDismissible={ false }>
								{ __(
									'No AI server is set: the built-in offline responder answers AI requests.',
									'orbit-blocks'
								) }
							</Notice>
						) }
					{ spec.name === 'media' && (
						<p className="orbit-blocks-settings__webhook">
							{ __(
								'Authorized redirect URI to add to the Google OAuth client:',
								'orbit-blocks'
							) }{ ' ' }
							<code>{ settings.googleRedirectUrl }</code>
						</p>
					) }
					{ spec.name === 'instagram' && (
						<p className="orbit-blocks-settings__webhook">
							{ __(
								'Valid OAuth redirect URI to add to the Instagram app (Business login settings):',
								'orbit-blocks'
							) }{ ' ' }
							<code>{ settings.instagramRedirectUrl }</code>
						</p>
					) }
					{ spec.name === 'payments' && (
						<p className="orbit-blocks-settings__webhook">
							{ __(
								'Webhook address to paste into Stripe:',
								'orbit-blocks'
							) }{ ' ' }
							<code>{ settings.stripeWebhookUrl }</code>
						</p>
					) }
				</SectionCard>
			) ) }
		</div>
	);
}
