/**
 * One Publish saves the products first, then the post (spec 2 section 4,
 * "saving runs on post save"): the editor's editor.preSavePost filter runs
 * before the post's request, so each valid simple-payments block's product
 * is saved (made as a draft and published when new) and its productId set
 * before the post content is sent. Without this the post went out without
 * productId and visitors saw nothing until a second save.
 *
 * Autosaves and previews leave products alone. Only when the user may
 * publish the post (its wp:action-publish link, spec 2 section 6). A
 * product that cannot be saved leaves the post saving; the error shows in
 * an editor notice (the block shows its field checks itself).
 *
 * Why: docs/decisions.md, "Products are saved before the post, in the editor's pre-save filter".
 */
import { __ } from '@wordpress/i18n';
import {
	oneAtATime,
	saveAndPublishProduct,
	serverFieldErrors,
	type CoreDispatch,
} from './product';
import type { SimplePaymentsAttributes } from './types';
import { formatPriceInput, validateProduct } from './validation';

export const BLOCK_NAME = 'jetpack/simple-payments';

interface PostEdits {
	content?: string;
	[ key: string ]: unknown;
}

interface SaveOptions {
	isAutosave?: boolean;
	isPreview?: boolean;
}

/** The stores this filter reads and writes, by name. */
export interface EditorRegistry {
	select: ( store: string ) => unknown;
	dispatch: ( store: string ) => unknown;
}

interface EditorSelectors {
	getCurrentPost: () => { _links?: Record< string, unknown > } | undefined;
	getEditedPostContent: () => string;
}
interface BlockEditorSelectors {
	getBlocksByName: ( name: string ) => string[];
	getBlockAttributes: ( clientId: string ) => SimplePaymentsAttributes;
}
interface BlockEditorActions {
	updateBlockAttributes: (
		clientId: string,
		attributes: Partial< SimplePaymentsAttributes >
	) => void;
}
interface NoticeActions {
	createErrorNotice: ( message: string, options?: object ) => void;
}

/** The product a block's attributes describe, when they pass the checks. */
export function validProduct( attributes: SimplePaymentsAttributes ) {
	const { title, email, currency, price } = attributes;
	const errors = validateProduct( {
		title,
		priceText: formatPriceInput( price, currency ),
		email,
		currency,
	} );
	if ( Object.keys( errors ).length || price === undefined ) {
		return null;
	}
	return {
		productId: attributes.productId,
		title,
		content: attributes.content,
		featuredMediaId: attributes.featuredMediaId,
		currency,
		email,
		multiple: attributes.multiple,
		price,
	};
}

export function saveProductsBeforePost( registry: EditorRegistry ) {
	const editor = () => registry.select( 'core/editor' ) as EditorSelectors;
	const blocks = () =>
		registry.select( 'core/block-editor' ) as BlockEditorSelectors;
	const dispatch = ( store: string ) => registry.dispatch( store );

	return async (
		edits: PostEdits,
		options: SaveOptions = {}
	): Promise< PostEdits > => {
		if ( options.isAutosave || options.isPreview ) {
			return edits;
		}
		if ( ! editor().getCurrentPost()?._links?.[ 'wp:action-publish' ] ) {
			return edits;
		}
		let changed = false;
		for ( const clientId of blocks().getBlocksByName( BLOCK_NAME ) ) {
			await oneAtATime( clientId, async () => {
				// Read after any save under way for this block has ended.
				const attributes = blocks().getBlockAttributes( clientId );
				const fields = attributes && validProduct( attributes );
				if ( ! fields ) {
					return;
				}
				try {
					const id = await saveAndPublishProduct(
						registry as unknown as CoreDispatch,
						fields
					);
					if ( id !== attributes.productId ) {
						(
							dispatch(
								'core/block-editor'
							) as unknown as BlockEditorActions
						 ).updateBlockAttributes( clientId, { productId: id } );
						changed = true;
					}
				} catch ( error ) {
					const fieldErrors = serverFieldErrors(
						error,
						fields.email
					);
					(
						dispatch( 'core/notices' ) as unknown as NoticeActions
					 ).createErrorNotice(
						Object.values( fieldErrors )[ 0 ] ??
							( error as { message?: string } )?.message ??
							__(
								'The product could not be saved.',
								'orbit-blocks'
							),
						{ id: `simple-payments-${ clientId }` }
					);
				}
			} );
		}
		// The content was serialised before the filter: serialise it again
		// with the new productId attributes.
		return changed
			? { ...edits, content: editor().getEditedPostContent() }
			: edits;
	};
}
