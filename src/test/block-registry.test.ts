import {
	getBlockType,
	registerBlockType,
	unregisterBlockType,
} from '@wordpress/blocks';
import {
	markBeta,
	registerBlocks,
	shouldRegister,
	slugOf,
} from '../block-registry';
import { requiredPlan } from '../../shared/block-availability';
import type { BlockModule } from '../../shared/block-module';

const lists = {
	production: [ 'business-hours', 'donations' ],
	beta: [ 'map' ],
	experimental: [ 'ai-assistant' ],
	paid: { donations: 'jetpack_personal' },
	modules: {},
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

	it( 'registers a paid block that lacks only its plan, so the editor can offer the upgrade', () => {
		const missingPlan = {
			betaBlocks: false,
			availableBlocks: {
				donations: {
					available: false,
					unavailable_reason: 'missing_plan',
					details: { required_plan: 'jetpack_premium' },
				},
			},
		};
		expect(
			shouldRegister( 'jetpack/donations', missingPlan, lists )
		).toBe( true );
		expect(
			requiredPlan(
				'jetpack/donations',
				missingPlan.availableBlocks,
				lists
			)
		).toBe( 'jetpack_premium' );
		expect( requiredPlan( 'jetpack/donations', {}, lists ) ).toBe(
			'jetpack_personal'
		);
		expect(
			shouldRegister(
				'jetpack/donations',
				{
					betaBlocks: false,
					availableBlocks: {
						donations: {
							available: false,
							unavailable_reason: 'missing_module',
						},
					},
				},
				lists
			)
		).toBe( false );
	} );

	it( 'adds "(beta)" to a beta block title and a class to its wrapper, keeping its own', () => {
		const marked = markBeta( {
			title: 'Map',
			getEditWrapperProps: () => ( {
				className: 'is-wide',
				'data-x': 1,
			} ),
		} );
		expect( marked.title ).toBe( 'Map (beta)' );
		expect( marked.getEditWrapperProps?.( {} ) ).toEqual( {
			className: 'is-wide is-beta-block',
			'data-x': 1,
		} );
		expect(
			markBeta( { title: 'Map' } ).getEditWrapperProps?.( {} )
		).toEqual( { className: 'is-beta-block' } );
	} );

	it( 'marks beta blocks when they register, and leaves production blocks alone', () => {
		const module = ( name: string, title: string ): BlockModule => ( {
			metadata: { name },
			register: () =>
				registerBlockType(
					{ name, title, category: 'widgets', attributes: {} },
					{ edit: () => null, save: () => null } as never
				),
		} );
		registerBlocks(
			[
				module( 'jetpack/map', 'Map' ),
				module( 'jetpack/business-hours', 'Business Hours' ),
			],
			{ availableBlocks: {}, betaBlocks: true },
			lists
		);
		expect( getBlockType( 'jetpack/map' )?.title ).toBe( 'Map (beta)' );
		expect( getBlockType( 'jetpack/business-hours' )?.title ).toBe(
			'Business Hours'
		);
		unregisterBlockType( 'jetpack/map' );
		unregisterBlockType( 'jetpack/business-hours' );
	} );

	it( 'does not mark a core block that shares a beta slug with one of ours', () => {
		registerBlocks(
			[
				{
					metadata: { name: 'videopress/video' },
					register: () =>
						registerBlockType(
							{
								name: 'videopress/video',
								title: 'Video',
								category: 'media',
								attributes: {},
							},
							{ edit: () => null, save: () => null } as never
						),
				},
			],
			{ availableBlocks: {}, betaBlocks: true },
			{ ...lists, beta: [ 'video' ] }
		);
		registerBlockType(
			{
				name: 'core/video',
				title: 'Video',
				category: 'media',
				attributes: {},
			},
			{ edit: () => null, save: () => null } as never
		);
		expect( getBlockType( 'videopress/video' )?.title ).toBe(
			'Video (beta)'
		);
		expect( getBlockType( 'core/video' )?.title ).toBe( 'Video' );
		unregisterBlockType( 'videopress/video' );
		unregisterBlockType( 'core/video' );
	} );
} );
