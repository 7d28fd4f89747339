/**
 * The visitor's signup (spec 2 "Newsletter signup form"): the e-mail check
 * and the request body the local provider's signup route takes.
 */

/** A plausible e-mail address: one @, a dot in the domain, no spaces. */
export function isValidEmail( email: string ): boolean {
	return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test( email.trim() );
}

export interface SignupBody {
	email: string;
	interests: string[];
	signup_field_tag: string;
	signup_field_value: string;
	post_id: number;
	website: string;
}

/** The JSON body from the form's fields. */
export function signupBody( fields: Record< string, string > ): SignupBody {
	return {
		email: ( fields.email ?? '' ).trim(),
		interests: ( fields.interests ?? '' )
			.split( ',' )
			.map( ( id ) => id.trim() )
			.filter( Boolean ),
		signup_field_tag: fields.signup_field_tag ?? '',
		signup_field_value: fields.signup_field_value ?? '',
		post_id: Number( fields.post_id ) || 0,
		website: fields.website ?? '',
	};
}
