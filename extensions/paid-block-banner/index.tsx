/**
 * Paid-block banners (spec 3): a paid block the site's plan does not
 * include shows the upgrade banner while it or one of its children is
 * selected, until a correctly typed file is uploaded into one of its media
 * placeholders. Paid blocks also get the attribute
 * shouldDisplayFrontendBanner (default true), which the host reads to show
 * editors a banner on the front end (php-stubs/includes/paid-block-banner.php).
 * Only the filters are in the editor entry; the banner loads on demand.
 */
import { createHigherOrderComponent } from '@wordpress/compose';
import { useSelect } from '@wordpress/data';
import { useMemo, useState, useContext } from '@wordpress/element';
import { addFilter } from '@wordpress/hooks';
import type { ComponentType } from 'react';
import {
	ROLLOUT,
	needsPlan,
	requiredPlan,
	slugOf,
} from '../../shared/block-availability';
import { getEditorState } from '../../shared/editor-state';
import { lazyEdit } from '../../shared/lazy-edit';
import { PaidBlockContext, filesMatchTypes } from './context';

const UpgradeBanner = lazyEdit(
	() => import( /* webpackChunkName: "paid-block-banner" */ './banner' ),
	// Not a block's edit: loaded when shown, never prefetched.
	{ prefetch: false }
);

interface BlockEditProps {
	name: string;
	clientId: string;
	[ key: string ]: unknown;
}

function PaidBlockEdit( {
	BlockEdit,
	plan,
	...props
}: BlockEditProps & {
	BlockEdit: ComponentType< BlockEditProps >;
	plan: string;
} ) {
	const [ hidden, setHidden ] = useState( false );
	const selected = useSelect(
		( select ) => {
			const editor = select( 'core/block-editor' ) as {
				isBlockSelected: ( id: string ) => boolean;
				hasSelectedInnerBlock: ( id: string, deep: boolean ) => boolean;
			};
			return (
				editor.isBlockSelected( props.clientId ) ||
				editor.hasSelectedInnerBlock( props.clientId, true )
			);
		},
		[ props.clientId ]
	);
	const context = useMemo(
		() => ( { hideBanner: () => setHidden( true ) } ),
		[]
	);
	return (
		<PaidBlockContext.Provider value={ context }>
			{ selected && ! hidden && (
				<UpgradeBanner blockName={ props.name } plan={ plan } />
			) }
			<BlockEdit { ...props } />
		</PaidBlockContext.Provider>
	);
}

/** Our block namespaces: a core block may share a slug with a paid one of ours. */
const OUR_BLOCK = /^(jetpack|videopress)\//;
const planByBlock = new Map< string, string | null >();

/**
 * The plan a block needs and the site lacks, or null: read once per block
 * name (the host's state does not change in a page), since the filter runs
 * on every render of every block.
 */
export function missingPlan( name: string ): string | null {
	let plan = planByBlock.get( name );
	if ( plan === undefined ) {
		const { availableBlocks } = getEditorState();
		plan =
			OUR_BLOCK.test( name ) && needsPlan( name, availableBlocks )
				? requiredPlan( name, availableBlocks ) ?? ''
				: null;
		planByBlock.set( name, plan );
	}
	return plan;
}

export const withPaidBlockBanner = createHigherOrderComponent(
	( BlockEdit: ComponentType< BlockEditProps > ) =>
		function WithPaidBlockBanner( props: BlockEditProps ) {
			const plan = missingPlan( props.name );
			if ( plan === null ) {
				return <BlockEdit { ...props } />;
			}
			return (
				<PaidBlockEdit
					{ ...props }
					BlockEdit={ BlockEdit }
					plan={ plan }
				/>
			);
		},
	'withPaidBlockBanner'
);

interface MediaPlaceholderProps {
	allowedTypes?: string[];
	onFilesPreUpload?: ( files: FileList ) => void;
	[ key: string ]: unknown;
}

/** Media placeholders in a paid block hide its banner after a correct upload. */
export const withPaidMediaPlaceholder = createHigherOrderComponent(
	( MediaPlaceholder: ComponentType< MediaPlaceholderProps > ) =>
		function PaidMediaPlaceholder( props: MediaPlaceholderProps ) {
			const paid = useContext( PaidBlockContext );
			if ( ! paid ) {
				return <MediaPlaceholder { ...props } />;
			}
			return (
				<MediaPlaceholder
					{ ...props }
					onFilesPreUpload={ ( files: FileList ) => {
						if ( filesMatchTypes( files, props.allowedTypes ) ) {
							paid.hideBanner();
						}
						props.onFilesPreUpload?.( files );
					} }
				/>
			);
		},
	'withPaidMediaPlaceholder'
);

/** Paid blocks (the rollout's paid list) get shouldDisplayFrontendBanner. */
export function addFrontendBannerAttribute(
	settings: { attributes?: Record< string, unknown > },
	name: string
) {
	if ( ! ROLLOUT.paid[ slugOf( name ) ] ) {
		return settings;
	}
	return {
		...settings,
		attributes: {
			...settings.attributes,
			shouldDisplayFrontendBanner: { type: 'boolean', default: true },
		},
	};
}

addFilter(
	'editor.BlockEdit',
	'orbit-blocks/paid-block-banner',
	withPaidBlockBanner
);
addFilter(
	'editor.MediaPlaceholder',
	'orbit-blocks/paid-block-banner',
	withPaidMediaPlaceholder
);
addFilter(
	'blocks.registerBlockType',
	'orbit-blocks/paid-block-banner',
	addFrontendBannerAttribute
);
