/**
 * The prompt input (spec 1 sections 2 and 5): a text area whose placeholder
 * rotates until the user types, the starting-prompt dropdown, and the send,
 * stop, clear and accept buttons. Enter sends (Shift+Enter is a new line),
 * mod+Enter accepts when acceptance is offered, Esc (in the input or on
 * its buttons) stops a suggestion.
 */
import {
	Button,
	DropdownMenu,
	MenuGroup,
	MenuItem,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { isKeyboardEvent } from '@wordpress/keycodes';
import type { KeyboardEvent } from 'react';
import { stopOnEscape } from '../../../shared/ai/stop-on-escape';
import { startingPrompts } from '../starting-prompts';
import { usePlaceholderRotation } from '../use-placeholder-rotation';
import { useTypedText } from '../use-typed-text';

export interface PromptInputProps {
	value: string;
	onChange: ( value: string ) => void;
	onSend: () => void;
	onStop: () => void;
	onAccept?: () => void;
	acceptLabel?: string;
	/** A request is under way (requesting or suggesting). */
	busy: boolean;
	/** The quota is used up or the user cannot use AI. */
	disabled: boolean;
	/** Show the starting prompts and rotate the placeholder. */
	fresh: boolean;
	children?: React.ReactNode;
}

export function PromptInput( {
	value,
	onChange,
	onSend,
	onStop,
	onAccept,
	acceptLabel,
	busy,
	disabled,
	fresh,
	children,
}: PromptInputProps ) {
	const placeholder = usePlaceholderRotation( fresh && ! value );
	const { type, cancel } = useTypedText( onChange );
	const canSend = ! busy && ! disabled && value.trim() !== '';

	const onKeyDown = ( event: KeyboardEvent< HTMLTextAreaElement > ) => {
		if ( event.key !== 'Enter' || event.nativeEvent.isComposing ) {
			return;
		}
		if ( isKeyboardEvent.primary( event.nativeEvent, 'Enter' ) ) {
			event.preventDefault();
			if ( onAccept && ! busy ) {
				onAccept();
			}
			return;
		}
		if ( ! event.shiftKey ) {
			event.preventDefault();
			if ( canSend ) {
				onSend();
			}
		}
	};

	return (
		// Esc in the input or on its buttons stops a suggestion under way
		// (only here: an Escape elsewhere belongs to something else).
		// eslint-disable-next-line jsx-a11y/no-static-element-interactions
		<div
			className="ai-assistant__input"
			onKeyDown={ stopOnEscape( busy, onStop ) }
		>
			{ fresh && (
				<DropdownMenu
					icon="lightbulb"
					label={ __( 'Starting prompts', 'orbit-blocks' ) }
					className="ai-assistant__starting-prompts"
				>
					{ ( { onClose } ) => (
						<MenuGroup>
							{ startingPrompts().map( ( item ) => (
								<MenuItem
									key={ item.label }
									onClick={ () => {
										onClose();
										type( item.prompt );
									} }
								>
									{ item.label }
								</MenuItem>
							) ) }
						</MenuGroup>
					) }
				</DropdownMenu>
			) }
			<textarea
				className="ai-assistant__prompt"
				aria-label={ __( 'AI prompt', 'orbit-blocks' ) }
				placeholder={ placeholder }
				value={ value }
				rows={ 1 }
				disabled={ disabled }
				onChange={ ( event ) => {
					cancel();
					onChange( event.target.value );
				} }
				onKeyDown={ onKeyDown }
			/>
			<div className="ai-assistant__actions">
				{ children }
				{ value !== '' && ! busy && (
					<Button
						variant="tertiary"
						onClick={ () => {
							cancel();
							onChange( '' );
						} }
					>
						{ __( 'Clear', 'orbit-blocks' ) }
					</Button>
				) }
				{ busy ? (
					<Button variant="secondary" onClick={ onStop }>
						{ __( 'Stop', 'orbit-blocks' ) }
					</Button>
				) : (
					<Button
						variant="primary"
						onClick={ onSend }
						disabled={ ! canSend }
						accessibleWhenDisabled
					>
						{ __( 'Send', 'orbit-blocks' ) }
					</Button>
				) }
				{ onAccept && ! busy && (
					<Button variant="primary" onClick={ onAccept }>
						{ acceptLabel ?? __( 'Accept', 'orbit-blocks' ) }
					</Button>
				) }
			</div>
		</div>
	);
}
