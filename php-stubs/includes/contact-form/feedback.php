<?php
/**
 * Feedback: every submission is a post of type "feedback" (not public, no
 * front-end URL), listed in wp-admin under Feedback for those who can edit
 * pages. The fields are post meta (_feedback_fields: label, kind and value
 * of each), with a readable copy as the post content; _feedback_mail says
 * whether the e-mail went out (sent / failed, with _feedback_mail_error).
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

function orbit_blocks_feedback_register(): void {
	register_post_type(
		'feedback',
		array(
			'labels'              => array(
				'name'               => __( 'Feedback', 'orbit-blocks' ),
				'singular_name'      => __( 'Feedback', 'orbit-blocks' ),
				'menu_name'          => __( 'Feedback', 'orbit-blocks' ),
				'all_items'          => __( 'Feedback', 'orbit-blocks' ),
				'edit_item'          => __( 'Feedback', 'orbit-blocks' ),
				'search_items'       => __( 'Search feedback', 'orbit-blocks' ),
				'not_found'          => __( 'No feedback yet. Submissions of your forms appear here.', 'orbit-blocks' ),
				'not_found_in_trash' => __( 'No feedback in the Trash.', 'orbit-blocks' ),
			),
			'public'              => false,
			'publicly_queryable'  => false,
			'exclude_from_search' => true,
			'show_ui'             => true,
			'show_in_menu'        => true,
			'show_in_nav_menus'   => false,
			'show_in_rest'        => false,
			'menu_position'       => 26,
			'menu_icon'           => 'dashicons-feedback',
			'capability_type'     => 'page',
			'capabilities'        => array( 'create_posts' => 'do_not_allow' ),
			'map_meta_cap'        => true,
			'supports'            => array( 'title' ),
			'rewrite'             => false,
			'query_var'           => false,
		)
	);
}
add_action( 'init', 'orbit_blocks_feedback_register' );

/** One value as text: choices joined with commas. */
function orbit_blocks_feedback_value_text( $value ): string {
	return is_array( $value ) ? implode( ', ', array_map( 'strval', $value ) ) : (string) $value;
}

/**
 * The entries as readable lines ("Label: value"), for the post content and
 * the e-mail.
 *
 * @param array<int, array<string, mixed>> $entries label, kind, value.
 */
function orbit_blocks_feedback_readable( array $entries ): string {
	$lines = array();
	foreach ( $entries as $entry ) {
		$value   = orbit_blocks_feedback_value_text( $entry['value'] );
		$lines[] = $entry['label'] . ': ' . ( false !== strpos( $value, "\n" ) ? "\n" . $value : $value );
	}
	return implode( "\n", $lines );
}

/**
 * Stores one submission. Returns the feedback post's id, or 0.
 *
 * @param array<string, mixed>             $form    The parsed form block.
 * @param array<int, array<string, mixed>> $entries label, kind, value of each field.
 */
function orbit_blocks_feedback_store( array $form, WP_Post $post, string $hash, array $entries ): int {
	$attrs = is_array( $form['attrs'] ?? null ) ? $form['attrs'] : array();
	$from  = '';
	foreach ( array( 'text', 'email' ) as $kind ) {
		foreach ( $entries as $entry ) {
			if ( $kind === $entry['kind'] && is_string( $entry['value'] ) && '' !== $entry['value'] ) {
				$from = $entry['value'];
				break 2;
			}
		}
	}
	$form_title = orbit_blocks_contact_form_plain( $attrs['formTitle'] ?? '' );
	$source     = '' !== $form_title ? $form_title : orbit_blocks_contact_form_plain( get_the_title( $post ) );
	$title      = '' !== $from
		/* translators: 1: who sent it (name or e-mail), 2: the form or page it came from */
		? sprintf( __( '%1$s – %2$s', 'orbit-blocks' ), $from, $source )
		/* translators: %s: the form or page it came from */
		: sprintf( __( 'Feedback – %s', 'orbit-blocks' ), $source );

	// Plain text in, plain text stored: kses must not touch it, and nothing
	// here is ever printed without escaping.
	$id = wp_insert_post(
		wp_slash(
			array(
				'post_type'    => 'feedback',
				'post_status'  => 'publish',
				'post_title'   => $title,
				'post_content' => orbit_blocks_feedback_readable( $entries ),
				'post_parent'  => $post->ID,
				'meta_input'   => array(
					'_feedback_fields' => $entries,
					'_feedback_form'   => $hash,
					'_feedback_source' => $post->ID,
				),
			)
		),
		true
	);
	return is_wp_error( $id ) ? 0 : (int) $id;
}

