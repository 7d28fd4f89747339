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
};

export const actions = {
	replaceBlocks: jest.fn(),
	replaceBlock: jest.fn(),
	removeBlock: jest.fn(),
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
			},
			[
				'replaceBlocks',
				'replaceBlock',
				'removeBlock',
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
