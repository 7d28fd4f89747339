/**
 * Multi-step forms and the file upload field on the host
 * (php-stubs/includes/contact-form/steps.php and file-upload.php), in the
 * WebAssembly PHP on WordPress's own functions (tests/unit/php/wordpress.php:
 * get_allowed_mime_types, wp_check_filetype_and_ext, sanitize_file_name,
 * wp_upload_dir) with real files in its memory file system and PHP's own
 * finfo: fields read through steps, the steps' render, and each hostile
 * file's outcome (issue 38): a PHP file renamed .jpg, an SVG with script, a
 * zip bomb, x.php.jpg, a NUL in the name, too large, and where an accepted
 * file is stored.
 */
import { runPhpSnippets } from './php/php-snippets';

const PRELUDE = `<?php
error_reporting( E_ALL );
ini_set( "display_errors", "1" );
require '/wordpress-core.php';
define( 'ORBIT_BLOCKS_BUILD_DIR', '/nowhere' );
define( 'ORBIT_BLOCKS_BUILD_URL', 'http://site.test/build' );
define( 'ORBIT_BLOCKS_VERSION', '1' );
orbit_blocks_test_options( array( 'home' => 'http://site.test', 'siteurl' => 'http://site.test', 'upload_path' => '/site/uploads', 'upload_url_path' => 'http://site.test/uploads' ) );
mkdir( '/site' );
// A visitor: no capabilities (get_allowed_mime_types() then leaves out HTML).
function current_user_can( $cap ) { return false; }
// The site's upload limit (media.php): 8 MB.
function wp_max_upload_size() { return 8 * MB_IN_BYTES; }
// Logged out (user.php's part that the nonces read).
function _wp_get_current_user() { return (object) array( 'ID' => 0 ); }
function wp_get_session_token() { return ''; }
// No post: the form posts to the page it is on.
function get_the_ID() { return 0; }
// No built view script here: the render carries an empty render id.
function wp_script_is( $handle, $status = 'enqueued' ) { return false; }
require '/plugin/includes/view-data.php';
require '/plugin/includes/closed-folder.php';
require '/contact-form/fields.php';
require '/contact-form/validate.php';
require '/contact-form/settings.php';
require '/contact-form/render.php';
/** A file in the memory file system; its path. */
function a_file( string $name, string $bytes ): string {
	@mkdir( '/tmp/in' );
	$path = '/tmp/in/' . md5( $name . $bytes );
	file_put_contents( $path, $bytes );
	return $path;
}
function upload( string $name, string $bytes, int $error = UPLOAD_ERR_OK ): array {
	return array( 'name' => $name, 'tmp_name' => a_file( $name, $bytes ), 'size' => strlen( $bytes ), 'error' => $error );
}
function file_field( array $attrs = array() ): array {
	return orbit_blocks_contact_form_file_field( array( 'blockName' => 'jetpack/field-file', 'attrs' => $attrs, 'innerBlocks' => array() ), 'upload' );
}
$png  = base64_decode( 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==' );
$pdf  = "%PDF-1.4\\n1 0 obj << /Type /Catalog >> endobj\\ntrailer << /Root 1 0 R >>\\n%%EOF\\n";
$php  = "<?php system( \\$_GET['c'] ); ?>\\n";
$svg  = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
// A zip bomb: small, declaring 64 MB once unpacked.
$zip_path = '/tmp/bomb.zip';
$zip = new ZipArchive();
$zip->open( $zip_path, ZipArchive::CREATE | ZipArchive::OVERWRITE );
$zip->addFromString( 'zeros.txt', str_repeat( "\\0", 64 * 1024 * 1024 ) );
$zip->close();
$bomb = file_get_contents( $zip_path );
function outcome( array $field, array $upload ): array {
	$result = orbit_blocks_contact_form_check_file( $field, $upload );
	unset( $result['path'] );
	return $result;
}
const FORM = '<!-- wp:jetpack/contact-form -->
<div class="wp-block-jetpack-contact-form"><!-- wp:jetpack/form-progress-indicator {"variant":"dots","progressColor":"#0a7c3e\\\\" onmouseover=\\\\"x"} /-->

<!-- wp:jetpack/form-step-container -->
<div class="jetpack-form-steps-wrapper"><div class="wp-block-jetpack-form-step-container jetpack-form-step-container"><!-- wp:jetpack/form-step {"stepLabel":"About <b>you</b>"} -->
<div class="wp-block-jetpack-form-step"><!-- wp:jetpack/field-name {"required":true} /--></div>
<!-- /wp:jetpack/form-step -->

<!-- wp:jetpack/form-step -->
<div class="wp-block-jetpack-form-step"><!-- wp:jetpack/field-file {"required":true,"allowedTypes":["application/pdf"],"maxFileSize":2} -->
<div><!-- wp:jetpack/label {"label":"Your CV"} /--><!-- wp:jetpack/dropzone -->
<div class="wp-block-jetpack-dropzone"></div>
<!-- /wp:jetpack/dropzone --></div>
<!-- /wp:jetpack/field-file --></div>
<!-- /wp:jetpack/form-step --></div></div>
<!-- /wp:jetpack/form-step-container -->

<!-- wp:jetpack/form-step-navigation -->
<div class="wp-block-jetpack-form-step-navigation__wrapper"><div class="wp-block-jetpack-form-step-navigation"><!-- wp:button {"tagName":"button","type":"submit"} -->
<div class="wp-block-button"><button type="submit" class="wp-block-button__link wp-element-button">Send</button></div>
<!-- /wp:button --></div></div>
<!-- /wp:jetpack/form-step-navigation --></div>
<!-- /wp:jetpack/contact-form -->';
`;

