import { imageSource } from '../image-source';

describe( 'imageSource', () => {
	it.each( [
		'https://example.com/a.jpg',
		'http://example.com/a.jpg',
		'//cdn.example.com/a.jpg',
		'/wp-content/uploads/a.jpg',
		'blob:http://localhost:8888/0b7c',
		'data:image/png;base64,iVBORw0KGgo=',
	] )( 'keeps %s', ( address ) => {
		expect( imageSource( address ) ).toBe( address );
	} );

	it.each( [
		'javascript:alert(1)',
		' JaVaScRiPt:alert(1)',
		'vbscript:msgbox(1)',
		'data:text/html,<script>alert(1)</script>',
		'data:image/svg+xml,<svg onload=alert(1)>',
		'',
		'a.jpg',
		42,
		undefined,
	] )( 'drops %p', ( address ) => {
		expect( imageSource( address ) ).toBeUndefined();
	} );
} );
