/**
 * The AI banners that read no store (spec 1 sections 2 and 6): the rules
 * choosing a banner, and the upgrade and VIP banners for administrators and
 * other users. The banners bound to the stores are tested in
 * store/ai/test/banners.test.tsx.
 */
import { render, screen } from '@testing-library/react';
import { aiBannerKind, type AiBannerInput } from '../banner-rules';
import { AiUpgradeBanner, AiVipBanner } from '../components';
import { IN_NOTICE, NON_ADMIN, QUOTA, VIP } from './banner-copy';

const BASE: AiBannerInput = {
	siteType: 'jetpack',
	isUserConnected: true,
	isOverLimit: false,
	siteRequireUpgrade: false,
	upgradeType: 'default',
	canManageOptions: true,
};

describe( 'aiBannerKind', () => {
	it.each( [
		[ {}, null ],
		[ { isUserConnected: false }, 'reconnect' ],
		[ { isUserConnected: false, siteType: 'simple' }, null ],
		[ { isUserConnected: false, siteType: 'atomic' }, null ],
		[ { isUserConnected: false, isOverLimit: true }, 'reconnect' ],
		[ { isOverLimit: true }, 'upgrade-admin' ],
		[ { siteRequireUpgrade: true }, 'upgrade-admin' ],
		[ { isOverLimit: true, canManageOptions: false }, 'upgrade-user' ],
		[ { isOverLimit: true, upgradeType: 'vip' }, 'upgrade-vip' ],
		[
			{ isOverLimit: true, upgradeType: 'vip', canManageOptions: false },
			'upgrade-vip',
		],
	] as Array< [ Partial< AiBannerInput >, string | null ] > )(
		'%j → %s',
		( input, kind ) => {
			expect( aiBannerKind( { ...BASE, ...input } ) ).toBe( kind );
		}
	);
} );

describe( 'the banners', () => {
	it( 'upgrade, administrator: the quota message and an Upgrade button to the checkout', () => {
		render(
			<AiUpgradeBanner isAdmin checkoutUrl="http://site.test/checkout" />
		);
		expect( screen.getByText( QUOTA, IN_NOTICE ) ).toBeInTheDocument();
		expect(
			screen.queryByText( NON_ADMIN, IN_NOTICE )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Upgrade' } )
		).toHaveAttribute( 'href', 'http://site.test/checkout' );
	} );

	it( 'upgrade, other users: the quota message, reach the administrator, no button', () => {
		render( <AiUpgradeBanner isAdmin={ false } checkoutUrl="x" /> );
		expect( screen.getByText( QUOTA, IN_NOTICE ) ).toBeInTheDocument();
		expect( screen.getByText( NON_ADMIN, IN_NOTICE ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );

	it( 'VIP: the VIP message without a button, for administrators too', () => {
		const { unmount } = render( <AiVipBanner /> );
		expect( screen.getByText( VIP, IN_NOTICE ) ).toBeInTheDocument();
		unmount();
		render( <AiUpgradeBanner isAdmin upgradeType="vip" /> );
		expect( screen.getByText( VIP, IN_NOTICE ) ).toBeInTheDocument();
		expect(
			screen.queryByText( QUOTA, IN_NOTICE )
		).not.toBeInTheDocument();
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );
} );
