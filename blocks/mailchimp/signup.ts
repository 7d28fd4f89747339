/**
 * The visitor's signup (spec 2 "Newsletter signup form"): the e-mail check
 * and the request body the local provider's signup route takes.
 */

/** A plausible e-mail address: one @, a dot in the domain, no spaces. */
export function isValidEmail( email: string ): boolean {
	return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test( email.trim() );
}

/**
 * What a sign-up sends: the address, the post and the form it was made on
 * (the server takes the form's groups and signup location from the saved
 * block, never from the request), and the honeypot.
 */
export interface SignupBody {
	email: string;
	post_id: number;
	form: string;
	website: string;
}

/** The JSON body from the form's fields. */
export function signupBody( fields: Record< string, string > ): SignupBody {
	return {
		email: ( fields.email ?? '' ).trim(),
		post_id: Number( fields.post_id ) || 0,
		form: fields.form ?? '',
		website: fields.website ?? '',
	};
}
