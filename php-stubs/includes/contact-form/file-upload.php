<?php
/**
 * The file upload field (jetpack/field-file) for visitors, and the files
 * they send (docs/security.md, "Form file uploads").
 *
 * - Settings: the types the author chose (allowedTypes, MIME types; none
 *   chosen: common images, PDF and plain text, no archives), only those the
 *   site allows (get_allowed_mime_types()) and never a type a browser runs
 *   (SVG, HTML, scripts) even where a site allows it; the size the author
 *   chose (maxFileSize in MB; none: 10 MB), at most wp_max_upload_size().
 * - Checks, by content and not by name: the upload's PHP error, its size,
 *   WordPress's wp_check_filetype_and_ext() (the extension among the allowed
 *   ones, an image's real type), and finfo's reading of the bytes, which
 *   must be an allowed type too. A PHP file renamed .jpg, an SVG with
 *   script, a zip (unless the author allowed zips: it is then kept as it is,
 *   never unpacked), x.php.jpg that is no JPEG: refused, with a message
 *   under the field; every other value the visitor typed comes back.
 * - Storage, after the nonce, the rate limit (guard.php) and validation
 *   passed: outside the served uploads. In the folder
 *   ORBIT_BLOCKS_FORM_FILES_DIR names when wp-config.php defines it (best
 *   outside the web root), else in uploads/orbit-form-files-<32 random hex>
 *   (the name chosen once and kept in an option) with deny-all rules for
 *   Apache (.htaccess) and IIS (web.config) and an empty index.php; for
 *   nginx, docs/providers.md gives the rule. Each file is stored under a
 *   random name with no extension: no server runs or types it.
 * - Access: the feedback entry lists the file; its download link is the
 *   admin action admin-post.php?action=orbit_form_file, for users with
 *   manage_options (administrators), with a nonce; it is sent as an
 *   attachment (application/octet-stream, nosniff, a sandbox CSP).
 * - The e-mail names the file and its size, without a link.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

const ORBIT_BLOCKS_FORM_FILE_BLOCK   = 'jetpack/field-file';
const ORBIT_BLOCKS_FORM_FILES_FOLDER = 'orbit-form-files';
const ORBIT_BLOCKS_FORM_FILES_OPTION = 'orbit_blocks_form_files_folder';
const ORBIT_BLOCKS_FORM_FILE_ACTION  = 'orbit_form_file';
/** Who may download the files visitors sent. */
const ORBIT_BLOCKS_FORM_FILE_CAPABILITY = 'manage_options';
/** The largest file when the author set none (MB). */
const ORBIT_BLOCKS_FORM_FILE_DEFAULT_MB = 10;

/** Types allowed when the author chose none. */
function orbit_blocks_contact_form_default_file_types(): array {
	return array( 'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf', 'text/plain' );
}

/** Types never accepted, whatever the site allows: a browser would run them. */
function orbit_blocks_contact_form_unsafe_file_types(): array {
	return array( 'image/svg+xml', 'text/html', 'application/xhtml+xml', 'text/xml', 'application/xml', 'application/javascript', 'text/javascript', 'application/x-httpd-php', 'application/x-php', 'text/x-php' );
}

/**
 * The types this field accepts: extension pattern => MIME type, as
 * get_allowed_mime_types() gives them.
 *
 * @param mixed $chosen The block's allowedTypes.
 * @return array<string, string>
 */
function orbit_blocks_contact_form_file_types( $chosen ): array {
	$wanted = array();
	foreach ( is_array( $chosen ) ? $chosen : array() as $mime ) {
		if ( is_string( $mime ) ) {
			$wanted[] = strtolower( trim( $mime ) );
		}
	}
	if ( ! $wanted ) {
		$wanted = orbit_blocks_contact_form_default_file_types();
	}
	$types = array();
	foreach ( get_allowed_mime_types() as $pattern => $mime ) {
		if ( in_array( $mime, $wanted, true ) && ! in_array( $mime, orbit_blocks_contact_form_unsafe_file_types(), true ) ) {
			$types[ $pattern ] = $mime;
		}
	}
	return $types;
}

