/**
 * The panel's content (loaded on demand): loading, not connected (connect
 * the payment account, or why the state could not be loaded), or connected
 * (products, subscriber counts and the Add product form).
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { getQueryArg } from '@wordpress/url';
import {
	API_STATE_CONNECTED,
	API_STATE_LOADING,
	store as membershipsStore,
	type NewProduct,
} from '../../store/memberships';
import { AddProductForm } from '../../store/memberships/components/add-product-form';
import { ConnectAccount } from './components/connect-account';
import { ProductList } from './components/product-list';
import { SubscriberCounts } from './components/subscriber-counts';
import './panel.scss';

export default function MembershipProductsPanel() {
	const {
		apiState,
		products,
		connectUrl,
		counts,
		loadError,
		offered,
		accountCurrency,
	} = useSelect( ( select ) => {
		const memberships = select( membershipsStore );
		return {
			apiState: memberships.getApiState(),
			products: memberships.getProducts(),
			connectUrl: memberships.getConnectUrl(),
			counts: memberships.getSubscriberCounts(),
			loadError: memberships.getLoadError(),
			offered: memberships.getDefaultProduct(),
			accountCurrency: memberships.getConnectedAccountDefaultCurrency(),
		};
	}, [] );
	const { refreshMembershipData } = useDispatch( membershipsStore );

	if ( apiState === API_STATE_LOADING ) {
		return (
			<div className="orbit-membership-products__loading">
				<Spinner />
				<span>
					{ __( 'Loading membership products…', 'orbit-blocks' ) }
				</span>
			</div>
		);
	}

	if ( apiState !== API_STATE_CONNECTED ) {
		if ( loadError ) {
			return (
				<>
					<Notice status="error" isDismissible={ false }>
						{ loadError }
					</Notice>
					<Button
						__next40pxDefaultSize
						variant="secondary"
						onClick={ () => refreshMembershipData() }
					>
						{ __( 'Try again', 'orbit-blocks' ) }
					</Button>
				</>
			);
		}
		return connectUrl ? (
			<ConnectAccount connectUrl={ connectUrl } />
		) : (
			<p>
				{ __(
					'No payment account is connected. Ask a site administrator to connect one to sell membership products.',
					'orbit-blocks'
				) }
			</p>
		);
	}

	const blank: NewProduct = {
		title: '',
		price: '',
		currency: accountCurrency || 'USD',
		interval: '1 month',
	};
	const justConnected =
		getQueryArg( window.location.href, 'stripe_connect_success' ) === '1';

	return (
		<>
			{ justConnected && (
				<Notice status="success" isDismissible={ false }>
					{ __(
						'Your Stripe account is connected.',
						'orbit-blocks'
					) }
				</Notice>
			) }
			<SubscriberCounts counts={ counts } />
			<h3>{ __( 'Products', 'orbit-blocks' ) }</h3>
			<ProductList products={ products } />
			{ /* The panel sells subscriptions: their wording (spec 3). */ }
			<AddProductForm initial={ offered ?? blank } />
		</>
	);
}