const snippets: Record< string, string > = {
	fields: `$form = parse_blocks( FORM )[0];
		echo json_encode( array_map( static fn( $f ) => array( $f['key'], $f['kind'], $f['label'], $f['required'], $f['types'] ?? null, $f['maxBytes'] ?? null ), orbit_blocks_contact_form_fields( $form ) ) );`,
	render: `$parsed = parse_blocks( FORM )[0];
		$block = new WP_Block( $parsed );
		// As render_block() sets it, for get_block_wrapper_attributes().
		WP_Block_Supports::$block_to_render = $parsed;
		echo json_encode( orbit_blocks_contact_form_render( $block->attributes, '', $block ) );`,
	defaults: `echo json_encode( array( file_field()['types'], file_field( array( 'maxFileSize' => 500 ) )['maxBytes'], file_field()['maxBytes'], file_field( array( 'allowedTypes' => array( 'image/svg+xml', 'text/html', 'application/zip' ) ) )['types'] ) );`,
	hostile: `$pdf_field = file_field( array( 'allowedTypes' => array( 'application/pdf', 'image/png', 'image/jpeg' ), 'maxFileSize' => 1 ) );
		$small_field = file_field( array( 'allowedTypes' => array( 'application/pdf' ), 'maxFileSize' => 0.01 ) );
		$zip_field = file_field( array( 'allowedTypes' => array( 'application/zip' ) ) );
		echo json_encode( array(
			'pdf'            => outcome( $pdf_field, upload( 'cv.pdf', $pdf ) ),
			'png'            => outcome( $pdf_field, upload( 'photo.png', $png ) ),
			'php-as-jpg'     => outcome( $pdf_field, upload( 'shell.jpg', $php ) ),
			'php'            => outcome( $pdf_field, upload( 'shell.php', $php ) ),
			'svg-script'     => outcome( $pdf_field, upload( 'logo.svg', $svg ) ),
			'svg-as-png'     => outcome( $pdf_field, upload( 'logo.png', $svg ) ),
			'zip-bomb'       => outcome( $pdf_field, upload( 'bomb.zip', $bomb ) ),
			'zip-bomb-as-pdf' => outcome( $pdf_field, upload( 'bomb.pdf', $bomb ) ),
			'zip-allowed'    => outcome( $zip_field, upload( 'bomb.zip', $bomb ) ),
			'double-php'     => outcome( $pdf_field, upload( 'x.php.jpg', $php ) ),
			'double-png'     => outcome( $pdf_field, upload( 'x.php.png', $png ) ),
			'nul-name'       => outcome( $pdf_field, upload( "evil.php\\0.png", $png ) ),
			'too-large'      => outcome( $small_field, upload( 'big.pdf', $pdf . str_repeat( ' ', 20000 ) ) ),
			'ini-size'       => outcome( $small_field, array( 'name' => 'huge.pdf', 'tmp_name' => '', 'size' => 0, 'error' => UPLOAD_ERR_INI_SIZE ) ),
			'partial'        => outcome( $pdf_field, array( 'name' => 'cut.pdf', 'tmp_name' => '', 'size' => 0, 'error' => UPLOAD_ERR_PARTIAL ) ),
			'bomb-bytes'     => strlen( $bomb ),
		) );`,
	submission: `$fields = orbit_blocks_contact_form_fields( parse_blocks( FORM )[0] );
		$typed  = array( 'field-1' => 'Ada' );
		$missing = orbit_blocks_contact_form_check_files( $fields, array(), orbit_blocks_contact_form_validate( $fields, $typed ) );
		$wrong   = orbit_blocks_contact_form_check_files( $fields, array( 'field-2' => upload( 'shell.jpg', $php ) ), orbit_blocks_contact_form_validate( $fields, $typed ) );
		$good    = orbit_blocks_contact_form_check_files( $fields, array( 'field-2' => upload( 'cv.pdf', $pdf ) ), orbit_blocks_contact_form_validate( $fields, $typed ) );
		$stored  = orbit_blocks_contact_form_store_files( $good, 'rename' );
		$dir     = dirname( $stored['field-2']['path'] );
		echo json_encode( array(
			'missing' => array( $missing['values'], $missing['errors'] ),
			'wrong'   => array( $missing['values'], $wrong['errors'] ),
			'good'    => array( $good['values'], $good['errors'] ),
			'stored'  => array(
				'name'     => $stored['field-2']['name'],
				'type'     => $stored['field-2']['type'],
				'file'     => basename( $stored['field-2']['path'] ),
				'folder'   => substr( $dir, 0, strlen( '/site/uploads/' ) ) . preg_replace( '/[0-9a-f]{32}$/', '<random>', basename( $dir ) ),
				'same'     => file_get_contents( $stored['field-2']['path'] ) === $pdf,
				'htaccess' => file_get_contents( $dir . '/.htaccess' ),
				'index'    => file_exists( $dir . '/index.php' ),
				'listing'  => array_values( array_diff( scandir( $dir ), array( '.', '..', '.htaccess', 'web.config', 'index.php' ) ) ),
			),
			'url'     => orbit_blocks_contact_form_file_url( 42, 'field-2' ),
		) );`,
};

