/**
 * Conversions to and from core gallery, core image and slideshow keep only
 * images having both id and url (spec 3 section 5).
 */
import { createBlock, registerBlockType } from '@wordpress/blocks';
import type { BlockInstance } from '@wordpress/blocks';
import '@wordpress/block-editor';
import { register } from '../index';
import transforms, { keepImages } from '../transforms';

register();
// Stand-ins for the other blocks: their attributes only.
const stub = ( name: string, attributes: Record< string, unknown > ) =>
	registerBlockType(
		name as never,
		{
			title: name,
			category: 'media',
			attributes,
			save: () => null,
			edit: () => null,
		} as never
	);
stub( 'core/image', {
	id: { type: 'number' },
	url: { type: 'string' },
	alt: { type: 'string' },
} );
stub( 'core/gallery', {
	linkTo: { type: 'string' },
	columns: { type: 'number' },
	images: { type: 'array' },
} );
stub( 'jetpack/slideshow', {
	images: { type: 'array', default: [] },
	ids: { type: 'array', default: [] },
} );

const good = { id: 1, url: 'https://example.com/a.jpg', alt: 'A' };
const noId = { url: 'https://example.com/b.jpg' };
const noUrl = { id: 3 };
const good2 = { id: 4, url: 'https://example.com/d.jpg', alt: '' };

type Transform = {
	blocks: string[];
	transform: ( ...args: unknown[] ) => BlockInstance | BlockInstance[];
};
const from = ( name: string ) =>
	( transforms.from as unknown as Transform[] ).find( ( t ) =>
		t.blocks.includes( name )
	) as Transform;
const to = ( name: string ) =>
	( transforms.to as unknown as Transform[] ).find( ( t ) =>
		t.blocks.includes( name )
	) as Transform;

describe( 'keepImages', () => {
	it( 'keeps only images with id and url', () => {
		expect( keepImages( [ good, noId, noUrl, good2 ] ) ).toEqual( [
			{ id: 1, url: good.url, alt: 'A' },
			{ id: 4, url: good2.url, alt: '' },
		] );
	} );
} );

describe( 'from other blocks', () => {
	it( 'takes core images', () => {
		const block = from( 'core/image' ).transform( [
			good,
			noId,
		] ) as BlockInstance;
		expect( block.name ).toBe( 'jetpack/tiled-gallery' );
		expect( block.attributes.images ).toEqual( [
			{ id: 1, url: good.url, alt: 'A' },
		] );
		expect( block.attributes.ids ).toEqual( [ 1 ] );
	} );

	it( 'takes a core gallery of image blocks, its link and columns', () => {
		const block = from( 'core/gallery' ).transform(
			{ linkTo: 'file', columns: 5 },
			[
				createBlock( 'core/image', good ),
				createBlock( 'core/image', noId ),
				createBlock( 'core/image', good2 ),
			]
		) as BlockInstance;
		expect( block.attributes.ids ).toEqual( [ 1, 4 ] );
		expect( block.attributes.linkTo ).toBe( 'media' );
		expect( block.attributes.columns ).toBe( 2 );
	} );

	it( 'takes an older core gallery images attribute', () => {
		const block = from( 'core/gallery' ).transform(
			{ images: [ noUrl, good ], linkTo: 'post' },
			[]
		) as BlockInstance;
		expect( block.attributes.ids ).toEqual( [ 1 ] );
		expect( block.attributes.linkTo ).toBe( 'attachment' );
	} );

	it( 'takes a slideshow', () => {
		const block = from( 'jetpack/slideshow' ).transform( {
			images: [ good, noId, good2 ],
		} ) as BlockInstance;
		expect( block.attributes.ids ).toEqual( [ 1, 4 ] );
	} );
} );

describe( 'to other blocks', () => {
	const attributes = {
		images: [ good, noId, good2 ],
		linkTo: 'media',
		columns: 2,
	};

	it( 'gives a core gallery of image blocks', () => {
		const block = to( 'core/gallery' ).transform(
			attributes
		) as BlockInstance;
		expect( block.name ).toBe( 'core/gallery' );
		expect( block.attributes ).toMatchObject( {
			linkTo: 'media',
			columns: 2,
		} );
		expect(
			block.innerBlocks.map( ( inner ) => inner.attributes.id )
		).toEqual( [ 1, 4 ] );
	} );

	it( 'gives one core image per kept image', () => {
		const blocks = to( 'core/image' ).transform(
			attributes
		) as BlockInstance[];
		expect( blocks.map( ( block ) => block.attributes.url ) ).toEqual( [
			good.url,
			good2.url,
		] );
	} );

	it( 'gives a slideshow', () => {
		const block = to( 'jetpack/slideshow' ).transform(
			attributes
		) as BlockInstance;
		expect( block.name ).toBe( 'jetpack/slideshow' );
		expect( block.attributes.ids ).toEqual( [ 1, 4 ] );
	} );
} );
