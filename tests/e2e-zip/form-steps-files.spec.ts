/**
 * A multi-step form with a file field on the zip's site (issue 38): a
 * visitor in Chromium fills it in one step at a time (an empty required
 * field stops Next), a hostile file comes back refused with everything typed
 * kept, a PDF is sent; the administrator sees the entry and downloads the
 * file; a logged-out visitor, an author and a contributor are refused the
 * download; the stored file has no address the web server serves.
 * Screenshots of each step and of the file error go to
 * artifacts/screenshots/form-steps-*.png.
 */
import fs from 'fs';
import path from 'path';
import type { Browser } from '@playwright/test';
import {
	expect,
	screenshotFolder,
	temporaryUser,
	test,
	watchPageErrors,
	watchPhpLog,
} from '../e2e/orbit-blocks';
import { logInThroughForm } from '../e2e/log-in';

const SHOTS = screenshotFolder();
const SITE = process.env.WP_SITE_DIR ?? '';
const PDF = Buffer.from(
	'%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'
);
const PHP_AS_PNG = Buffer.from(
	"<?php echo 'owned'; system( $_GET['c'] ); ?>\n"
);
const SVG_AS_PNG = Buffer.from(
	'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
);

const FORM = `<!-- wp:jetpack/contact-form {"subject":"Applications"} -->
<div class="wp-block-jetpack-contact-form"><!-- wp:jetpack/form-progress-indicator /-->

<!-- wp:jetpack/form-step-container -->
<div class="jetpack-form-steps-wrapper"><div class="wp-block-jetpack-form-step-container jetpack-form-step-container"><!-- wp:jetpack/form-step {"stepLabel":"About you"} -->
<div class="wp-block-jetpack-form-step"><!-- wp:jetpack/field-name {"required":true} /-->

<!-- wp:jetpack/field-email {"required":true} /--></div>
<!-- /wp:jetpack/form-step -->

<!-- wp:jetpack/form-step {"stepLabel":"Your application"} -->
<div class="wp-block-jetpack-form-step"><!-- wp:jetpack/field-textarea {"label":"Cover letter","required":true} /-->

<!-- wp:jetpack/field-file {"label":"Your CV","required":true,"allowedTypes":["application/pdf","image/png"],"maxFileSize":1} -->
<div><!-- wp:jetpack/dropzone -->
<div class="wp-block-jetpack-dropzone"></div>
<!-- /wp:jetpack/dropzone --></div>
<!-- /wp:jetpack/field-file --></div>
<!-- /wp:jetpack/form-step --></div></div>
<!-- /wp:jetpack/form-step-container -->

<!-- wp:jetpack/form-step-navigation -->
<div class="wp-block-jetpack-form-step-navigation__wrapper"><div class="wp-block-jetpack-form-step-navigation"><!-- wp:jetpack/button {"element":"button","text":"Apply","borderRadius":8,"lock":{"remove":true}} /--></div></div>
<!-- /wp:jetpack/form-step-navigation --></div>
<!-- /wp:jetpack/contact-form -->`;

async function signIn(
	browser: Browser,
	user: { username: string; password: string }
) {
	const context = await browser.newContext( {
		baseURL: process.env.WP_BASE_URL,
		storageState: { cookies: [], origins: [] },
	} );
	const page = await context.newPage();
	await logInThroughForm( page, user );
	return context;
}

