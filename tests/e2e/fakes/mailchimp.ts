/**
 * A fake Mailchimp Marketing API v3, as its reference documents it
 * (https://mailchimp.com/developer/marketing/api/):
 *
 * - Authentication (Marketing API, "Authentication methods"): HTTP Basic,
 *   any user name, the API key as password; otherwise 401 "API Key Invalid".
 * - Errors ("Errors", https://mailchimp.com/developer/marketing/docs/errors/):
 *   problem-detail JSON { type, title, status, detail, instance }.
 * - GET /lists (Lists/Audiences, "List lists"): { lists: [ { id, name } ], total_items }.
 * - GET /lists/{list_id}/interest-categories and …/{interest_category_id}/interests
 *   (Interest categories, "List interest categories"; Interests, "List interests in category").
 * - POST /lists/{list_id}/members (List members, "Add member to list"):
 *   body email_address and status (subscribed, unsubscribed, cleaned,
 *   pending, transactional) required; interests an object of id =>
 *   boolean; merge_fields an object. 400 "Member Exists" for an address
 *   already on the list (the member is not changed), 404 for an unknown
 *   list, 400 "Invalid Resource" for a bad body or address.
 * - PUT /lists/{list_id}/members/{subscriber_hash} ("Add or update list
 *   member"): recorded as a violation, the plugin never updates a member.
 */
import crypto from 'crypto';
import { startFake, type Fake, type FakeAnswer } from './fake-server';
import type { ServiceSettings } from './site';

export const MAILCHIMP_KEY = 'e2etestkey0123456789abcdef-us21';
export const MAILCHIMP_LIST = 'a1b2c3d4e5';

const STATUSES = [
	'subscribed',
	'unsubscribed',
	'cleaned',
	'pending',
	'transactional',
];

/** The documented base address for MAILCHIMP_KEY's data center ("-us21"). */
export const MAILCHIMP_DOCUMENTED = 'https://us21.api.mailchimp.com/3.0';

/**
 * The site on the fake: the API `key` and the audience, the key's data
 * center's documented address answered by `fake`.
 */
export function mailchimpSettings(
	fake: Fake,
	key: string = MAILCHIMP_KEY
): ServiceSettings {
	return [
		{
			ORBIT_BLOCKS_MAILCHIMP_API_KEY: key,
			ORBIT_BLOCKS_MAILCHIMP_AUDIENCE_ID: MAILCHIMP_LIST,
		},
		{ [ MAILCHIMP_DOCUMENTED ]: `${ fake.url }/3.0` },
	];
}

export function mailchimpProblem(
	status: number,
	title: string,
	detail: string
): FakeAnswer {
	return {
		status,
		json: {
			type: 'https://mailchimp.com/developer/marketing/docs/errors/',
			title,
			status,
			detail,
			instance: crypto.randomUUID(),
		},
	};
}

/**
 * The two failures Mailchimp documents for a busy or broken API, as the fake
 * answers them (a fresh problem document, with its own instance, each call).
 */
export const MAILCHIMP_FAILURES = {
	serverError: () =>
		mailchimpProblem(
			500,
			'Internal Server Error',
			'An unexpected internal error has occurred.'
		),
	tooManyConnections: () =>
		mailchimpProblem(
			429,
			'Too Many Requests',
			'You have exceeded the limit of 10 simultaneous connections.'
		),
};

export type MailchimpFake = Fake & {
	members: Map< string, Record< string, unknown > >;
};