/** The largest file this field accepts, in bytes. */
function orbit_blocks_contact_form_file_max_bytes( $chosen_mb ): int {
	$mb   = is_numeric( $chosen_mb ) && (float) $chosen_mb > 0 ? (float) $chosen_mb : ORBIT_BLOCKS_FORM_FILE_DEFAULT_MB;
	$site = (int) wp_max_upload_size();
	$max  = (int) floor( $mb * MB_IN_BYTES );
	return $site > 0 ? min( $max, $site ) : $max;
}

/** "jpg, jpeg, png, pdf": the extensions of these types, for people. */
function orbit_blocks_contact_form_file_extensions( array $types ): string {
	return implode( ', ', explode( '|', implode( '|', array_keys( $types ) ) ) );
}

/**
 * The file field from its parsed block: its label is the block's label, or
 * the incumbent's inner jetpack/label block's.
 *
 * @param array<string, mixed> $block A parsed jetpack/field-file block.
 * @return array<string, mixed>
 */
function orbit_blocks_contact_form_file_field( array $block, string $key ): array {
	$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
	$label = orbit_blocks_contact_form_plain( $attrs['label'] ?? '' );
	foreach ( (array) ( $block['innerBlocks'] ?? array() ) as $inner ) {
		if ( '' === $label && 'jetpack/label' === ( $inner['blockName'] ?? '' ) ) {
			$label = orbit_blocks_contact_form_plain( $inner['attrs']['label'] ?? '' );
		}
	}
	return array(
		'key'         => $key,
		'slug'        => 'file',
		'kind'        => 'file',
		'label'       => '' !== $label ? $label : __( 'Upload a file', 'orbit-blocks' ),
		'required'    => ! empty( $attrs['required'] ),
		'placeholder' => '',
		'options'     => array(),
		'consentType' => 'implicit',
		'consent'     => '',
		'types'       => orbit_blocks_contact_form_file_types( $attrs['allowedTypes'] ?? array() ),
		'maxBytes'    => orbit_blocks_contact_form_file_max_bytes( $attrs['maxFileSize'] ?? null ),
	);
}

/**
 * The file field's markup: a labelled file input limited to its types, the
 * rule in words under it, and its error.
 *
 * @param array<string, mixed> $field From orbit_blocks_contact_form_file_field().
 * @param mixed                $value After a failed submission: the name of the file the visitor had chosen.
 */
function orbit_blocks_contact_form_render_file_field( array $field, string $form_id, $value, ?string $error ): string {
	$id      = $form_id . '-' . $field['key'];
	$hint_id = $id . '-hint';
	$err_id  = $id . '-error';
	$accept  = array();
	foreach ( $field['types'] as $pattern => $mime ) {
		foreach ( explode( '|', $pattern ) as $extension ) {
			$accept[] = '.' . $extension;
		}
		$accept[] = $mime;
	}
	$mark  = $field['required'] ? ' <span class="orbit-form-field__required">' . esc_html__( '(required)', 'orbit-blocks' ) . '</span>' : '';
	$hint  = sprintf(
		/* translators: 1: allowed file extensions, 2: the largest size, e.g. "2 MB" */
		__( 'Allowed: %1$s. Up to %2$s.', 'orbit-blocks' ),
		orbit_blocks_contact_form_file_extensions( $field['types'] ),
		size_format( $field['maxBytes'] )
	);
	$again = is_string( $value ) && '' !== $value && ! $error
		/* translators: %s: the file's name */
		? '<p class="orbit-form-field__hint">' . esc_html( sprintf( __( 'You had chosen %s: choose it again to send it.', 'orbit-blocks' ), $value ) ) . '</p>'
		: '';
	return sprintf(
		'<div class="orbit-form-field orbit-form-field--file%1$s" data-orbit-render="%2$s" data-max-bytes="%3$d" data-max-size="%4$s" data-extensions="%5$s"><label class="orbit-form-field__label" for="%6$s">%7$s%8$s</label><input type="file" id="%6$s" name="%9$s" accept="%10$s" aria-describedby="%11$s"%12$s%13$s /><p class="orbit-form-field__hint" id="%14$s">%15$s</p>%16$s%17$s</div>',
		$error ? ' has-error' : '',
		esc_attr( orbit_blocks_contact_form_view_script() ),
		(int) $field['maxBytes'],
		esc_attr( size_format( $field['maxBytes'] ) ),
		esc_attr( orbit_blocks_contact_form_file_extensions( $field['types'] ) ),
		esc_attr( $id ),
		esc_html( $field['label'] ),
		$mark,
		esc_attr( 'orbit-file[' . $field['key'] . ']' ),
		esc_attr( implode( ',', $accept ) ),
		esc_attr( $error ? $hint_id . ' ' . $err_id : $hint_id ),
		$field['required'] ? ' required aria-required="true"' : '',
		$error ? ' aria-invalid="true"' : '',
		esc_attr( $hint_id ),
		esc_html( $hint ),
		$again,
		$error ? sprintf( '<p class="orbit-form-field__error" id="%1$s">%2$s</p>', esc_attr( $err_id ), esc_html( $error ) ) : ''
	);
}

