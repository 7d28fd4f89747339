/**
 * Wraps a block's edit component so that its code loads on demand: the block
 * registers at once (saved markup and parsing never wait), and the edit chunk
 * is fetched the first time the block is rendered in the editor.
 */
import { lazy, Suspense } from '@wordpress/element';
import { Spinner } from '@wordpress/components';
import type { ComponentType } from 'react';

export function lazyEdit< Props extends object >(
	load: () => Promise< { default: ComponentType< Props > } >
): ComponentType< Props > {
	// React's lazy() types its props with refs; the edit props carry none.
	const LazyComponent = lazy( load ) as unknown as ComponentType< Props >;
	function LazyEdit( props: Props ) {
		return (
			<Suspense fallback={ <Spinner /> }>
				<LazyComponent { ...props } />
			</Suspense>
		);
	}
	return LazyEdit;
}
