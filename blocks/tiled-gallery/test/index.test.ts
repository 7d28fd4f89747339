/**
 * Registration: the four layouts come from block.json, and the conversions
 * (transforms.ts, an on-demand chunk) join the registered block type once
 * their chunk has arrived.
 */
import { getBlockType, unregisterBlockType } from '@wordpress/blocks';
import { register } from '..';

afterAll( () => unregisterBlockType( 'jetpack/tiled-gallery' ) );

it( 'registers the block, its layouts, and then its conversions', async () => {
	register();
	const styles = getBlockType( 'jetpack/tiled-gallery' )
		?.styles as unknown as { name: string }[];
	expect( styles.map( ( style ) => style.name ) ).toEqual( [
		'rectangular',
		'circle',
		'square',
		'columns',
	] );
	await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	const transforms = getBlockType( 'jetpack/tiled-gallery' )
		?.transforms as unknown as Record< string, { blocks: string[] }[] >;
	expect( transforms.from.map( ( t ) => t.blocks ) ).toEqual( [
		[ 'core/image' ],
		[ 'core/gallery' ],
		[ 'jetpack/slideshow' ],
	] );
	expect( transforms.to.map( ( t ) => t.blocks ) ).toEqual( [
		[ 'core/gallery' ],
		[ 'core/image' ],
		[ 'jetpack/slideshow' ],
	] );
} );
