/**
 * The calendar embed in the editor (spec 2 "Calendar embed", sections 2, 3,
 * 5, 8 and 9).
 *
 * - Placeholder (no url, or Edit in the toolbar): two instructions, a
 *   textarea for the Public URL, the Embed Code or a cid link, Embed, and
 *   Learn more. The same form is the sidebar's Calendar settings.
 * - Preview: the calendar in an iframe under an overlay; a click on the
 *   overlay lets the author use the calendar (scroll, switch weeks), and
 *   deselecting the block puts the overlay back, so that clicking a calendar
 *   never steals the block selection.
 * - Bad input keeps what was typed and the current calendar, and shows the
 *   message of section 8.
 *
 * Where the spec is silent: the sidebar also has a Height control (100 to
 * 2000 px, default 600); an iframe's height is read from a pasted Embed Code,
 * its width is not kept (the calendar fills the content width).
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { ExternalLink } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { calendar as calendarIcon } from '@wordpress/icons';
import type { GoogleCalendarAttributes } from './types';
import { parseCalendarInput } from './embed-code';
import {
	DEFAULT_HEIGHT,
	MAX_HEIGHT,
	MIN_HEIGHT,
	isCalendarEmbedUrl,
} from './url';
import {
	RangeSetting,
	TextareaSetting,
} from '../../shared/components/settings-controls';
import { SettingsPanel } from '../../shared/components/settings-panel';
import { SubmitButton } from '../../shared/components/submit-button';
import {
	EmbedPlaceholder,
	ToolbarTextButton,
} from '../../shared/components/embed-with-button';

export const CALENDAR_ERROR = __(
	"Your calendar couldn't be embedded. Please double check your URL or Embed Code. Please note, you need to use the 'Public URL' or 'Embed Code', the 'Shareable Link' will not work.",
	'orbit-blocks'
);

const HELP_URL = 'https://support.google.com/calendar/answer/41207';

interface FormProps {
	value: string;
	error: boolean;
	onChange: ( value: string ) => void;
	onSubmit: () => void;
	idSuffix: string;
}

function EmbedForm( {
	value,
	error,
	onChange,
	onSubmit,
	idSuffix,
}: FormProps ) {
	return (
		<form
			className="wp-block-jetpack-google-calendar__form"
			onSubmit={ ( event ) => {
				event.preventDefault();
				onSubmit();
			} }
		>
			<TextareaSetting
				label={ __( 'Public URL or Embed Code', 'orbit-blocks' ) }
				hideLabelFromVision={ idSuffix === 'placeholder' }
				placeholder={ __(
					'Enter URL or iframe to embed here…',
					'orbit-blocks'
				) }
				value={ value }
				onChange={ onChange }
				rows={ 3 }
			/>
			{ error && (
				<p
					className="wp-block-jetpack-google-calendar__error"
					role="alert"
				>
					{ CALENDAR_ERROR }
				</p>
			) }
			<SubmitButton variant="secondary" disabled={ ! value.trim() }>
				{ __( 'Embed', 'orbit-blocks' ) }
			</SubmitButton>
		</form>
	);
}

export default function GoogleCalendarEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< GoogleCalendarAttributes > ) {
	const { url, height = DEFAULT_HEIGHT } = attributes;
	const hasCalendar = isCalendarEmbedUrl( url );
	const [ editing, setEditing ] = useState( ! hasCalendar );
	const [ input, setInput ] = useState( url ?? '' );
	const [ error, setError ] = useState( false );
	const [ interactive, setInteractive ] = useState( false );
	const blockProps = useBlockProps();

	// Deselecting the block puts the overlay back.
	useEffect( () => {
		if ( ! isSelected ) {
			setInteractive( false );
		}
	}, [ isSelected ] );

	const submit = () => {
		const embed = parseCalendarInput( input );
		if ( ! embed ) {
			setError( true );
			return;
		}
		setError( false );
		setInput( embed.url );
		setAttributes( {
			url: embed.url,
			...( embed.height ? { height: embed.height } : {} ),
		} );
		setEditing( false );
	};

	const change = ( value: string ) => {
		setInput( value );
		setError( false );
	};

	const sidebar = (
		<SettingsPanel title={ __( 'Calendar settings', 'orbit-blocks' ) }>
			<EmbedForm
				value={ input }
				error={ error && ! editing }
				onChange={ change }
				onSubmit={ submit }
				idSuffix="sidebar"
			/>
			{ hasCalendar && (
				<RangeSetting
					label={ __( 'Height in pixels', 'orbit-blocks' ) }
					help={ __(
						'Phones show the calendar 300 px high at most.',
						'orbit-blocks'
					) }
					min={ MIN_HEIGHT }
					max={ MAX_HEIGHT }
					step={ 10 }
					value={ height }
					onChange={ ( value ) =>
						setAttributes( {
							height:
								typeof value === 'number'
									? value
									: DEFAULT_HEIGHT,
						} )
					}
				/>
			) }
		</SettingsPanel>
	);

	if ( editing || ! hasCalendar ) {
		return (
			<EmbedPlaceholder
				blockProps={ blockProps }
				controls={
					<>
						{ sidebar }
						{ hasCalendar && (
							<ToolbarTextButton
								label={ __( 'Cancel', 'orbit-blocks' ) }
								onClick={ () => setEditing( false ) }
							/>
						) }
					</>
				}
				icon={ calendarIcon }
				label={ __( 'Google Calendar', 'orbit-blocks' ) }
				className="wp-block-jetpack-google-calendar__placeholder"
			>
				<ol className="wp-block-jetpack-google-calendar__instructions">
					<li>
						{ __(
							'In Google Calendar, open the calendar’s Settings and sharing, and under Access permissions tick “Make available to public”.',
							'orbit-blocks'
						) }
					</li>
					<li>
						{ __(
							'Under Integrate calendar, copy the Public URL or the Embed Code, and paste it below.',
							'orbit-blocks'
						) }
					</li>
				</ol>
				<EmbedForm
					value={ input }
					error={ error }
					onChange={ change }
					onSubmit={ submit }
					idSuffix="placeholder"
				/>
				<ExternalLink href={ HELP_URL }>
					{ __( 'Learn more', 'orbit-blocks' ) }
				</ExternalLink>
			</EmbedPlaceholder>
		);
	}

	return (
		<div { ...blockProps }>
			{ sidebar }
			<ToolbarTextButton
				label={ __( 'Edit', 'orbit-blocks' ) }
				onClick={ () => {
					setInput( url ?? '' );
					setEditing( true );
				} }
			/>
			<div className="wp-block-jetpack-google-calendar__preview">
				<iframe
					src={ url }
					title={ __( 'Google Calendar', 'orbit-blocks' ) }
					height={ height }
					style={ { height } }
					sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
				/>
				{ ! interactive && (
					// The overlay is a mouse target only (its mousedown also
					// selects the block): the block is reachable by keyboard,
					// and its toolbar and sidebar hold every control.
					// eslint-disable-next-line jsx-a11y/no-static-element-interactions
					<div
						className="wp-block-jetpack-google-calendar__overlay"
						data-testid="calendar-overlay"
						title={ __( 'Click to interact', 'orbit-blocks' ) }
						onMouseUp={ () => setInteractive( true ) }
					/>
				) }
			</div>
		</div>
	);
}
