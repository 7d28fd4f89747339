/**
 * The AI banners that read no store (spec 1 sections 2 and 6): the rules
 * choosing a banner, and the upgrade and VIP banners for administrators and
 * other users. The banners bound to the stores are tested in
 * store/ai/test/banners.test.tsx.
 */
import { render, screen } from '@testing-library/react';
import { aiBannerKind, type AiBannerInput } from '../banner-rules';
import {
	AiNotAllowedBanner,
	AiUpgradeBanner,
	AiVipBanner,
} from '../components';
import {
	AVAILABLE_AGAIN,
	IN_NOTICE,
	LIMIT_SETTING_URL,
	NON_ADMIN,
	QUOTA,
	USER_LIMIT_MESSAGE,
	VIP,
} from './banner-copy';

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
		// The site's policy turned AI off for this user (or their role).
		[ { userAllowed: false }, 'not-allowed' ],
		[ { userAllowed: false, isOverLimit: true }, 'not-allowed' ],
		[ { userAllowed: false, isUserConnected: false }, 'reconnect' ],
		[ { userAllowed: true, isOverLimit: true }, 'upgrade-admin' ],
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
	it( 'upgrade, administrator: the quota message, when AI is back, and a link to the limit’s setting', () => {
		render(
			<AiUpgradeBanner
				isAdmin
				checkoutUrl={ LIMIT_SETTING_URL }
				limitMessage={ USER_LIMIT_MESSAGE }
			/>
		);
		expect( screen.getByText( QUOTA, IN_NOTICE ) ).toBeInTheDocument();
		expect(
			screen.getByText( AVAILABLE_AGAIN, IN_NOTICE )
		).toBeInTheDocument();
		expect(
			screen.queryByText( NON_ADMIN, IN_NOTICE )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Change the limit' } )
		).toHaveAttribute( 'href', LIMIT_SETTING_URL );
		// No plan to buy: nothing leads to a checkout.
		expect(
			screen.queryByRole( 'link', { name: 'Upgrade' } )
		).not.toBeInTheDocument();
	} );

	it( 'upgrade, administrator, no setting address: no button rather than a dead end', () => {
		render( <AiUpgradeBanner isAdmin /> );
		expect( screen.getByText( QUOTA, IN_NOTICE ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );

	it( 'upgrade, other users: the quota message, reach the administrator, no button', () => {
		render( <AiUpgradeBanner isAdmin={ false } checkoutUrl="x" /> );
		expect( screen.getByText( QUOTA, IN_NOTICE ) ).toBeInTheDocument();
		expect( screen.getByText( NON_ADMIN, IN_NOTICE ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );

	it( 'not allowed: the server’s reason, nothing to click', () => {
		render(
			<AiNotAllowedBanner message="A site administrator has turned AI off for your account." />
		);
		expect(
			screen.getByText(
				'A site administrator has turned AI off for your account.',
				IN_NOTICE
			)
		).toBeInTheDocument();
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
