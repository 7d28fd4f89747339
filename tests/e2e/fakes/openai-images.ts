/**
 * A fake of an OpenAI-compatible image server, as the OpenAI API reference
 * documents "Images → Create image"
 * (https://platform.openai.com/docs/api-reference/images/create) and its
 * errors (https://platform.openai.com/docs/guides/error-codes):
 *
 * - POST /v1/images/generations, `Authorization: Bearer <key>`, a JSON body
 *   { prompt (required), model?, n? (1-10; dall-e-3 only 1), size?,
 *   response_format? ("url" | "b64_json", not for gpt-image-1) }.
 * - 200 { created, data: [ { b64_json } | { url }, revised_prompt? ] }:
 *   gpt-image-1 always answers b64_json; dall-e-2 and dall-e-3 answer url
 *   unless response_format asks b64_json.
 * - Errors { error: { message, type, param, code } }: 401
 *   invalid_api_key, 400 invalid_request_error, 429 rate_limit_exceeded
 *   (failNext).
 *
 * The url answers point at the fake's own /files/, served as PNG.
 */
import fs from 'fs';
import path from 'path';
import { startFake, withPngFiles, type Fake } from './fake-server';

export const IMAGE_KEY = 'sk-image-e2e-key-4242';

export const IMAGE_PNG = fs.readFileSync(
	path.resolve(
		__dirname,
		'../../../php-stubs/assets/external-media/stock-sky-1.png'
	)
);

export const OPENAI_401 = {
	error: {
		message:
			'Incorrect API key provided: sk-wrong. You can find your API key at https://platform.openai.com/account/api-keys.',
		type: 'invalid_request_error',
		param: null,
		code: 'invalid_api_key',
	},
};

export const OPENAI_429 = {
	error: {
		message:
			'Rate limit reached for images per minute. Please try again in 12s.',
		type: 'requests',
		param: null,
		code: 'rate_limit_exceeded',
	},
};

function invalid( message: string, param: string | null ) {
	return {
		status: 400,
		json: {
			error: {
				message,
				type: 'invalid_request_error',
				param,
				code: null,
			},
		},
	};
}

export async function startImagesFake(): Promise< Fake > {
	return startFake(
		withPngFiles( IMAGE_PNG, ( request, self ) => {
			if (
				request.method !== 'POST' ||
				request.path !== '/v1/images/generations'
			) {
				self.violations.push( `${ request.method } ${ request.path }` );
				return {
					status: 404,
					json: {
						error: {
							message: `Invalid URL (${ request.method } ${ request.path })`,
							type: 'invalid_request_error',
							param: null,
							code: null,
						},
					},
				};
			}
			if ( request.headers.authorization !== `Bearer ${ IMAGE_KEY }` ) {
				return { status: 401, json: OPENAI_401 };
			}
			if (
				! /^application\/json/.test(
					request.headers[ 'content-type' ] ?? ''
				)
			) {
				self.violations.push( 'body not JSON' );
				return invalid( 'We could not parse the JSON body.', null );
			}
			const body = JSON.parse( request.body || '{}' );
			if ( typeof body.prompt !== 'string' || ! body.prompt ) {
				self.violations.push( 'no prompt' );
				return invalid(
					"Missing required parameter: 'prompt'.",
					'prompt'
				);
			}
			const model = body.model ?? 'dall-e-2';
			const n = body.n ?? 1;
			if ( ! Number.isInteger( n ) || n < 1 || n > 10 ) {
				self.violations.push( `n ${ n }` );
				return invalid( 'Invalid value for n.', 'n' );
			}
			if ( model === 'dall-e-3' && n !== 1 ) {
				self.violations.push( 'dall-e-3 with n > 1' );
				return invalid( 'You must provide n=1 for this model.', 'n' );
			}
			if ( model === 'gpt-image-1' && body.response_format ) {
				self.violations.push( 'response_format for gpt-image-1' );
				return invalid(
					"Unknown parameter: 'response_format'.",
					'response_format'
				);
			}
			const asUrl =
				model !== 'gpt-image-1' && body.response_format !== 'b64_json';
			return {
				status: 200,
				json: {
					created: Math.floor( Date.now() / 1000 ),
					data: Array.from( { length: n }, ( _, index ) =>
						asUrl
							? { url: `${ self.url }/files/img-${ index }.png` }
							: { b64_json: IMAGE_PNG.toString( 'base64' ) }
					),
				},
			};
		} )
	);
}