let results: Record< string, any >;

beforeAll( () => {
	results = runPhpSnippets(
		[ 'includes/contact-form' ],
		PRELUDE,
		snippets
	) as Record< string, any >;
}, 120000 );

describe( 'multi-step form on the host', () => {
	it( 'reads the fields inside the steps, the file field with its label block and its limits', () => {
		expect( results.fields ).toEqual( [
			[ 'field-1', 'text', 'Name', true, null, null ],
			[
				'field-2',
				'file',
				'Your CV',
				true,
				{ pdf: 'application/pdf' },
				2 * 1024 * 1024,
			],
		] );
	} );

	it( 'renders every step headed and grouped, the progress with aria-current, Previous and Next before the submit, as a multipart form', () => {
		const html: string = results.render;
		expect( html ).toMatch(
			/^<form [^>]*class="[^"]*orbit-contact-form--steps/
		);
		expect( html ).toContain( 'enctype="multipart/form-data"' );
		expect( html ).toContain(
			'<h3 class="orbit-form-step__title" id="contact-form-'
		);
		expect( html ).toContain( 'Step 1 of 2: About you</h3>' );
		expect( html ).toContain( 'Step 2 of 2</h3>' );
		expect( html.match( /role="group"/g ) ).toHaveLength( 2 );
		expect( html ).toContain(
			'<li class="orbit-form-progress__step is-active" aria-current="step">'
		);
		expect( html.match( /aria-current/g ) ).toHaveLength( 1 );
		expect( html ).toContain( 'is-variant-dots' );
		// A colour that is no colour is left out, not printed.
		expect( html ).not.toContain( 'onmouseover' );
		expect( html ).toContain( 'role="status" aria-live="polite"' );
		const nav = html.slice(
			html.indexOf( 'wp-block-jetpack-form-step-navigation"' )
		);
		expect( nav.indexOf( '>Previous</button>' ) ).toBeGreaterThan( 0 );
		expect( nav.indexOf( '>Next</button>' ) ).toBeGreaterThan(
			nav.indexOf( '>Previous</button>' )
		);
		expect( nav.indexOf( '>Send</button>' ) ).toBeGreaterThan(
			nav.indexOf( '>Next</button>' )
		);
		// The saved submit counts: no second one is added.
		expect( html.match( /type="submit"/g ) ).toHaveLength( 1 );
		expect( html ).toContain( '<input type="file" id="contact-form-' );
		expect( html ).toMatch(
			/name="orbit-file\[field-2\]" accept="\.pdf,application\/pdf" aria-describedby="[^"]+-hint" required aria-required="true"/
		);
		expect( html ).toContain( 'Allowed: pdf. Up to 2 MB.' );
	} );
} );

describe( 'file field limits', () => {
	it( 'defaults to common documents and images, caps the size at the site limit, and never offers SVG, HTML or unchosen archives', () => {
		const [ types, capped, byDefault, unsafe ] = results.defaults;
		expect( Object.values( types ).sort() ).toEqual( [
			'application/pdf',
			'image/gif',
			'image/jpeg',
			'image/png',
			'image/webp',
			'text/plain',
		] );
		expect( capped ).toBe( 8 * 1024 * 1024 );
		expect( byDefault ).toBe( 8 * 1024 * 1024 );
		expect( Object.values( unsafe ) ).toEqual( [ 'application/zip' ] );
	} );
} );

