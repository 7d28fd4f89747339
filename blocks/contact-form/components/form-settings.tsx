/**
 * The form's sidebar: where submissions are e-mailed (validated list; empty
 * means the post author's address, chosen by the host), the subject, and
 * what visitors see after sending. An invalid value is kept as typed and
 * flagged; the host ignores it (falls back to the default) when it sends.
 */
import { PanelBody } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';
import { attributeProps } from '../../../shared/attribute-props';
import {
	invalidRecipients,
	isValidRedirect,
	type FormAttributes,
} from '../settings';
import {
	SelectSetting,
	TextSetting,
	TextareaSetting,
} from '../../../shared/components/settings-controls';

export const DEFAULT_HEADING = () =>
	__( 'Your message has been sent', 'orbit-blocks' );

function FieldError( { id, message }: { id: string; message: string } ) {
	return (
		<p id={ id } className="orbit-contact-form__setting-error" role="alert">
			{ message }
		</p>
	);
}

export function FormSettings( {
	attributes,
	setAttributes,
	instanceId,
}: {
	attributes: FormAttributes;
	setAttributes: ( next: Partial< FormAttributes > ) => void;
	instanceId: string;
} ) {
	const invalid = invalidRecipients( attributes.to );
	const redirect = attributes.customThankyouRedirect.trim();
	const redirectInvalid =
		attributes.customThankyou === 'redirect' &&
		redirect !== '' &&
		! isValidRedirect( redirect );
	const toError = `${ instanceId }-to-error`;
	const redirectError = `${ instanceId }-redirect-error`;
	const bind = attributeProps( attributes, setAttributes );

	return (
		<>
			<PanelBody title={ __( 'Form settings', 'orbit-blocks' ) }>
				<TextSetting
					type="text"
					label={ __( 'Email address to send to', 'orbit-blocks' ) }
					help={ __(
						'Separate several addresses with commas. Leave empty to use the post author’s address. Every submission is also kept under Feedback.',
						'orbit-blocks'
					) }
					{ ...bind.value( 'to' ) }
					aria-invalid={ invalid.length > 0 }
					aria-describedby={ invalid.length ? toError : undefined }
				/>
				{ invalid.length > 0 && (
					<FieldError
						id={ toError }
						message={ sprintf(
							/* translators: %s: the invalid addresses, comma-separated */
							_n(
								'Not a valid email address: %s',
								'Not valid email addresses: %s',
								invalid.length,
								'orbit-blocks'
							),
							invalid.join( ', ' )
						) }
					/>
				) }
				<TextSetting
					label={ __( 'Email subject line', 'orbit-blocks' ) }
					help={ __(
						'Leave empty for the site name and the post title.',
						'orbit-blocks'
					) }
					{ ...bind.value( 'subject' ) }
				/>
				<TextSetting
					label={ __( 'Form title', 'orbit-blocks' ) }
					help={ __(
						'Shown with its submissions under Feedback, to tell forms apart.',
						'orbit-blocks'
					) }
					{ ...bind.value( 'formTitle' ) }
				/>
			</PanelBody>
			<PanelBody title={ __( 'After submission', 'orbit-blocks' ) }>
				<SelectSetting
					label={ __( 'Visitors see', 'orbit-blocks' ) }
					value={ attributes.customThankyou }
					options={ [
						{
							value: '',
							label: __( 'The default message', 'orbit-blocks' ),
						},
						{
							value: 'message',
							label: __( 'A custom message', 'orbit-blocks' ),
						},
						{
							value: 'redirect',
							label: __(
								'Another page (redirect)',
								'orbit-blocks'
							),
						},
					] }
					onChange={ ( value: string ) =>
						setAttributes( {
							customThankyou:
								value as FormAttributes[ 'customThankyou' ],
						} )
					}
				/>
				{ attributes.customThankyou === 'message' && (
					<>
						<TextSetting
							label={ __( 'Message heading', 'orbit-blocks' ) }
							placeholder={ DEFAULT_HEADING() }
							{ ...bind.value( 'customThankyouHeading' ) }
						/>
						<TextareaSetting
							label={ __( 'Message text', 'orbit-blocks' ) }
							placeholder={ __(
								'Thank you for your submission!',
								'orbit-blocks'
							) }
							{ ...bind.value( 'customThankyouMessage' ) }
						/>
					</>
				) }
				{ attributes.customThankyou === 'redirect' && (
					<>
						<TextSetting
							type="url"
							label={ __( 'Redirect address', 'orbit-blocks' ) }
							placeholder="https://"
							{ ...bind.value( 'customThankyouRedirect' ) }
							aria-invalid={ redirectInvalid }
							aria-describedby={
								redirectInvalid ? redirectError : undefined
							}
						/>
						{ redirectInvalid && (
							<FieldError
								id={ redirectError }
								message={ __(
									'Enter a web address that starts with http:// or https://.',
									'orbit-blocks'
								) }
							/>
						) }
					</>
				) }
			</PanelBody>
		</>
	);
}