/**
 * The files of this request, by field key: name, tmp_name, size, error.
 *
 * @return array<string, array{name: string, tmp_name: string, size: int, error: int}>
 */
function orbit_blocks_contact_form_uploaded_files(): array {
	// phpcs:ignore WordPress.Security.NonceVerification.Missing -- read here, used only after the handler checked the nonce.
	$files = isset( $_FILES['orbit-file'] ) && is_array( $_FILES['orbit-file'] ) ? $_FILES['orbit-file'] : array();
	$out   = array();
	foreach ( (array) ( $files['name'] ?? array() ) as $key => $name ) {
		if ( ! is_string( $key ) || ! is_string( $name ) || is_array( $files['tmp_name'][ $key ] ?? null ) ) {
			continue;
		}
		$out[ $key ] = array(
			'name'     => $name,
			'tmp_name' => (string) ( $files['tmp_name'][ $key ] ?? '' ),
			'size'     => (int) ( $files['size'][ $key ] ?? 0 ),
			'error'    => (int) ( $files['error'][ $key ] ?? UPLOAD_ERR_NO_FILE ),
		);
	}
	return $out;
}

/** A file name to show: the visitor's, without folders, control characters (NUL) or markup. */
function orbit_blocks_contact_form_file_display_name( string $name ): string {
	$name = preg_replace( '/[\x00-\x1F\x7F]/u', '', $name );
	$name = sanitize_file_name( wp_basename( str_replace( '\\', '/', (string) $name ) ) );
	return '' !== $name ? $name : 'file';
}

/** The type finfo reads in the file's bytes, or '' when it cannot. */
function orbit_blocks_contact_form_file_real_type( string $path ): string {
	if ( ! function_exists( 'finfo_open' ) ) {
		return '';
	}
	$info = finfo_open( FILEINFO_MIME_TYPE );
	$type = $info ? finfo_file( $info, $path ) : false;
	if ( $info ) {
		finfo_close( $info );
	}
	return is_string( $type ) ? $type : '';
}

/**
 * Checks one upload against its field. Returns the outcome: 'none' (no
 * file), 'error' (with the message), or 'ok' with the file's name, type and
 * size.
 *
 * @param array<string, mixed> $field  From orbit_blocks_contact_form_file_field().
 * @param array<string, mixed> $upload name, tmp_name, size, error (one of orbit_blocks_contact_form_uploaded_files()).
 * @return array<string, mixed>
 */
