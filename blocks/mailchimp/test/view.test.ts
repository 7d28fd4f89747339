/**
 * The visitors' signup (view.ts, signup.ts) on markup shaped like the
 * server render: the e-mail is checked, the processing label shows while
 * the request runs, then the success label (form hidden) or the error one.
 */
import fc from 'fast-check';
import { RENDER_ATTRIBUTE } from '../../../shared/view-data';
import { isValidEmail, signupBody } from '../signup';
import { initSignup } from '../view';
import { runViewScript } from '../../../tests/setup/view-page';

const ENDPOINT = 'http://localhost/wp-json/wpcom/v2/mailchimp/subscribe';

function mount() {
	document.body.innerHTML = `
<div class="wp-block-jetpack-mailchimp">
	<form action="${ ENDPOINT }">
		<input type="email" name="email">
		<input type="text" name="website">
		<input type="hidden" name="form" value="0123456789abcdef">
		<input type="hidden" name="post_id" value="12">
		<button type="submit">Join</button>
	</form>
	<div class="wp-block-jetpack-mailchimp_notification wp-block-jetpack-mailchimp_processing" role="status" hidden>Processing…</div>
	<div class="wp-block-jetpack-mailchimp_notification wp-block-jetpack-mailchimp_success" role="status" hidden>Success!</div>
	<div class="wp-block-jetpack-mailchimp_notification wp-block-jetpack-mailchimp_error" role="alert" hidden>Whoops!</div>
</div>`;
	const block = document.querySelector< HTMLElement >(
		'.wp-block-jetpack-mailchimp'
	)!;
	initSignup( block, ENDPOINT );
	return block;
}

const visible = ( block: HTMLElement ) =>
	Array.from( block.querySelectorAll< HTMLElement >( '[role]' ) )
		.filter( ( notice ) => ! notice.hidden )
		.map( ( notice ) => notice.textContent );

const submit = ( block: HTMLElement, email: string ) => {
	block.querySelector< HTMLInputElement >( 'input[name="email"]' )!.value =
		email;
	block
		.querySelector( 'form' )!
		.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
};

describe( 'signup', () => {
	afterEach( () => {
		( window as { fetch?: unknown } ).fetch = undefined;
	} );

	it( 'refuses an invalid e-mail without a request', () => {
		window.fetch = jest.fn();
		const block = mount();
		submit( block, 'not-an-email' );
		expect( window.fetch ).not.toHaveBeenCalled();
		expect(
			block
				.querySelector( 'input[name="email"]' )!
				.getAttribute( 'aria-invalid' )
		).toBe( 'true' );
	} );

	it( 'shows processing, then success, and sends the post and the form (never groups or a tag)', async () => {
		let answer: ( value: unknown ) => void = () => {};
		window.fetch = jest.fn(
			() => new Promise( ( resolve ) => ( answer = resolve ) )
		) as never;
		const block = mount();
		submit( block, ' reader@example.com ' );
		expect( visible( block ) ).toEqual( [ 'Processing…' ] );
		const [ url, init ] = ( window.fetch as jest.Mock ).mock.calls[ 0 ];
		expect( url ).toBe( ENDPOINT );
		expect( JSON.parse( init.body ) ).toEqual( {
			email: 'reader@example.com',
			post_id: 12,
			form: '0123456789abcdef',
			website: '',
		} );
		answer( { ok: true } );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( visible( block ) ).toEqual( [ 'Success!' ] );
		expect( block.querySelector( 'form' )!.hidden ).toBe( true );
	} );

	it( 'shows the error label when the provider refuses', async () => {
		window.fetch = jest.fn( async () => ( {
			ok: false,
			status: 429,
		} ) ) as never;
		const block = mount();
		submit( block, 'reader@example.com' );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( visible( block ) ).toEqual( [ 'Whoops!' ] );
		expect( block.querySelector( 'form' )!.hidden ).toBe( false );
	} );

	it( 'accepts generated addresses and refuses ones without @ or domain dot', () => {
		fc.assert(
			fc.property( fc.emailAddress(), ( email ) => {
				const [ , domain ] = email.split( '@' );
				expect( isValidEmail( email ) ).toBe( domain.includes( '.' ) );
			} )
		);
		expect( isValidEmail( 'a@b' ) ).toBe( false );
		expect( isValidEmail( 'a b@c.de' ) ).toBe( false );
		expect( signupBody( {} ) ).toEqual( {
			email: '',
			post_id: 0,
			form: '',
			website: '',
		} );
	} );
} );

describe( 'which forms the front end posts, and where', () => {
	const page = window as unknown as Record< string, unknown >;
	const form = ( action: string, render: string ) => `
<div class="wp-block-jetpack-mailchimp" ${ RENDER_ATTRIBUTE }="${ render }">
	<form action="${ action }"><input type="email" name="email"></form>
</div>`;

	afterEach( () => {
		delete page.orbitBlocksMailchimpView;
		( window as { fetch?: unknown } ).fetch = undefined;
	} );

	it( 'posts only the server’s forms, to the server’s address, never to a form’s action', () => {
		document.body.innerHTML =
			form( 'http://127.0.0.1:9/collect', 'guessed' ) +
			form( 'http://127.0.0.1:9/collect-too', 'r1' );
		page.orbitBlocksMailchimpView = {
			values: { endpoint: ENDPOINT },
			renders: [ 'r1' ],
		};
		window.fetch = jest.fn( () => new Promise( () => {} ) ) as never;
		runViewScript( require.resolve( '../view' ) );
		const [ typed, real ] = Array.from(
			document.querySelectorAll< HTMLElement >(
				'.wp-block-jetpack-mailchimp'
			)
		);
		submit( typed, 'reader@example.com' );
		expect( window.fetch ).not.toHaveBeenCalled();
		submit( real, 'reader@example.com' );
		expect( ( window.fetch as jest.Mock ).mock.calls ).toEqual( [
			[ ENDPOINT, expect.objectContaining( { method: 'POST' } ) ],
		] );
	} );
} );
