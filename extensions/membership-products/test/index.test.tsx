import { render, screen } from '@testing-library/react';
import { apiFetchDouble } from '../../../tests/setup/api-fetch-double';
import { getPlugin } from '@wordpress/plugins';
import type { ReactNode } from 'react';
import { MembershipProductsDocumentPanel, PLUGIN_NAME } from '..';

// @wordpress/editor is the host's (not installed): a stand-in for its slot.
jest.mock(
	'@wordpress/editor',
	() => ( {
		PluginDocumentSettingPanel: ( {
			title,
			name,
			children,
		}: {
			title: string;
			name: string;
			children: ReactNode;
		} ) => (
			<section aria-label={ title } data-name={ name }>
				{ children }
			</section>
		),
	} ),
	{ virtual: true }
);
jest.mock( '@wordpress/api-fetch', () => jest.fn() );

describe( 'membership products plugin', () => {
	it( 'registers a document settings panel titled "Membership products"', () => {
		expect( getPlugin( PLUGIN_NAME ) ).toMatchObject( {
			name: 'orbit-blocks-membership-products',
			render: MembershipProductsDocumentPanel,
		} );
	} );

	it( 'loads its content when the panel renders', async () => {
		apiFetchDouble.mockImplementation(
			() => new Promise( () => undefined )
		);
		render( <MembershipProductsDocumentPanel /> );
		const panel = screen.getByRole( 'region', {
			name: 'Membership products',
		} );
		expect( panel ).toHaveAttribute(
			'data-name',
			'orbit-blocks-membership-products'
		);
		expect(
			await screen.findByText( 'Loading membership products…' )
		).toBeInTheDocument();
		expect( apiFetchDouble ).toHaveBeenCalledWith( {
			path: expect.stringMatching(
				/^\/wpcom\/v2\/memberships\/status\?/
			),
		} );
	} );
} );
