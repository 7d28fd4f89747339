import { registerBlocks, shouldRegister, slugOf } from '../block-registry';
import type { BlockModule } from '../../shared/block-module';

const lists = {
	production: [ 'business-hours' ],
	beta: [ 'map' ],
	experimental: [ 'ai-assistant' ],
};

describe( 'block registry', () => {
	it( 'takes the slug from a namespaced name', () => {
		expect( slugOf( 'jetpack/business-hours' ) ).toBe( 'business-hours' );
		expect( slugOf( 'videopress/video' ) ).toBe( 'video' );
	} );

	it( 'registers production blocks unless the host marks them unavailable', () => {
		const state = { availableBlocks: {}, betaBlocks: false };
		expect( shouldRegister( 'jetpack/business-hours', state, lists ) ).toBe(
			true
		);
		expect(
			shouldRegister(
				'jetpack/business-hours',
				{
					...state,
					availableBlocks: {
						'business-hours': {
							available: false,
							unavailable_reason: 'x',
						},
					},
				},
				lists
			)
		).toBe( false );
	} );

	it( 'registers beta and experimental blocks only when the host enables them', () => {
		const off = { availableBlocks: {}, betaBlocks: false };
		const on = { availableBlocks: {}, betaBlocks: true };
		expect( shouldRegister( 'jetpack/map', off, lists ) ).toBe( false );
		expect( shouldRegister( 'jetpack/ai-assistant', off, lists ) ).toBe(
			false
		);
		expect( shouldRegister( 'jetpack/map', on, lists ) ).toBe( true );
		expect( shouldRegister( 'jetpack/ai-assistant', on, lists ) ).toBe(
			true
		);
	} );

	it( 'never registers a block on no rollout list', () => {
		expect(
			shouldRegister(
				'jetpack/unknown',
				{
					availableBlocks: { unknown: { available: true } },
					betaBlocks: true,
				},
				lists
			)
		).toBe( false );
	} );

	it( 'calls register() of the chosen modules only', () => {
		const make = (
			name: string
		): BlockModule & { register: jest.Mock } => ( {
			metadata: { name },
			register: jest.fn(),
		} );
		const hours = make( 'jetpack/business-hours' );
		const unknown = make( 'jetpack/unknown' );
		expect(
			registerBlocks( [ hours, unknown ], {
				availableBlocks: {},
				betaBlocks: false,
			} )
		).toEqual( [ 'jetpack/business-hours' ] );
		expect( hours.register ).toHaveBeenCalledTimes( 1 );
		expect( unknown.register ).not.toHaveBeenCalled();
	} );
} );
