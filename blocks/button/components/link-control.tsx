/** The toolbar's Link button and its URL popover (element "a" only). */
import { URLInput } from '@wordpress/block-editor';
import { Button, Popover, ToolbarButton } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { keyboardReturn, link } from '@wordpress/icons';
import { safeUrl } from '../markup';

export function ButtonLinkControl( {
	url,
	onChange,
}: {
	url: string | undefined;
	onChange: ( url: string | undefined ) => void;
} ) {
	const [ anchor, setAnchor ] = useState< HTMLElement | null >( null );
	const [ open, setOpen ] = useState( false );
	const [ draft, setDraft ] = useState( url ?? '' );
	const rejected = draft.trim() !== '' && safeUrl( draft ) === undefined;

	return (
		<>
			<ToolbarButton
				ref={ setAnchor }
				icon={ link }
				label={ __( 'Link', 'orbit-blocks' ) }
				isPressed={ !! url }
				onClick={ () => {
					setDraft( url ?? '' );
					setOpen( ! open );
				} }
			/>
			{ open && (
				<Popover
					anchor={ anchor }
					placement="bottom"
					onClose={ () => setOpen( false ) }
					focusOnMount="firstElement"
				>
					<form
						className="orbit-button-link"
						onSubmit={ ( event ) => {
							event.preventDefault();
							if ( rejected ) {
								return;
							}
							onChange( safeUrl( draft ) );
							setOpen( false );
						} }
					>
						<URLInput
							value={ draft }
							onChange={ ( value: string ) => setDraft( value ) }
							__nextHasNoMarginBottom
						/>
						<Button
							icon={ keyboardReturn }
							label={ __( 'Apply', 'orbit-blocks' ) }
							type="submit"
							disabled={ rejected }
						/>
						{ rejected && (
							<p
								className="orbit-button-link__error"
								role="alert"
							>
								{ __(
									'Use a web address (http or https), an email (mailto:) or a phone number (tel:).',
									'orbit-blocks'
								) }
							</p>
						) }
					</form>
				</Popover>
			) }
		</>
	);
}
