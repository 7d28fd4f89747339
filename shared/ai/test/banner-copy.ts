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