export async function startMailchimpFake(): Promise< MailchimpFake > {
	const members = new Map< string, Record< string, unknown > >();
	const categories = [ { id: 'f3b2c1', title: 'Topics' } ];
	const interests = [
		{ id: 'int-news', name: 'News' },
		{ id: 'int-events', name: 'Events' },
	];
	const fake = await startFake( ( request, self ) => {
		const auth = String( request.headers.authorization ?? '' );
		const password = auth.startsWith( 'Basic ' )
			? Buffer.from( auth.slice( 6 ), 'base64' )
					.toString( 'utf8' )
					.split( ':' )
					.slice( 1 )
					.join( ':' )
			: '';
		if ( password !== MAILCHIMP_KEY ) {
			return mailchimpProblem(
				401,
				'API Key Invalid',
				"Your API key may be invalid, or you've attempted to access the wrong datacenter."
			);
		}
		const path = request.path.replace( /^\/3\.0/, '' );
		if ( ! request.path.startsWith( '/3.0/' ) ) {
			self.violations.push( `not under /3.0: ${ request.path }` );
		}
		if ( request.method === 'GET' && path === '/lists' ) {
			return {
				status: 200,
				json: {
					lists: [ { id: MAILCHIMP_LIST, name: 'Orbit readers' } ],
					total_items: 1,
				},
			};
		}
		const list = path.match( /^\/lists\/([^/]+)(\/.*)?$/ );
		if ( ! list || list[ 1 ] !== MAILCHIMP_LIST ) {
			return mailchimpProblem(
				404,
				'Resource Not Found',
				'The requested resource could not be found.'
			);
		}
		const rest = list[ 2 ] ?? '';
		if ( request.method === 'GET' && rest === '/interest-categories' ) {
			return {
				status: 200,
				json: {
					list_id: MAILCHIMP_LIST,
					categories: categories.map( ( category ) => ( {
						list_id: MAILCHIMP_LIST,
						...category,
						display_order: 0,
						type: 'checkboxes',
					} ) ),
					total_items: categories.length,
				},
			};
		}
		const category = rest.match(
			/^\/interest-categories\/([^/]+)\/interests$/
		);
		if ( request.method === 'GET' && category ) {
			return {
				status: 200,
				json: {
					interests: interests.map( ( interest ) => ( {
						category_id: category[ 1 ],
						list_id: MAILCHIMP_LIST,
						...interest,
						subscriber_count: '0',
						display_order: 0,
					} ) ),
					total_items: interests.length,
				},
			};
		}
		if ( /^\/members\/[^/]+$/.test( rest ) && request.method !== 'GET' ) {
			self.violations.push(
				`${ request.method } ${ rest }: a sign-up must never update a member`
			);
			return mailchimpProblem(
				405,
				'Method Not Allowed',
				'The plugin only adds members.'
			);
		}
		if ( request.method === 'POST' && rest === '/members' ) {
			let body: Record< string, unknown >;
			try {
				body = JSON.parse( request.body );
			} catch {
				self.violations.push( 'member body is not JSON' );
				return mailchimpProblem(
					400,
					'Invalid Resource',
					'The resource submitted could not be validated.'
				);
			}
			const email = String( body.email_address ?? '' );
			const hash = crypto
				.createHash( 'md5' )
				.update( email.toLowerCase() )
				.digest( 'hex' );
			const problems: string[] = [];
			if ( ! email ) {
				problems.push( 'email_address is required' );
			}
			if ( ! STATUSES.includes( String( body.status ) ) ) {
				problems.push(
					'status is required, one of ' + STATUSES.join( ', ' )
				);
			}
			if (
				body.interests !== undefined &&
				( typeof body.interests !== 'object' ||
					Array.isArray( body.interests ) ||
					Object.values( body.interests as object ).some(
						( value ) => typeof value !== 'boolean'
					) )
			) {
				problems.push( 'interests must be an object of booleans' );
			}
			if ( problems.length ) {
				self.violations.push( ...problems );
				return mailchimpProblem(
					400,
					'Invalid Resource',
					problems.join( '; ' )
				);
			}
			if ( /@example\.invalid$/.test( email ) ) {
				// What Mailchimp answers for an address it will not take.
				return mailchimpProblem(
					400,
					'Invalid Resource',
					`${ email } looks fake or invalid, please enter a real email address.`
				);
			}
			if ( members.has( hash ) ) {
				return mailchimpProblem(
					400,
					'Member Exists',
					`${ email } is already a list member. Use PUT to insert or update list members.`
				);
			}
			const stored = {
				id: hash,
				email_address: email,
				unique_email_id: hash.slice( 0, 10 ),
				status: body.status,
				interests: { ...( body.interests as object ) },
				merge_fields: body.merge_fields ?? {},
				list_id: MAILCHIMP_LIST,
			};
			members.set( hash, stored );
			return { status: 200, json: stored };
		}
		return mailchimpProblem(
			404,
			'Resource Not Found',
			'The requested resource could not be found.'
		);
	} );
	return Object.assign( fake, { members } );
}