describe( 'hostile files (issue 38)', () => {
	const wrong =
		'Upload a file: this kind of file cannot be sent. Choose one of: jpg, jpeg, jpe, png, pdf.';
	it.each( [
		[ 'php-as-jpg' ],
		[ 'php' ],
		[ 'svg-script' ],
		[ 'svg-as-png' ],
		[ 'zip-bomb' ],
		[ 'zip-bomb-as-pdf' ],
		[ 'double-php' ],
	] )( '%s is refused as a wrong type', ( name ) => {
		expect( results.hostile[ name ] ).toEqual( {
			status: 'error',
			error: wrong,
		} );
	} );

	it( 'accepts a real PDF and a real PNG, typed by their content', () => {
		expect( results.hostile.pdf ).toEqual( {
			status: 'ok',
			name: 'cv.pdf',
			type: 'application/pdf',
			size: expect.any( Number ),
		} );
		expect( results.hostile.png.type ).toBe( 'image/png' );
	} );

	it( 'keeps an allowed zip as it is: never unpacked (its size is the small archive)', () => {
		expect( results.hostile[ 'zip-allowed' ] ).toEqual( {
			status: 'ok',
			name: 'bomb.zip',
			type: 'application/zip',
			size: results.hostile[ 'bomb-bytes' ],
		} );
		expect( results.hostile[ 'bomb-bytes' ] ).toBeLessThan( 200000 );
	} );

	it( 'takes a real image named x.php.png and a NUL in a name, with names that are only shown (the stored name is random)', () => {
		expect( results.hostile[ 'double-png' ] ).toMatchObject( {
			status: 'ok',
			type: 'image/png',
		} );
		expect( results.hostile[ 'double-png' ].name ).not.toMatch( /\.php\./ );
		expect( results.hostile[ 'nul-name' ] ).toMatchObject( {
			status: 'ok',
			type: 'image/png',
		} );
		expect( results.hostile[ 'nul-name' ].name ).not.toContain( '\u0000' );
		expect( results.hostile[ 'nul-name' ].name ).not.toMatch( /\.php\./ );
	} );

	it( 'refuses a file over the limit, and one PHP stopped for size, with the limit in words', () => {
		const tooLarge = {
			status: 'error',
			error: 'Upload a file: the file is too large. The largest file you can send is 10 KB.',
		};
		expect( results.hostile[ 'too-large' ] ).toEqual( tooLarge );
		expect( results.hostile[ 'ini-size' ] ).toEqual( tooLarge );
		expect( results.hostile.partial ).toEqual( {
			status: 'error',
			error: 'Upload a file: the file did not arrive. Please choose it again.',
		} );
	} );
} );

describe( 'a submission with a file', () => {
	it( 'asks for a required file and keeps what was typed', () => {
		expect( results.submission.missing ).toEqual( [
			{ 'field-1': 'Ada', 'field-2': '' },
			{ 'field-2': 'Your CV: choose a file to send.' },
		] );
		expect( results.submission.wrong[ 1 ] ).toEqual( {
			'field-2':
				'Your CV: this kind of file cannot be sent. Choose one of: pdf.',
		} );
	} );

	it( 'names the accepted file in the entry and stores it under a random name in the private folder with its deny rules', () => {
		expect( results.submission.good ).toEqual( [
			{ 'field-1': 'Ada', 'field-2': 'cv.pdf (77 B)' },
			[],
		] );
		const stored = results.submission.stored;
		expect( stored.name ).toBe( 'cv.pdf' );
		expect( stored.type ).toBe( 'application/pdf' );
		expect( stored.file ).toMatch( /^[0-9a-f]{32}$/ );
		expect( stored.folder ).toBe(
			'/site/uploads/orbit-form-files-<random>'
		);
		expect( stored.same ).toBe( true );
		expect( stored.htaccess ).toContain( 'Require all denied' );
		expect( stored.htaccess ).toContain( 'php_flag engine off' );
		expect( stored.index ).toBe( true );
		expect( stored.listing ).toEqual( [ stored.file ] );
	} );

	it( 'links the file through the admin action with a nonce', () => {
		expect( results.submission.url ).toMatch(
			/^http:\/\/site\.test\/wp-admin\/admin-post\.php\?action=orbit_form_file&(amp;)?entry=42&(amp;)?field=field-2&(amp;)?_wpnonce=[0-9a-f]{10}$/
		);
	} );
} );