test.describe( 'a multi-step form with a file field', () => {
	// orbit-form-files-<role>, created before the tests and deleted after them.
	const USERS = [ 'author', 'contributor' ].map( ( role ) => ( {
		role,
		...temporaryUser( 'form-files', role ),
	} ) );
	let postId = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		const post = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: { title: 'Apply', status: 'publish', content: FORM },
		} );
		postId = post.id;
	} );

	test( 'a visitor sends it step by step; only the administrator gets the file', async ( {
		browser,
		page,
		requestUtils,
	}, testInfo ) => {
		const started = Date.now();
		const php = watchPhpLog();
		const files = testInfo.outputPath( 'files' );
		fs.mkdirSync( files, { recursive: true } );
		const write = ( name: string, bytes: Buffer ) => {
			const file = path.join( files, name );
			fs.writeFileSync( file, bytes );
			return file;
		};

		// The visitor, logged out.
		const visitor = await browser.newContext( {
			baseURL: process.env.WP_BASE_URL,
			storageState: { cookies: [], origins: [] },
		} );
		const front = await visitor.newPage();
		const errors = watchPageErrors( front );
		await front.goto( `/?p=${ postId }` );
		const form = front.locator( 'form.wp-block-jetpack-contact-form' );
		await expect( form ).toHaveClass( /is-stepped/ );
		await expect( form ).toHaveAttribute(
			'enctype',
			'multipart/form-data'
		);
		const stepOne = form.getByRole( 'group', { name: /Step 1 of 2/ } );
		const stepTwo = form.getByRole( 'group', { name: /Step 2 of 2/ } );
		await expect( stepOne ).toBeVisible();
		await expect( stepTwo ).toBeHidden();
		await expect(
			form.locator( '.orbit-form-progress__step[aria-current="step"]' )
		).toHaveText( /Step 1 of 2: About you/ );
		await expect(
			form.getByRole( 'button', { name: 'Previous' } )
		).toBeHidden();
		await expect(
			form.getByRole( 'button', { name: 'Apply' } )
		).toBeHidden();
		await front.screenshot( {
			path: `${ SHOTS }/form-steps-1.png`,
			fullPage: true,
		} );

		// Next with the required name empty: stopped, told, focused.
		await form.getByRole( 'button', { name: 'Next' } ).click();
		await expect( stepOne.getByText( 'Name is required.' ) ).toBeVisible();
		await expect( stepOne.getByLabel( /^Name/ ) ).toBeFocused();
		await expect( stepOne.getByLabel( /^Name/ ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		await expect( stepTwo ).toBeHidden();
		await front.screenshot( {
			path: `${ SHOTS }/form-steps-1-error.png`,
			fullPage: true,
		} );

		await stepOne.getByLabel( /^Name/ ).fill( 'Ada Lovelace' );
		await stepOne.getByLabel( /^Email/ ).fill( 'ada@example.com' );
		await form.getByRole( 'button', { name: 'Next' } ).click();
		await expect( stepTwo ).toBeVisible();
		await expect( stepOne ).toBeHidden();
		await expect(
			stepTwo.getByRole( 'heading', {
				name: /Step 2 of 2: Your application/,
			} )
		).toBeFocused();
		await expect( form.locator( '[role="status"]' ) ).toHaveText(
			/Step 2 of 2: Your application/
		);
		await expect(
			form.locator( '.orbit-form-progress__step[aria-current="step"]' )
		).toHaveText( /Step 2 of 2/ );
		await front.screenshot( {
			path: `${ SHOTS }/form-steps-2.png`,
			fullPage: true,
		} );

		// Previous and back: what was typed stays.
		await form.getByRole( 'button', { name: 'Previous' } ).click();
		await expect( stepOne.getByLabel( /^Name/ ) ).toHaveValue(
			'Ada Lovelace'
		);
		await form.getByRole( 'button', { name: 'Next' } ).click();

		// Hostile files the browser cannot tell from their name: the server
		// refuses each by its content, and everything typed comes back.
		const hostile: Record< string, string > = {};
		for ( const [ name, bytes ] of [
			[ 'cv.png', PHP_AS_PNG ],
			[ 'logo.png', SVG_AS_PNG ],
			[ 'cv.php.png', PHP_AS_PNG ],
		] as Array< [ string, Buffer ] > ) {
			await form
				.getByLabel( /^Cover letter/ )
				.fill( 'Dear team, here is my CV.' );
			await form
				.getByLabel( /^Your CV/ )
				.setInputFiles( write( name, bytes ) );
			await Promise.all( [
				front.waitForEvent( 'load' ),
				form.getByRole( 'button', { name: 'Apply' } ).click(),
			] );
			const back = front.locator( 'form.wp-block-jetpack-contact-form' );
			const error = back.locator(
				'.orbit-form-field--file .orbit-form-field__error'
			);
			await expect( error ).toBeVisible();
			hostile[ name ] = ( await error.textContent() ) ?? '';
			await expect( back.getByLabel( /^Name/ ) ).toHaveValue(
				'Ada Lovelace'
			);
			await expect( back.getByLabel( /^Cover letter/ ) ).toHaveValue(
				'Dear team, here is my CV.'
			);
			// The step with the error is the one open.
			await expect(
				back.getByRole( 'group', { name: /Step 2 of 2/ } )
			).toBeVisible();
		}
		expect( hostile ).toEqual( {
			'cv.png':
				'Your CV: this kind of file cannot be sent. Choose one of: png, pdf.',
			'logo.png':
				'Your CV: this kind of file cannot be sent. Choose one of: png, pdf.',
			'cv.php.png':
				'Your CV: this kind of file cannot be sent. Choose one of: png, pdf.',
		} );
		await front.screenshot( {
			path: `${ SHOTS }/form-steps-file-error.png`,
			fullPage: true,
		} );

		// Too large: stopped in the browser before sending, nothing lost.
		await form
			.getByLabel( /^Your CV/ )
			.setInputFiles(
				write(
					'big.pdf',
					Buffer.concat( [ PDF, Buffer.alloc( 1100000, 32 ) ] )
				)
			);
		await form.getByRole( 'button', { name: 'Apply' } ).click();
		await expect(
			form.locator( '.orbit-form-field--file .orbit-form-field__error' )
		).toHaveText(
			'Your CV: the file is too large. The largest file you can send is 1 MB.'
		);

		// The real one.
		await form
			.getByLabel( /^Your CV/ )
			.setInputFiles( write( 'cv.pdf', PDF ) );
		await form.getByRole( 'button', { name: 'Apply' } ).click();
		await expect( front.getByRole( 'status' ).first() ).toContainText(
			'Your message has been sent'
		);
		expect( errors ).toEqual( [] );

		// The administrator: the entry names the file, its screen links it.
		const entries = await requestUtils.rest<
			Array< {
				id: number;
				fields: Array< { label: string; value: string } >;
			} >
		>( {
			path: '/jetpack/v4/contact-form/feedback',
			params: { source: postId },
		} );
		expect( entries ).toHaveLength( 1 );
		expect(
			entries[ 0 ].fields.map( ( field ) => [ field.label, field.value ] )
		).toEqual( [
			[ 'Name', 'Ada Lovelace' ],
			[ 'Email', 'ada@example.com' ],
			[ 'Cover letter', 'Dear team, here is my CV.' ],
			[ 'Your CV', `cv.pdf (${ PDF.length } B)` ],
		] );
		await page.goto(
			`/wp-admin/post.php?post=${ entries[ 0 ].id }&action=edit`
		);
		const link = page.locator( '#orbit-feedback-files a' );
		await expect( link ).toHaveText( `cv.pdf (${ PDF.length } B)` );
		await page.screenshot( {
			path: `${ SHOTS }/form-steps-feedback.png`,
			fullPage: true,
		} );
		const url = ( await link.getAttribute( 'href' ) ) ?? '';
		expect( url ).toMatch( /admin-post\.php\?action=orbit_form_file&/ );
		const download = await page.request.get( url );
		expect( download.status() ).toBe( 200 );
		expect( download.headers()[ 'content-type' ] ).toBe(
			'application/octet-stream'
		);
		expect( download.headers()[ 'content-disposition' ] ).toMatch(
			/^attachment; filename="cv\.pdf"/
		);
		expect( download.headers()[ 'x-content-type-options' ] ).toBe(
			'nosniff'
		);
		expect( Buffer.from( await download.body() ).equals( PDF ) ).toBe(
			true
		);

		// Refused to a logged-out visitor, an author and a contributor.
		const refusals: Record< string, number > = {};
		const anonymous = await visitor.request.get( url );
		refusals.visitor = anonymous.status();
		expect( Buffer.from( await anonymous.body() ).includes( PDF ) ).toBe(
			false
		);
		for ( const user of USERS ) {
			const context = await signIn( browser, user );
			const answer = await context.request.get( url );
			refusals[ user.role ] = answer.status();
			expect( Buffer.from( await answer.body() ).includes( PDF ) ).toBe(
				false
			);
			await context.close();
		}
		expect( refusals.visitor ).toBeGreaterThanOrEqual( 400 );
		expect( refusals.author ).toBe( 403 );
		expect( refusals.contributor ).toBe( 403 );

		// The stored file: a random name with no extension, in a folder of
		// uploads with a random name, and no address the server serves.
		const uploads = path.join( SITE, 'wordpress/wp-content/uploads' );
		const folders = fs
			.readdirSync( uploads )
			.filter( ( name ) =>
				/^orbit-form-files-[0-9a-f]{32}$/.test( name )
			);
		expect( folders ).toHaveLength( 1 );
		const stored = fs
			.readdirSync( path.join( uploads, folders[ 0 ] ) )
			.filter(
				( name ) =>
					! [ '.htaccess', 'web.config', 'index.php' ].includes(
						name
					)
			);
		expect( stored ).toHaveLength( 1 );
		expect( stored[ 0 ] ).toMatch( /^[0-9a-f]{32}$/ );
		const direct = await visitor.request.get(
			`/wp-content/uploads/${ folders[ 0 ] }/${ stored[ 0 ] }`
		);
		const listing = await visitor.request.get(
			`/wp-content/uploads/${ folders[ 0 ] }/`
		);
		expect( direct.status() ).toBe( 403 );
		expect( listing.status() ).toBe( 403 );
		await visitor.close();

		expect( php.read() ).toEqual( [] );
		// eslint-disable-next-line no-console
		console.log(
			JSON.stringify( {
				seconds: ( Date.now() - started ) / 1000,
				hostile,
				refusals,
				direct: direct.status(),
				listing: listing.status(),
			} )
		);
	} );
} );
