/**
 * The Giphy address parser (spec 2 "GIF", section 5): page, embed and media
 * links give their GIF's id; anything else (a search term, another host,
 * http or another scheme) gives null.
 */
import {
	isGiphyUrl,
	parseGiphyId,
	safeEmbedUrl,
	safeGifImageUrl,
} from '../url';

describe( 'parseGiphyId', () => {
	it.each( [
		[ 'https://giphy.com/gifs/cat-funny-ICOgUNjpvO0PC', 'ICOgUNjpvO0PC' ],
		[ 'https://giphy.com/gifs/ICOgUNjpvO0PC', 'ICOgUNjpvO0PC' ],
		[ 'https://www.giphy.com/gifs/cat-ICOgUNjpvO0PC/', 'ICOgUNjpvO0PC' ],
		[
			'https://giphy.com/gifs/cat-ICOgUNjpvO0PC/fullscreen',
			'ICOgUNjpvO0PC',
		],
		[
			'https://giphy.com/gifs/cat-ICOgUNjpvO0PC?utm_source=x#top',
			'ICOgUNjpvO0PC',
		],
		[
			'giphy.com/gifs/happy-dance-3o7TKSjRrfIPjeiVyM',
			'3o7TKSjRrfIPjeiVyM',
		],
		[
			'  https://giphy.com/embed/3o7TKSjRrfIPjeiVyM  ',
			'3o7TKSjRrfIPjeiVyM',
		],
		[ 'HTTPS://GIPHY.COM/embed/3o7TKSjRrfIPjeiVyM', '3o7TKSjRrfIPjeiVyM' ],
		[
			'https://media.giphy.com/media/l0HlBO7eyXzSZkJri/giphy.gif',
			'l0HlBO7eyXzSZkJri',
		],
		[
			'https://media2.giphy.com/media/l0HlBO7eyXzSZkJri/200w.webp',
			'l0HlBO7eyXzSZkJri',
		],
		[
			'https://media4.giphy.com/media/v1.Y2lkPTc5MGI3NjEx/l0HlBO7eyXzSZkJri/giphy.gif?cid=1&rid=giphy.gif',
			'l0HlBO7eyXzSZkJri',
		],
		[
			'https://i.giphy.com/media/l0HlBO7eyXzSZkJri/giphy.webp',
			'l0HlBO7eyXzSZkJri',
		],
		[ 'https://i.giphy.com/l0HlBO7eyXzSZkJri.gif', 'l0HlBO7eyXzSZkJri' ],
	] )( '%s → %s', ( input, id ) => {
		expect( parseGiphyId( input ) ).toBe( id );
		expect( isGiphyUrl( input ) ).toBe( true );
	} );

	it.each( [
		'cats',
		'funny cat',
		'',
		'   ',
		'http://giphy.com/gifs/cat-ICOgUNjpvO0PC',
		'ftp://giphy.com/gifs/cat-ICOgUNjpvO0PC',
		'javascript:alert(1)//giphy.com/gifs/x-abc',
		'data:text/html,giphy.com/gifs/x-abc',
		'https://giphy.com.evil.example/gifs/cat-ICOgUNjpvO0PC',
		'https://evilgiphy.com/gifs/cat-ICOgUNjpvO0PC',
		'https://giphy.com@evil.example/gifs/cat-ICOgUNjpvO0PC',
		'https://user:pass@giphy.com/gifs/cat-ICOgUNjpvO0PC',
		'https://giphy.com:8443/gifs/cat-ICOgUNjpvO0PC',
		'https://tenor.com/view/cat-gif-123',
		'https://giphy.com/',
		'https://giphy.com/explore/cats',
		'https://giphy.com/gifs/',
		'https://giphy.com/gifs/cat-',
		'https://giphy.com/gifs/cat-ICOg_UNjp',
		'https://giphy.com/gifs/cat-ICOgUNjpvO0PC/edit/more',
		'https://giphy.com/embed/',
		'https://giphy.com/embed/abc/video',
		'https://media.giphy.com/media/',
		'https://media.giphy.com/media/l0HlBO7eyXzSZkJri',
		'https://media9.giphy.com/media/l0HlBO7eyXzSZkJri/giphy.gif',
		'https://i.giphy.com/l0HlBO7eyXzSZkJri.png',
		'https://giphy.com/gifs/cat ICOgUNjpvO0PC',
		'https:\\\\giphy.com\\gifs\\cat-ICOgUNjpvO0PC',
		'https://giphy.com/gifs/cat-%49COgUNjpvO0PC',
		`https://giphy.com/gifs/${ 'a-'.repeat( 1100 ) }ICOgUNjpvO0PC`,
	] )( 'is not a GIF address: %s', ( input ) => {
		expect( parseGiphyId( input ) ).toBeNull();
		expect( isGiphyUrl( input ) ).toBe( false );
	} );

	it( 'reads only strings', () => {
		for ( const value of [
			undefined,
			null,
			42,
			{},
			[ 'https://giphy.com/embed/a' ],
		] ) {
			expect( parseGiphyId( value ) ).toBeNull();
		}
	} );
} );

