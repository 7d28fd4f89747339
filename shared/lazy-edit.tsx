/**
 * Wraps a block's edit component so that its code loads on demand: the block
 * registers at once (saved markup and parsing never wait), and the edit chunk
 * is fetched the first time the block is rendered in the editor, or earlier
 * by shared/edit-prefetch.ts when the editor is idle. A block whose chunk is
 * already loaded renders its edit UI at once; otherwise a spinner shows, in
 * an element marked `data-orbit-edit-loading` (with the block's clientId),
 * until the chunk is there. A chunk that fails to load throws to the block's
 * error boundary and is asked for again the next time.
 */
import { Spinner } from '@wordpress/components';
import { Suspense, useEffect, useState } from '@wordpress/element';
import type { ComponentType } from 'react';

const editLoaders: Array< () => Promise< unknown > > = [];

/** The loaders of every lazyEdit() made with prefetch on, in order. */
export function prefetchableEdits(): ReadonlyArray< () => Promise< unknown > > {
	return editLoaders;
}

export function lazyEdit< Props extends object >(
	load: () => Promise< { default: ComponentType< Props > } >,
	{ prefetch = true }: { prefetch?: boolean } = {}
): ComponentType< Props > {
	let loaded: ComponentType< Props > | undefined;
	let pending: Promise< ComponentType< Props > > | undefined;
	const preload = () =>
		( pending ??= load().then(
			( module ) => ( loaded = module.default ),
			( error ) => {
				pending = undefined;
				throw error;
			}
		) );
	if ( prefetch ) {
		editLoaders.push( preload );
	}

	function LazyEdit( props: Props & { clientId?: string } ) {
		// A function in state is called as an initialiser: keep it wrapped.
		const [ Edit, setEdit ] = useState( () => loaded );
		const [ failure, setFailure ] = useState< unknown >();
		useEffect( () => {
			if ( Edit ) {
				return;
			}
			let mounted = true;
			preload().then(
				( component ) => mounted && setEdit( () => component ),
				( error ) => mounted && setFailure( () => error )
			);
			return () => {
				mounted = false;
			};
			// Loads once per mount.
			// eslint-disable-next-line react-hooks/exhaustive-deps
		}, [] );
		if ( failure ) {
			throw failure;
		}
		const loading = (
			<div data-orbit-edit-loading={ props.clientId ?? '' }>
				<Spinner />
			</div>
		);
		if ( ! Edit ) {
			return loading;
		}
		// An edit that suspends on its own (a lazy part) shows the spinner too.
		return (
			<Suspense fallback={ loading }>
				<Edit { ...props } />
			</Suspense>
		);
	}
	return LazyEdit;
}