function orbit_blocks_contact_form_check_file( array $field, array $upload ): array {
	$label = $field['label'];
	$code  = (int) ( $upload['error'] ?? UPLOAD_ERR_NO_FILE );
	$path  = (string) ( $upload['tmp_name'] ?? '' );
	$large = array(
		'status' => 'error',
		/* translators: 1: field label, 2: the largest size, e.g. "2 MB" */
		'error'  => sprintf( __( '%1$s: the file is too large. The largest file you can send is %2$s.', 'orbit-blocks' ), $label, size_format( $field['maxBytes'] ) ),
	);
	$wrong = array(
		'status' => 'error',
		/* translators: 1: field label, 2: the allowed file extensions */
		'error'  => sprintf( __( '%1$s: this kind of file cannot be sent. Choose one of: %2$s.', 'orbit-blocks' ), $label, orbit_blocks_contact_form_file_extensions( $field['types'] ) ),
	);
	if ( UPLOAD_ERR_NO_FILE === $code || ( UPLOAD_ERR_OK === $code && '' === $path ) ) {
		return array( 'status' => 'none' );
	}
	if ( UPLOAD_ERR_INI_SIZE === $code || UPLOAD_ERR_FORM_SIZE === $code ) {
		return $large;
	}
	if ( UPLOAD_ERR_OK !== $code || ! is_file( $path ) ) {
		return array(
			'status' => 'error',
			/* translators: %s: field label */
			'error'  => sprintf( __( '%s: the file did not arrive. Please choose it again.', 'orbit-blocks' ), $label ),
		);
	}
	$size = (int) filesize( $path );
	if ( $size > $field['maxBytes'] ) {
		return $large;
	}
	if ( 0 === $size || ! $field['types'] ) {
		return $wrong;
	}
	$name    = orbit_blocks_contact_form_file_display_name( (string) ( $upload['name'] ?? '' ) );
	$checked = wp_check_filetype_and_ext( $path, $name, $field['types'] );
	$type    = is_string( $checked['type'] ?? null ) ? $checked['type'] : '';
	if ( '' === $type || empty( $checked['ext'] ) || ! in_array( $type, $field['types'], true ) ) {
		return $wrong;
	}
	// The bytes must be an allowed type too (WordPress checks images by
	// content; finfo reads every other kind).
	$real = orbit_blocks_contact_form_file_real_type( $path );
	if ( '' === $real || ! in_array( $real, $field['types'], true ) ) {
		return $wrong;
	}
	if ( ! empty( $checked['proper_filename'] ) && is_string( $checked['proper_filename'] ) ) {
		$name = orbit_blocks_contact_form_file_display_name( $checked['proper_filename'] );
	}
	return array(
		'status' => 'ok',
		'name'   => $name,
		'type'   => $real,
		'size'   => $size,
		'path'   => $path,
	);
}

/** "cv.pdf (120 KB)": how the entry and the e-mail name a file. */
function orbit_blocks_contact_form_file_label( string $name, int $size ): string {
	return sprintf( '%1$s (%2$s)', $name, size_format( $size ) );
}

/**
 * Checks the request's files against the form's file fields, after the
 * other fields were validated: adds each refused file's message to the
 * errors and the accepted files to '_files' (stored only once everything
 * else passed: orbit_blocks_contact_form_store_files()).
 *
 * @param array<int, array<string, mixed>>    $fields  The form's fields.
 * @param array<string, array<string, mixed>> $uploads By field key (orbit_blocks_contact_form_uploaded_files()).
 * @param array<string, mixed>                $result  From orbit_blocks_contact_form_validate().
 * @return array<string, mixed>
 */