describe( 'safeEmbedUrl', () => {
	it( 'keeps a Giphy embed address, written canonically', () => {
		expect( safeEmbedUrl( 'https://giphy.com/embed/ICOgUNjpvO0PC' ) ).toBe(
			'https://giphy.com/embed/ICOgUNjpvO0PC'
		);
		expect(
			safeEmbedUrl( 'https://www.giphy.com/embed/ICOgUNjpvO0PC/?x=1' )
		).toBe( 'https://giphy.com/embed/ICOgUNjpvO0PC' );
	} );

	it.each( [
		'//giphy.com/embed/ICOgUNjpvO0PC',
		'http://giphy.com/embed/ICOgUNjpvO0PC',
		'giphy.com/embed/ICOgUNjpvO0PC',
		'https://giphy.com/gifs/cat-ICOgUNjpvO0PC',
		'https://media.giphy.com/media/ICOgUNjpvO0PC/giphy.gif',
		'https://evil.example/embed/ICOgUNjpvO0PC',
		'https://giphy.com/embed/"><script>',
		'javascript:alert(1)',
		'',
	] )( 'refuses %s', ( input ) => {
		expect( safeEmbedUrl( input ) ).toBeNull();
	} );
} );

describe( 'safeGifImageUrl (the incumbent’s Tumblr GIFs)', () => {
	const GIF =
		'https://64.media.tumblr.com/3131b9d2a05485e7ae7838a8b1314ab2/2d72fb0f707ea67a-5f/s500x750/d45e10288e4ff6a775c879978f52c87d3318ff8d.gif';

	it( 'keeps a GIF on a Tumblr media host over https', () => {
		expect( safeGifImageUrl( GIF ) ).toBe( GIF );
		expect( safeGifImageUrl( ` ${ GIF } ` ) ).toBe( GIF );
		expect(
			safeGifImageUrl( 'https://media.tumblr.com/abc/tumblr_x.gif' )
		).toBe( 'https://media.tumblr.com/abc/tumblr_x.gif' );
	} );

	it.each( [
		GIF.replace( 'https:', 'http:' ),
		GIF.replace( 'https:', '' ),
		'https://64.media.tumblr.com.evil.example/a.gif',
		'https://evilmedia.tumblr.com/a.gif',
		'https://64.media.tumblr.com/a.gif" onerror="alert(1)',
		'https://64.media.tumblr.com/a b.gif',
		'https://64.media.tumblr.com\\@evil.example/a.gif',
		'javascript:alert(1)',
		undefined,
		'',
	] )( 'refuses %s', ( input ) => {
		expect( safeGifImageUrl( input ) ).toBeNull();
	} );
} );
