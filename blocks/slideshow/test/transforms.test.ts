/**
 * Transforms from and to the core gallery, core images and the tiled
 * gallery keep only images with an id and an address; the saved markup
 * leaves out unsafe image addresses.
 */
import {
	registerBlockType,
	switchToBlockType,
	createBlock,
	serialize,
	type BlockInstance,
} from '@wordpress/blocks';
import '@wordpress/block-editor';
import { register } from '../index';

register();
const stub = ( name: string, attributes: Record< string, object > ) =>
	( registerBlockType as unknown as ( n: string, s: object ) => void )(
		name,
		{
			title: name,
			category: 'media',
			attributes,
			save: () => null,
		}
	);
stub( 'core/image', {
	id: { type: 'number' },
	url: { type: 'string' },
	alt: { type: 'string' },
	caption: { type: 'string' },
	sizeSlug: { type: 'string' },
	align: { type: 'string' },
} );
stub( 'core/gallery', {
	images: { type: 'array', default: [] },
	sizeSlug: { type: 'string' },
	align: { type: 'string' },
} );
stub( 'jetpack/tiled-gallery', {
	images: { type: 'array', default: [] },
	ids: { type: 'array', default: [] },
	align: { type: 'string' },
} );

const one = { id: 1, url: 'https://a.test/1.png', alt: 'one', caption: 'c1' };
const two = { id: 2, url: 'https://a.test/2.png', alt: 'two', caption: '' };
const noId = { url: 'https://a.test/3.png', alt: '', caption: '' };
const noUrl = { id: 4, alt: '', caption: '' };

const only = ( blocks: BlockInstance[] | null ) => {
	expect( blocks ).toHaveLength( 1 );
	return ( blocks as BlockInstance[] )[ 0 ];
};

describe( 'to a slideshow', () => {
	it( 'from a core gallery of image blocks', () => {
		const gallery = createBlock( 'core/gallery', { align: 'wide' }, [
			createBlock( 'core/image', one ),
			createBlock( 'core/image', noId ),
			createBlock( 'core/image', two ),
			createBlock( 'core/image', noUrl ),
		] );
		const slideshow = only(
			switchToBlockType( gallery, 'jetpack/slideshow' )
		);
		expect( slideshow.name ).toBe( 'jetpack/slideshow' );
		expect( slideshow.attributes.images ).toEqual( [ one, two ] );
		expect( slideshow.attributes.ids ).toEqual( [ 1, 2 ] );
		expect( slideshow.attributes.align ).toBe( 'wide' );
	} );

	it( 'from an older core gallery (images attribute)', () => {
		const gallery = createBlock( 'core/gallery', {
			images: [ one, noId ],
		} );
		expect(
			only( switchToBlockType( gallery, 'jetpack/slideshow' ) ).attributes
				.images
		).toEqual( [ one ] );
	} );

	it( 'from several image blocks', () => {
		const slideshow = only(
			switchToBlockType(
				[
					createBlock( 'core/image', one ),
					createBlock( 'core/image', noUrl ),
					createBlock( 'core/image', two ),
				],
				'jetpack/slideshow'
			)
		);
		expect( slideshow.attributes.ids ).toEqual( [ 1, 2 ] );
	} );

	it( 'from a tiled gallery', () => {
		const tiled = createBlock( 'jetpack/tiled-gallery', {
			images: [ noId, one, two ],
			ids: [ 1, 2 ],
		} );
		expect(
			only( switchToBlockType( tiled, 'jetpack/slideshow' ) ).attributes
				.images
		).toEqual( [ one, two ] );
	} );
} );

describe( 'from a slideshow', () => {
	const slideshow = () =>
		createBlock( 'jetpack/slideshow', {
			images: [ one, noId, two ],
			ids: [ 1, 2 ],
			sizeSlug: 'large',
		} );

	it( 'to a core gallery of image blocks', () => {
		const gallery = only(
			switchToBlockType( slideshow(), 'core/gallery' )
		);
		expect( gallery.innerBlocks.map( ( b ) => b.attributes.id ) ).toEqual( [
			1, 2,
		] );
		expect( gallery.innerBlocks[ 0 ].attributes ).toMatchObject( {
			...one,
			sizeSlug: 'large',
		} );
	} );

	it( 'to image blocks, one per image', () => {
		const images = switchToBlockType( slideshow(), 'core/image' );
		expect( images?.map( ( b ) => b.attributes.url ) ).toEqual( [
			one.url,
			two.url,
		] );
	} );

	it( 'to a tiled gallery', () => {
		const tiled = only(
			switchToBlockType( slideshow(), 'jetpack/tiled-gallery' )
		);
		expect( tiled.attributes ).toMatchObject( {
			images: [ one, two ],
			ids: [ 1, 2 ],
		} );
	} );
} );

describe( 'saved markup', () => {
	it( 'never saves a script address or an unescaped caption', () => {
		const html = serialize(
			createBlock( 'jetpack/slideshow', {
				images: [
					{ id: 1, url: 'javascript:alert(1)', alt: 'x' },
					{
						id: 2,
						url: 'https://a.test/2.png',
						alt: '"><script>alert(1)</script>',
						caption: '&lt;b&gt;',
					},
				],
			} )
		);
		expect( html ).not.toContain( 'javascript:' );
		// The alt text stays inside its attribute.
		expect( html ).toContain(
			'alt="&quot;&gt;<script&gt;alert(1)</script&gt;"'
		);
		expect( html ).not.toContain( '"><script' );
		expect( html ).toContain( 'src="https://a.test/2.png"' );
		expect( html ).toContain( '&lt;b&gt;' );
	} );
} );