/**
 * One entry for the REST route and the admin screen.
 *
 * @return array<string, mixed>
 */
function orbit_blocks_feedback_data( WP_Post $feedback ): array {
	$fields = get_post_meta( $feedback->ID, '_feedback_fields', true );
	return array(
		'id'         => $feedback->ID,
		'title'      => $feedback->post_title,
		'date'       => mysql_to_rfc3339( $feedback->post_date_gmt ),
		'source'     => (int) get_post_meta( $feedback->ID, '_feedback_source', true ),
		'fields'     => is_array( $fields ) ? array_values( $fields ) : array(),
		'content'    => $feedback->post_content,
		'mail'       => (string) get_post_meta( $feedback->ID, '_feedback_mail', true ),
		'mail_error' => (string) get_post_meta( $feedback->ID, '_feedback_mail_error', true ),
		'to'         => (string) get_post_meta( $feedback->ID, '_feedback_to', true ),
	);
}

// The list: who, what, where from, whether the e-mail went out.
add_filter(
	'manage_feedback_posts_columns',
	static function ( array $columns ): array {
		return array(
			'cb'              => $columns['cb'] ?? '',
			'title'           => __( 'From', 'orbit-blocks' ),
			'feedback_fields' => __( 'Message', 'orbit-blocks' ),
			'feedback_source' => __( 'Source', 'orbit-blocks' ),
			'feedback_mail'   => __( 'Email', 'orbit-blocks' ),
			'date'            => __( 'Date', 'orbit-blocks' ),
		);
	}
);

add_action(
	'manage_feedback_posts_custom_column',
	static function ( string $column, int $post_id ): void {
		$feedback = get_post( $post_id );
		if ( ! $feedback ) {
			return;
		}
		$data = orbit_blocks_feedback_data( $feedback );
		if ( 'feedback_fields' === $column ) {
			echo '<div style="white-space:pre-line">' . esc_html( wp_trim_words( $data['content'], 40 ) ) . '</div>';
		} elseif ( 'feedback_source' === $column && $data['source'] ) {
			printf( '<a href="%1$s">%2$s</a>', esc_url( (string) get_permalink( $data['source'] ) ), esc_html( get_the_title( $data['source'] ) ) );
		} elseif ( 'feedback_mail' === $column ) {
			if ( 'sent' === $data['mail'] ) {
				/* translators: %s: recipients */
				echo esc_html( sprintf( __( 'Sent to %s', 'orbit-blocks' ), $data['to'] ) );
			} elseif ( 'failed' === $data['mail'] ) {
				printf( '<span title="%1$s">%2$s</span>', esc_attr( $data['mail_error'] ), esc_html__( 'Not sent (kept here)', 'orbit-blocks' ) );
			}
		}
	},
	10,
	2
);

// The entry's own screen: its fields, read-only.
add_action(
	'add_meta_boxes_feedback',
	static function (): void {
		add_meta_box(
			'orbit-feedback-fields',
			__( 'Submission', 'orbit-blocks' ),
			static function ( WP_Post $feedback ): void {
				$data = orbit_blocks_feedback_data( $feedback );
				echo '<table class="widefat striped"><tbody>';
				foreach ( $data['fields'] as $field ) {
					printf(
						'<tr><th scope="row">%1$s</th><td style="white-space:pre-line">%2$s</td></tr>',
						esc_html( (string) ( $field['label'] ?? '' ) ),
						esc_html( orbit_blocks_feedback_value_text( $field['value'] ?? '' ) )
					);
				}
				echo '</tbody></table>';
				if ( 'failed' === $data['mail'] ) {
					/* translators: %s: the mailer's error */
					printf( '<p>%s</p>', esc_html( sprintf( __( 'The email was not sent: %s', 'orbit-blocks' ), $data['mail_error'] ) ) );
				}
			},
			'feedback',
			'normal',
			'high'
		);
	}
);
