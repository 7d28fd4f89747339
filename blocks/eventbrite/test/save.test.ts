/**
 * The saved markup keeps the inner button in both styles: a button styled
 * for Button & Modal, the block switched to In-page Embed, saved and opened
 * again, is the same button when the author comes back to Button & Modal.
 * An In-page Embed without a button saves the incumbent's markup.
 */
import { createBlock, parse, serialize } from '@wordpress/blocks';
import '@wordpress/block-editor';
import { register as registerButton } from '../../button/index';
import { register } from '../index';

const EVENT = 'https://www.eventbrite.co.uk/e/quiz-tickets-42';

beforeAll( () => {
	registerButton();
	register();
} );

describe( 'eventbrite save', () => {
	it( 'keeps a styled modal button through In-page Embed, save and reload', () => {
		const button = createBlock( 'jetpack/button', {
			text: 'Get tickets',
			url: EVENT,
			passthroughAttributes: { url: 'url' },
			customBackgroundColor: '#f05537',
		} );
		// Button & Modal, then In-page Embed: the inner blocks stay in the editor.
		const inline = createBlock(
			'jetpack/eventbrite',
			{ url: EVENT, eventId: 42, style: 'inline' },
			[ button ]
		);
		const [ reloaded ] = parse( serialize( [ inline ] ) );
		expect( reloaded.isValid ).toBe( true );
		expect( reloaded.attributes.style ).toBe( 'inline' );
		expect( reloaded.innerBlocks ).toHaveLength( 1 );
		expect( reloaded.innerBlocks[ 0 ].name ).toBe( 'jetpack/button' );
		expect( reloaded.innerBlocks[ 0 ].attributes ).toMatchObject( {
			text: 'Get tickets',
			customBackgroundColor: '#f05537',
		} );
	} );

	it( 'saves the incumbent In-page markup when there is no button', () => {
		const inline = createBlock( 'jetpack/eventbrite', {
			url: EVENT,
			eventId: 42,
		} );
		expect( serialize( [ inline ] ) ).toBe(
			`<!-- wp:jetpack/eventbrite {"url":"${ EVENT }","eventId":42} -->\n` +
				`<div class="wp-block-jetpack-eventbrite"><a class="eventbrite__direct-link" href="${ EVENT }">${ EVENT }</a></div>\n` +
				'<!-- /wp:jetpack/eventbrite -->'
		);
	} );
} );
