/**
 * The banners' copy, as the tests read it (spec 1 sections 2 and 6).
 */
export const QUOTA = 'You have reached the limit of requests for this site.';
export const NON_ADMIN =
	'Reach out to a site administrator if you need more AI requests.';
export const VIP =
	"You've reached the AI rate limit. Please reach out to your VIP account team.";
export const RECONNECT = 'Your account is not connected at the moment.';

/** The banner's own text, not the copy Notice speaks to screen readers. */
export const IN_NOTICE = { selector: '.components-notice__content p' };

/** A user's monthly limit reached, as the server words it. */
export const USER_LIMIT_MESSAGE =
	'You have used your 3 AI requests for this month. AI is available again on December 1, 2026.';
/** When AI is back, as the banners show it after a limit's message. */
export const AVAILABLE_AGAIN = /AI is available again on December 1, 2026/;
/** Where an administrator changes the limit (the Settings screen's AI card). */
export const LIMIT_SETTING_URL =
	'http://site.test/wp-admin/options-general.php?page=orbit-blocks#orbit-blocks-settings-ai';
