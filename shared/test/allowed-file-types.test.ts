import { isAllowedFileType } from '../allowed-file-types';

const SITE = {
	'mp4|m4v': 'video/mp4',
	'mov|qt': 'video/quicktime',
	webm: 'video/webm',
	'jpg|jpeg|jpe': 'image/jpeg',
};

describe( 'isAllowedFileType', () => {
	it.each( [
		[ 'clip.mp4', 'video/mp4', true ],
		[ 'CLIP.M4V', 'video/x-m4v', true ],
		[ 'holiday.mov', 'video/quicktime', true ],
		[ 'film.mkv', 'video/x-matroska', false ],
		[ 'film.avi', 'video/x-msvideo', false ],
		// The server goes by the name: a known type under another name is refused.
		[ 'film.mkv', 'video/mp4', false ],
		[ 'no-extension', 'video/webm', true ],
		[ 'no-extension', 'video/ogg', false ],
		[ 'no-extension', '', false ],
	] )( '%s (%s): %s', ( name, type, expected ) => {
		expect( isAllowedFileType( { name, type }, SITE ) ).toBe( expected );
	} );

	it( 'lets everything through when the site names no list (the server decides)', () => {
		const file = { name: 'film.mkv', type: 'video/x-matroska' };
		expect( isAllowedFileType( file, null ) ).toBe( true );
		expect( isAllowedFileType( file, undefined ) ).toBe( true );
	} );
} );