function orbit_blocks_contact_form_check_files( array $fields, array $uploads, array $result ): array {
	$result['_files'] = array();
	foreach ( $fields as $field ) {
		if ( 'file' !== $field['kind'] ) {
			continue;
		}
		$key     = $field['key'];
		$outcome = isset( $uploads[ $key ] ) ? orbit_blocks_contact_form_check_file( $field, $uploads[ $key ] ) : array( 'status' => 'none' );
		$result['values'][ $key ] = '';
		if ( 'error' === $outcome['status'] ) {
			$result['errors'][ $key ] = $outcome['error'];
		} elseif ( 'none' === $outcome['status'] ) {
			if ( $field['required'] ) {
				/* translators: %s: field label */
				$result['errors'][ $key ] = sprintf( __( '%s: choose a file to send.', 'orbit-blocks' ), $field['label'] );
			}
		} else {
			$result['values'][ $key ] = orbit_blocks_contact_form_file_label( $outcome['name'], $outcome['size'] );
			$result['_files'][ $key ] = $outcome;
		}
	}
	// What comes back after an error: the chosen file's name only.
	foreach ( $result['_files'] as $key => $file ) {
		if ( $result['errors'] ) {
			$result['values'][ $key ] = $file['name'];
		}
	}
	return $result;
}

/**
 * The folder visitors' files go to (no trailing slash), made with its
 * deny-all files when missing; null when there is none.
 */
function orbit_blocks_contact_form_files_dir(): ?string {
	$dir = orbit_blocks_folder_from_constant( 'ORBIT_BLOCKS_FORM_FILES_DIR' );
	if ( '' === $dir ) {
		$dir = orbit_blocks_unguessable_uploads_folder( ORBIT_BLOCKS_FORM_FILES_FOLDER, ORBIT_BLOCKS_FORM_FILES_OPTION, false );
	}
	$htaccess = "# Orbit Blocks: files sent with forms are served by the site to administrators, never directly.\n<IfModule mod_authz_core.c>\nRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\nOrder allow,deny\nDeny from all\n</IfModule>\nOptions -Indexes -ExecCGI\n<IfModule mod_php.c>\nphp_flag engine off\n</IfModule>\n";
	return orbit_blocks_make_closed_folder( $dir, $htaccess ) ? $dir : null;
}

/**
 * Moves the accepted files into the private folder under random names.
 * Returns what the entry keeps of each (by field key), or null when one
 * could not be stored (none is kept then).
 *
 * @param array<string, mixed> $result From orbit_blocks_contact_form_check_files().
 * @param callable|null        $move   Moves an upload (move_uploaded_file; tests pass rename).
 * @return array<string, array<string, mixed>>|null
 */
