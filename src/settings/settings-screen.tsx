/**
 * Settings → Orbit Blocks: loads the site's settings, then one Card a
 * section (section-card.tsx). The AI section says who answers while no
 * server is set and shows the AI usage table (ai-usage.tsx); the Payments
 * section gives the webhook address to paste into Stripe.
 *
 * With `network` (Network Admin → Settings → Orbit Blocks, multisite): the
 * network's screen, through orbit-blocks/v1/network-settings: only the AI
 * card, whose server, keys and limits hold for every site, and AI usage per
 * site (network-usage.tsx). On a site of a network, the AI fields the
 * network sets are read-only (field-control.tsx).
 */
import { Notice, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import AiUsage from './ai-usage';
import { errorMessage, fetchSettings } from './api';
import NetworkAiUsage from './network-usage';
import SectionCard from './section-card';
import { settingsSections } from './sections';
import type { SettingsState } from './types';

type Loaded =
	| { state: 'loading' }
	| { state: 'failed'; message: string }
	| { state: 'ready'; settings: SettingsState };

interface Props {
	/** The network's screen (multisite). */
	network?: boolean;
}

export default function SettingsScreen( { network = false }: Props ) {
	const [ loaded, setLoaded ] = useState< Loaded >( { state: 'loading' } );

	useEffect( () => {
		let live = true;
		fetchSettings( network ).then(
			( settings ) => live && setLoaded( { state: 'ready', settings } ),
			( error ) =>
				live &&
				setLoaded( { state: 'failed', message: errorMessage( error ) } )
		);
		return () => {
			live = false;
		};
	}, [ network ] );

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
	if ( network ) {
		const ai = settingsSections().find( ( spec ) => spec.name === 'ai' );
		return (
			<div className="orbit-blocks-settings">
				<p>
					{ __(
						'The AI server, keys and limits for every site of the network. Site administrators see these settings but cannot change them; who may use AI and the monthly limits you leave empty are each site’s to set. Saved keys are never shown again: only their last four characters.',
						'orbit-blocks'
					) }
				</p>
				{ ai && (
					<SectionCard
						spec={ ai }
						settings={ settings }
						onSaved={ onSaved }
						network
						after={ <NetworkAiUsage /> }
					>
						{ settings.aiResponder === 'offline' && (
							<Notice status="info" isDismissible={ false }>
								{ __(
									'No AI server is set for the network: on every site, the built-in offline responder answers AI requests.',
									'orbit-blocks'
								) }
							</Notice>
						) }
					</SectionCard>
				) }
			</div>
		);
	}
	const byNetwork = Object.values( settings.fields ).some(
		( field ) => field.in_network
	);
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
					{ spec.name === 'ai' && byNetwork && (
						<Notice status="info" isDismissible={ false }>
							{ __(
								'This site is part of a network: the network administrator sets the AI server and keys for every site, and may set who may use AI and the monthly limits.',
								'orbit-blocks'
							) }
						</Notice>
					) }
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
