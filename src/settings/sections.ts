/**
 * The screen's sections and their fields, in order, with the words the
 * screen shows (the registry, php-stubs/includes/settings.php, says which
 * fields exist, their types and which are secret).
 */
import { __ } from '@wordpress/i18n';

export type FieldKind =
	| 'text'
	| 'url'
	| 'count'
	| 'roles'
	| 'secret'
	| 'toggle'
	| 'stripe-mode'
	| 'audience';

export interface FieldSpec {
	name: string;
	label: string;
	kind: FieldKind;
	help?: string;
}

export interface SectionSpec {
	/** The registry's section name. */
	name: string;
	title: string;
	description: string;
	/** The test route's name: orbit-blocks/v1/settings/test/<test>. */
	test: string;
	fields: FieldSpec[];
}

export function settingsSections(): SectionSpec[] {
	return [
		{
			name: 'ai',
			title: __( 'AI', 'orbit-blocks' ),
			description: __(
				'An OpenAI-compatible server for the AI Assistant (text), and optionally one for images; who may use AI, and how much.',
				'orbit-blocks'
			),
			test: 'ai',
			fields: [
				{
					name: 'ai_base_url',
					label: __( 'Text API base URL', 'orbit-blocks' ),
					kind: 'url',
					help: __(
						'For example https://api.openai.com/v1 or http://127.0.0.1:11434/v1.',
						'orbit-blocks'
					),
				},
				{
					name: 'ai_api_key',
					label: __( 'Text API key', 'orbit-blocks' ),
					kind: 'secret',
				},
				{
					name: 'ai_model',
					label: __( 'Text model', 'orbit-blocks' ),
					kind: 'text',
				},
				{
					name: 'ai_image_base_url',
					label: __( 'Image API base URL', 'orbit-blocks' ),
					kind: 'url',
				},
				{
					name: 'ai_image_api_key',
					label: __( 'Image API key', 'orbit-blocks' ),
					kind: 'secret',
				},
				{
					name: 'ai_image_model',
					label: __( 'Image model', 'orbit-blocks' ),
					kind: 'text',
				},
				{
					name: 'ai_roles',
					label: __( 'Who may use AI', 'orbit-blocks' ),
					kind: 'roles',
					help: __(
						'None checked: every user who can edit posts. An administrator can also turn AI off for one user on their profile.',
						'orbit-blocks'
					),
				},
				{
					name: 'ai_limit_user',
					label: __( 'Requests per user per month', 'orbit-blocks' ),
					kind: 'count',
					help: __(
						'Empty: no limit. Counts start again on the 1st of each month (the site’s time zone); only the AI server’s answers count.',
						'orbit-blocks'
					),
				},
				{
					name: 'ai_limit_site',
					label: __(
						'Requests of the whole site per month',
						'orbit-blocks'
					),
					kind: 'count',
					help: __( 'Empty: no limit.', 'orbit-blocks' ),
				},
			],
		},
		{
			name: 'maps',
			title: __( 'Maps', 'orbit-blocks' ),
			description: __(
				'The Map block draws with Mapbox (its public token travels to visitors’ browsers by design), or with Apple MapKit, whose tokens the site signs with its private key.',
				'orbit-blocks'
			),
			test: 'maps',
			fields: [
				{
					name: 'mapbox_token',
					label: __( 'Mapbox public token', 'orbit-blocks' ),
					kind: 'text',
					help: __( 'It starts with “pk.”.', 'orbit-blocks' ),
				},
				{
					name: 'mapkit_team_id',
					label: __( 'Apple MapKit team ID', 'orbit-blocks' ),
					kind: 'text',
				},
				{
					name: 'mapkit_key_id',
					label: __( 'Apple MapKit key ID', 'orbit-blocks' ),
					kind: 'text',
				},
				{
					name: 'mapkit_private_key',
					label: __( 'Apple MapKit private key', 'orbit-blocks' ),
					kind: 'secret',
					help: __(
						'The contents of the .p8 file (-----BEGIN PRIVATE KEY----- …). The site signs a short-lived MapKit JS token with it for each map.',
						'orbit-blocks'
					),
				},
				{
					name: 'mapkit_token',
					label: __(
						'Apple MapKit token (instead of the key)',
						'orbit-blocks'
					),
					kind: 'secret',
				},
			],
		},
		{
			name: 'gifs',
			title: __( 'GIFs', 'orbit-blocks' ),
			description: __(
				'The GIF block searches GIPHY with this site’s key (developers.giphy.com).',
				'orbit-blocks'
			),
			test: 'gifs',
			fields: [
				{
					name: 'giphy_api_key',
					label: __( 'GIPHY API key', 'orbit-blocks' ),
					kind: 'secret',
				},
			],
		},
		{
			name: 'media',
			title: __( 'Media sources', 'orbit-blocks' ),
			description: __(
				'Where the external media picker finds images besides the media library.',
				'orbit-blocks'
			),
			test: 'media',
			fields: [
				{
					name: 'pexels_api_key',
					label: __( 'Pexels API key', 'orbit-blocks' ),
					kind: 'secret',
				},
				{
					name: 'openverse_enabled',
					label: __( 'Search Openverse', 'orbit-blocks' ),
					kind: 'toggle',
				},
				{
					name: 'google_client_id',
					label: __(
						'Google Photos OAuth client ID',
						'orbit-blocks'
					),
					kind: 'text',
				},
				{
					name: 'google_client_secret',
					label: __(
						'Google Photos OAuth client secret',
						'orbit-blocks'
					),
					kind: 'secret',
				},
			],
		},
		{
			name: 'newsletter',
			title: __( 'Newsletter', 'orbit-blocks' ),
			description: __(
				'The newsletter signup form adds subscribers to a Mailchimp audience.',
				'orbit-blocks'
			),
			test: 'mailchimp',
			fields: [
				{
					name: 'mailchimp_api_key',
					label: __( 'Mailchimp API key', 'orbit-blocks' ),
					kind: 'secret',
				},
				{
					name: 'mailchimp_audience_id',
					label: __( 'Audience', 'orbit-blocks' ),
					kind: 'audience',
				},
				{
					name: 'mailchimp_double_opt_in',
					label: __(
						'Ask subscribers to confirm (double opt-in)',
						'orbit-blocks'
					),
					kind: 'toggle',
				},
			],
		},
		{
			name: 'payments',
			title: __( 'Payments', 'orbit-blocks' ),
			description: __(
				'Payment buttons, donations and paid content take payments with Stripe.',
				'orbit-blocks'
			),
			test: 'payments',
			fields: [
				{
					name: 'stripe_mode',
					label: __( 'Mode', 'orbit-blocks' ),
					kind: 'stripe-mode',
				},
				{
					name: 'stripe_publishable_key',
					label: __( 'Stripe publishable key', 'orbit-blocks' ),
					kind: 'text',
				},
				{
					name: 'stripe_secret_key',
					label: __( 'Stripe secret key', 'orbit-blocks' ),
					kind: 'secret',
				},
				{
					name: 'stripe_webhook_secret',
					label: __( 'Webhook signing secret', 'orbit-blocks' ),
					kind: 'secret',
				},
			],
		},
		{
			name: 'instagram',
			title: __( 'Instagram', 'orbit-blocks' ),
			description: __(
				'The Instagram gallery connects accounts through this site’s Instagram app.',
				'orbit-blocks'
			),
			test: 'instagram',
			fields: [
				{
					name: 'instagram_app_id',
					label: __( 'Instagram app ID', 'orbit-blocks' ),
					kind: 'text',
				},
				{
					name: 'instagram_app_secret',
					label: __( 'Instagram app secret', 'orbit-blocks' ),
					kind: 'secret',
				},
			],
		},
		{
			name: 'images',
			title: __( 'Images', 'orbit-blocks' ),
			description: __(
				'Galleries resize images with WordPress’s own sizes, or through an image CDN.',
				'orbit-blocks'
			),
			test: 'images',
			fields: [
				{
					name: 'image_cdn',
					label: __(
						'Use an image CDN for gallery resizing',
						'orbit-blocks'
					),
					kind: 'toggle',
				},
			],
		},
		{
			name: 'uploads',
			title: __( 'Uploads', 'orbit-blocks' ),
			description: __(
				'Video uploads resume through the plugin’s own upload server, or an external tus server.',
				'orbit-blocks'
			),
			test: 'uploads',
			fields: [
				{
					name: 'tus_endpoint',
					label: __( 'External tus endpoint', 'orbit-blocks' ),
					kind: 'url',
					help: __(
						'Leave empty to use the plugin’s own upload server.',
						'orbit-blocks'
					),
				},
			],
		},
		{
			name: 'plans',
			title: __( 'Plans', 'orbit-blocks' ),
			description: __(
				'Only for a host or agency that sells tiers of blocks: where Upgrade leads, and this site’s plan. Left empty, every block is included and nothing asks anyone to upgrade.',
				'orbit-blocks'
			),
			test: 'plans',
			fields: [
				{
					name: 'plans_checkout_url',
					label: __( 'Plans checkout URL', 'orbit-blocks' ),
					kind: 'url',
					help: __(
						'Upgrade leads to <this address>/<site>/<plan>?redirect_to=<the editor>.',
						'orbit-blocks'
					),
				},
				{
					name: 'site_plan',
					label: __( 'This site’s plan', 'orbit-blocks' ),
					kind: 'text',
					help: __(
						'jetpack_free, jetpack_personal, jetpack_premium or jetpack_business; a host can set it with the orbit_blocks_site_plan_slug filter instead.',
						'orbit-blocks'
					),
				},
			],
		},
	];
}
