/**
 * What orbit-blocks/v1/settings answers (php-stubs/includes/rest/settings.php):
 * every field as a browser may see it. A secret has no value, only whether
 * it is set and its last four characters.
 */
export interface FieldState {
	section: string;
	type: 'string' | 'url' | 'boolean' | 'pem' | 'count' | 'roles';
	secret: boolean;
	set: boolean;
	/** Set by a wp-config.php constant: shown, never changed here. */
	in_config: boolean;
	/**
	 * On a network (multisite), the network administrator's to set: the
	 * site's screen shows it read-only (the AI server fields always, AI
	 * roles and limits once the network set them).
	 */
	in_network?: boolean;
	/** Not for secrets; booleans are '1' or ''. */
	value?: string;
	/** Secrets only, when set. */
	last4?: string;
}

export interface SettingsState {
	/** 'network': the network's screen (orbit-blocks/v1/network-settings). */
	scope?: 'network';
	fields: Record< string, FieldState >;
	/** The address to paste into Stripe's webhook settings. */
	stripeWebhookUrl: string;
	/** The OAuth redirect address to paste into the Instagram app (Meta). */
	instagramRedirectUrl: string;
	/** The OAuth redirect address to paste into the Google OAuth client. */
	googleRedirectUrl: string;
	/** Who answers AI requests: a configured server, or the offline responder. */
	aiResponder: 'server' | 'offline';
	/** The roles that can edit posts, slug → name: those AI may be given to. */
	editingRoles: Record< string, string >;
}

/** What a section's test answers (the service's adapter decides the message). */
export interface TestOutcome {
	ok: boolean;
	message: string;
	/** Mailchimp's test lists the account's audiences. */
	audiences?: { id: string; name: string }[];
}

/** A field's draft on the screen: text as typed, or a toggle. */
export type Draft = string | boolean;

/** GET orbit-blocks/v1/ai-usage: AI requests per user this month and last. */
export interface AiUsageReport {
	/** The months, as "2026-11" (the site's time zone). */
	thisMonth: string;
	lastMonth: string;
	users: {
		id: number;
		name: string;
		thisMonth: number;
		lastMonth: number;
		/** ISO 8601, or '' when unknown. */
		lastUse: string;
	}[];
	total: { thisMonth: number; lastMonth: number };
	/** When the counts start again (Y-m-d). */
	nextReset: string;
	/**
	 * Whether the user may start this month's counts again: not a site
	 * administrator under limits a network set.
	 */
	canReset?: boolean;
}

/**
 * GET orbit-blocks/v1/network-ai-usage: AI requests per site of the network
 * this month and last, a page of sites at a time, and the network's totals.
 */
export interface NetworkAiUsageReport {
	thisMonth: string;
	lastMonth: string;
	sites: {
		id: number;
		name: string;
		address: string;
		thisMonth: number;
		lastMonth: number;
	}[];
	siteCount: number;
	page: number;
	pages: number;
	perPage: number;
	total: { thisMonth: number; lastMonth: number };
	/** How many sites the totals count (all of them, up to 1,000). */
	totalSites: number;
	/** The totals count only the first sites (the network has more than the cap). */
	totalPartial: boolean;
	nextReset: string;
}