function orbit_blocks_contact_form_store_files( array $result, ?callable $move = null ): ?array {
	$move   = $move ?? 'move_uploaded_file';
	$stored = array();
	if ( empty( $result['_files'] ) ) {
		return $stored;
	}
	$dir = orbit_blocks_contact_form_files_dir();
	foreach ( $result['_files'] as $key => $file ) {
		$target = null === $dir ? '' : $dir . '/' . bin2hex( random_bytes( 16 ) );
		if ( '' === $target || ! $move( $file['path'], $target ) ) {
			foreach ( $stored as $done ) {
				wp_delete_file( $done['path'] );
			}
			return null;
		}
		chmod( $target, 0640 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_chmod -- readable by the site only.
		$stored[ $key ] = array(
			'name' => $file['name'],
			'type' => $file['type'],
			'size' => $file['size'],
			'path' => $target,
		);
	}
	return $stored;
}

/** The download link of one file of an entry (for administrators; with its nonce). */
function orbit_blocks_contact_form_file_url( int $entry, string $key ): string {
	return wp_nonce_url(
		add_query_arg(
			array(
				'action' => ORBIT_BLOCKS_FORM_FILE_ACTION,
				'entry'  => $entry,
				'field'  => $key,
			),
			admin_url( 'admin-post.php' )
		),
		ORBIT_BLOCKS_FORM_FILE_ACTION . '_' . $entry . '_' . $key
	);
}

/**
 * The download action: an administrator's request with the nonce of that
 * entry and field gets the file as an attachment; anyone else a 403 (a
 * logged-out visitor never reaches it: admin-post.php has no nopriv action
 * for it), an unknown file a 404.
 */
function orbit_blocks_contact_form_file_download(): void {
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- checked below, after the capability.
	$entry = absint( $_GET['entry'] ?? 0 );
	$key   = isset( $_GET['field'] ) ? (string) wp_unslash( $_GET['field'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- matched against a strict pattern.
	// phpcs:enable
	if ( ! current_user_can( ORBIT_BLOCKS_FORM_FILE_CAPABILITY ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to download this file.', 'orbit-blocks' ), 403 );
	}
	if ( ! preg_match( '/^[A-Za-z][A-Za-z0-9_-]{0,63}$/', $key ) ) {
		$key = '';
	}
	check_admin_referer( ORBIT_BLOCKS_FORM_FILE_ACTION . '_' . $entry . '_' . $key );
	$files = 'feedback' === get_post_type( $entry ) ? get_post_meta( $entry, '_feedback_files', true ) : array();
	$file  = is_array( $files ) && '' !== $key ? ( $files[ $key ] ?? null ) : null;
	$path  = is_array( $file ) ? (string) ( $file['path'] ?? '' ) : '';
	if ( '' === $path || ! preg_match( '/\/[0-9a-f]{32}$/', $path ) || ! is_readable( $path ) ) {
		wp_die( esc_html__( 'This file is no longer available.', 'orbit-blocks' ), 404 );
	}
	$name = orbit_blocks_contact_form_file_display_name( (string) ( $file['name'] ?? 'file' ) );
	while ( ob_get_level() > 0 ) {
		ob_end_clean();
	}
	nocache_headers();
	header( 'Content-Type: application/octet-stream' );
	header( 'Content-Disposition: attachment; filename="' . str_replace( '"', '', $name ) . '"; filename*=UTF-8\'\'' . rawurlencode( $name ) );
	header( 'Content-Length: ' . (int) filesize( $path ) );
	header( 'X-Content-Type-Options: nosniff' );
	header( "Content-Security-Policy: default-src 'none'; sandbox" );
	readfile( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_readfile -- the file, to an administrator.
	exit;
}
add_action( 'admin_post_' . ORBIT_BLOCKS_FORM_FILE_ACTION, 'orbit_blocks_contact_form_file_download' );

// The entry's screen: its files, with download links for administrators.
add_action(
	'add_meta_boxes_feedback',
	static function ( WP_Post $feedback ): void {
		$files = get_post_meta( $feedback->ID, '_feedback_files', true );
		if ( ! is_array( $files ) || ! $files ) {
			return;
		}
		add_meta_box(
			'orbit-feedback-files',
			__( 'Files', 'orbit-blocks' ),
			static function ( WP_Post $entry ) use ( $files ): void {
				echo '<ul>';
				foreach ( $files as $key => $file ) {
					$text = orbit_blocks_contact_form_file_label( (string) ( $file['name'] ?? '' ), (int) ( $file['size'] ?? 0 ) );
					if ( current_user_can( ORBIT_BLOCKS_FORM_FILE_CAPABILITY ) ) {
						printf( '<li><a href="%1$s" download>%2$s</a></li>', esc_url( orbit_blocks_contact_form_file_url( $entry->ID, (string) $key ) ), esc_html( $text ) );
					} else {
						/* translators: %s: the file's name and size */
						printf( '<li>%s</li>', esc_html( sprintf( __( '%s (administrators can download it)', 'orbit-blocks' ), $text ) ) );
					}
				}
				echo '</ul>';
			},
			'feedback',
			'normal',
			'high'
		);
	}
);

// Deleting an entry deletes its files.
add_action(
	'before_delete_post',
	static function ( $post_id ): void {
		if ( 'feedback' !== get_post_type( (int) $post_id ) ) {
			return;
		}
		$files = get_post_meta( (int) $post_id, '_feedback_files', true );
		foreach ( is_array( $files ) ? $files : array() as $file ) {
			$path = (string) ( $file['path'] ?? '' );
			if ( preg_match( '/\/[0-9a-f]{32}$/', $path ) && is_file( $path ) ) {
				wp_delete_file( $path );
			}
		}
	}
);
