/**
 * Stand-ins for the editor's stores in a fresh registry: each action is a
 * jest mock (recorded, state unchanged) and the selectors answer from
 * `editorState`, which tests set.
 */
import { createReduxStore, type StoreDescriptor } from '@wordpress/data';
import { freshRegistry } from '../../../tests/setup/registry';

export const editorState = {
	title: '',
	postId: 7 as number | undefined,
	blocks: [] as unknown[],
	feature: { isOverLimit: false } as Record< string, unknown >,
	/** The connection store's isUserConnected (AI needs it, spec 1 section 6). */
	userConnected: true,
	/** The editor's mediaUpload setting. */
	mediaUpload: undefined as unknown,
	/** Each block's parent (top-level blocks have none). */
	parentOf: {} as Record< string, string >,
	/** Each block's index in its parent. */
	indexOf: {} as Record< string, number >,
	/** Containers ('' is the post) that do not allow the AI Assistant block. */
	noAiIn: [] as string[],
	/** The selected block. */
	selected: null as string | null,
};

export const actions = {
	replaceBlocks: jest.fn(),
	replaceBlock: jest.fn(),
	removeBlock: jest.fn(),
	insertBlock: jest.fn(),
	updateBlockAttributes: jest.fn(),
	__unstableMarkNextChangeAsNotPersistent: jest.fn(),
	editPost: jest.fn(),
	createNotice: jest.fn(),
	increaseAiAssistantRequestsCount: jest.fn(),
	fetchAiAssistantFeature: jest.fn(),
	setAiAssistantFeatureRequireUpgrade: jest.fn(),
};

function stub(
	name: string,
	selectors: Record< string, ( ...args: never[] ) => unknown >,
	actionNames: Array< keyof typeof actions >
): StoreDescriptor {
	return createReduxStore( name, {
		reducer: ( state = {} ) => state,
		selectors: Object.fromEntries(
			Object.entries( selectors ).map( ( [ key, fn ] ) => [
				key,
				( _state: unknown, ...args: never[] ) => fn( ...args ),
			] )
		),
		actions: Object.fromEntries(
			actionNames.map( ( action ) => [
				action,
				( ...args: unknown[] ) => {
					( actions[ action ] as jest.Mock )( ...args );
					return { type: 'NOTHING' };
				},
			] )
		),
	} );
}

export function resetStubs() {
	editorState.title = '';
	editorState.postId = 7;
	editorState.blocks = [];
	editorState.feature = { isOverLimit: false };
	editorState.userConnected = true;
	editorState.mediaUpload = undefined;
	editorState.parentOf = {};
	editorState.indexOf = {};
	editorState.noAiIn = [];
	editorState.selected = null;
	Object.values( actions ).forEach( ( fn ) => fn.mockReset() );
}

export function stubRegistry() {
	return freshRegistry(
		stub(
			'core/editor',
			{
				getCurrentPostId: () => editorState.postId,
				getEditedPostAttribute: () => editorState.title,
			},
			[ 'editPost' ]
		),
		stub(
			'core/block-editor',
			{
				getBlocks: () => editorState.blocks,
				getSettings: () => ( { mediaUpload: editorState.mediaUpload } ),
				getBlockRootClientId: ( ( id: string ) =>
					editorState.parentOf[ id ] ?? null ) as never,
				getBlockParents: ( ( id: string ) => {
					const parents: string[] = [];
					for (
						let parent = editorState.parentOf[ id ];
						parent;
						parent = editorState.parentOf[ parent ]
					) {
						parents.unshift( parent );
					}
					return parents;
				} ) as never,
				getBlockIndex: ( ( id: string ) =>
					editorState.indexOf[ id ] ?? 0 ) as never,
				getSelectedBlockClientId: () => editorState.selected,
				hasSelectedInnerBlock: () => false,
				canInsertBlockType: ( ( name: string, root?: string | null ) =>
					name !== 'jetpack/ai-assistant' ||
					! editorState.noAiIn.includes( root ?? '' ) ) as never,
			},
			[
				'replaceBlocks',
				'replaceBlock',
				'removeBlock',
				'insertBlock',
				'updateBlockAttributes',
				'__unstableMarkNextChangeAsNotPersistent',
			]
		),
		stub( 'core/notices', {}, [ 'createNotice' ] ),
		stub(
			'orbit-blocks/connection',
			{ isUserConnected: () => editorState.userConnected },
			[]
		),
		stub(
			'orbit-blocks/ai',
			{ getAiAssistantFeature: () => editorState.feature },
			[
				'increaseAiAssistantRequestsCount',
				'fetchAiAssistantFeature',
				'setAiAssistantFeatureRequireUpgrade',
			]
		)
	);
}
