/**
 * lazyEdit: the spinner (marked with the block's clientId) until the edit
 * chunk is there, the edit UI at once when the chunk was loaded before, and
 * a failed chunk asked for again on the next render.
 */
import { act, render, screen } from '@testing-library/react';
import { lazyEdit, prefetchableEdits } from '../lazy-edit';

type Props = { clientId: string };

function deferred< T >() {
	let resolve!: ( value: T ) => void;
	let reject!: ( error: unknown ) => void;
	const promise = new Promise< T >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

const Edit = ( { clientId }: Props ) => <p>edit of { clientId }</p>;

describe( 'lazyEdit', () => {
	it( 'shows a marked spinner until the chunk is there, then the edit', async () => {
		const chunk = deferred< { default: typeof Edit } >();
		const Lazy = lazyEdit< Props >( () => chunk.promise );
		const { container } = render( <Lazy clientId="b1" /> );
		expect(
			container.querySelector( '[data-orbit-edit-loading="b1"]' )
		).not.toBeNull();
		expect( screen.queryByText( 'edit of b1' ) ).toBeNull();
		await act( async () => chunk.resolve( { default: Edit } ) );
		expect( screen.getByText( 'edit of b1' ) ).toBeVisible();
		expect(
			container.querySelector( '[data-orbit-edit-loading]' )
		).toBeNull();
	} );

	it( 'renders the edit at once, with no spinner, when its chunk was prefetched', async () => {
		const load = jest.fn( () => Promise.resolve( { default: Edit } ) );
		const Lazy = lazyEdit< Props >( load );
		const prefetch = prefetchableEdits()[ prefetchableEdits().length - 1 ];
		await act( async () => {
			await prefetch();
		} );
		const { container } = render( <Lazy clientId="b2" /> );
		// The first render already holds the edit: nothing to wait for.
		expect( screen.getByText( 'edit of b2' ) ).toBeVisible();
		expect(
			container.querySelector( '[data-orbit-edit-loading]' )
		).toBeNull();
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'lists only the loaders made for prefetching', () => {
		const before = prefetchableEdits().length;
		lazyEdit( () => Promise.resolve( { default: Edit } ), {
			prefetch: false,
		} );
		expect( prefetchableEdits() ).toHaveLength( before );
		lazyEdit( () => Promise.resolve( { default: Edit } ) );
		expect( prefetchableEdits() ).toHaveLength( before + 1 );
	} );

	it( 'asks for a chunk that failed again on the next render', async () => {
		const load = jest
			.fn()
			.mockRejectedValueOnce( new Error( 'ChunkLoadError' ) )
			.mockResolvedValue( { default: Edit } );
		const Lazy = lazyEdit< Props >( load );
		const prefetch = prefetchableEdits()[ prefetchableEdits().length - 1 ];
		await expect( prefetch() ).rejects.toThrow( 'ChunkLoadError' );
		render( <Lazy clientId="b3" /> );
		expect( await screen.findByText( 'edit of b3' ) ).toBeVisible();
		expect( load ).toHaveBeenCalledTimes( 2 );
	} );
} );
