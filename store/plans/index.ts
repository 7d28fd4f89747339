/**
 * Plans, 'orbit-blocks/plans' (spec 3 sections 6 and 7): the public plans
 * list (GET jetpack/v4/plans), the site's plan (printed by the host, then
 * GET jetpack/v4/site), and block availability from the host's entries.
 */
import { registerReduxStore } from '../../shared/register-store';
import {
	needsPlan,
	requiredPlan,
	slugOf,
	type AvailableBlocks,
} from '../../shared/block-availability';
import { getConnectionClient } from '../../shared/connection-api';
import { getEditorState } from '../../shared/editor-state';

export const STORE_NAME = 'orbit-blocks/plans';

export interface Plan {
	product_slug: string;
	product_name_short: string;
	product_name?: string;
	product_id?: number;
	price?: string;
	currency_code?: string;
}

interface State {
	plans: Plan[] | null;
	sitePlan: Plan | null;
	availableBlocks: AvailableBlocks;
	error: string | null;
}

type Action =
	| { type: 'RECEIVE_PLANS'; plans: Plan[] }
	| { type: 'RECEIVE_SITE_PLAN'; plan: Plan }
	| { type: 'SET_PLANS_ERROR'; error: string };

function isPlan( value: unknown ): value is Plan {
	const plan = value as Partial< Plan > | null;
	return (
		!! plan &&
		typeof plan.product_slug === 'string' &&
		typeof plan.product_name_short === 'string'
	);
}

export const actions = {
	receivePlans: ( plans: Plan[] ): Action => ( {
		type: 'RECEIVE_PLANS',
		plans,
	} ),
	receiveSitePlan: ( plan: Plan ): Action => ( {
		type: 'RECEIVE_SITE_PLAN',
		plan,
	} ),
	setPlansError: ( error: string ): Action => ( {
		type: 'SET_PLANS_ERROR',
		error,
	} ),
};

export function initialState(): State {
	const { plan, availableBlocks } = getEditorState();
	return { plans: null, sitePlan: plan, availableBlocks, error: null };
}

export function reducer(
	state: State = initialState(),
	action: Action
): State {
	switch ( action.type ) {
		case 'RECEIVE_PLANS':
			return { ...state, plans: action.plans };
		case 'RECEIVE_SITE_PLAN':
			return { ...state, sitePlan: action.plan };
		case 'SET_PLANS_ERROR':
			return { ...state, error: action.error };
		default:
			return state;
	}
}

export const selectors = {
	getPlans: ( state: State ) => state.plans,
	getSitePlan: ( state: State ) => state.sitePlan,
	getPlan: ( state: State, slug: string ) =>
		state.plans?.find( ( plan ) => plan.product_slug === slug ) ?? null,
	/** A plan's short name for banners ("Upgrade to Personal ..."). */
	getPlanShortName: ( state: State, slug: string ) =>
		state.plans?.find( ( plan ) => plan.product_slug === slug )
			?.product_name_short ?? null,
	getPlansError: ( state: State ) => state.error,
	getBlockAvailability: ( state: State, blockName: string ) =>
		state.availableBlocks[ slugOf( blockName ) ] ?? null,
	isBlockAvailable: ( state: State, blockName: string ) =>
		state.availableBlocks[ slugOf( blockName ) ]?.available ?? true,
	/** A paid block the site's plan does not include (spec 3 section 6). */
	blockNeedsPlan: ( state: State, blockName: string ) =>
		needsPlan( blockName, state.availableBlocks ),
	getRequiredPlan: ( state: State, blockName: string ) =>
		requiredPlan( blockName, state.availableBlocks ),
};

type Thunk = ( args: { dispatch: typeof actions } ) => Promise< void >;

const messageOf = ( error: unknown ) =>
	error instanceof Error ? error.message : String( error );

export const resolvers: Record< string, () => Thunk > = {
	getPlans:
		() =>
		async ( { dispatch } ) => {
			try {
				const plans = await getConnectionClient().fetchPlans();
				if ( Array.isArray( plans ) && plans.every( isPlan ) ) {
					dispatch.receivePlans( plans );
				} else {
					dispatch.setPlansError( 'Unexpected API response' );
				}
			} catch ( error ) {
				dispatch.setPlansError( messageOf( error ) );
			}
		},
	getSitePlan:
		() =>
		async ( { dispatch } ) => {
			try {
				const site =
					( await getConnectionClient().fetchSiteData() ) as {
						plan?: unknown;
					} | null;
				if ( isPlan( site?.plan ) ) {
					dispatch.receiveSitePlan( site.plan );
				}
			} catch ( error ) {
				dispatch.setPlansError( messageOf( error ) );
			}
		},
};

export const store = registerReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );
