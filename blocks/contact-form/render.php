<?php
/**
 * Server render of jetpack/contact-form: the visitor's <form>, built in
 * php-stubs/includes/contact-form/render.php (loaded with the submission
 * handler by includes/rest/contact-form.php).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

echo orbit_blocks_contact_form_render( $attributes, $content, $block );
