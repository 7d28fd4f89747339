/**
 * The form AI bar itself (spec 1 sections 2 and 5): an input with the
 * placeholder "Ask AI to create your form", Send (disabled while the input
 * is empty; Enter sends) and, while a request runs, the working text
 * "Creating your form. Please wait a few moments." in place of the input,
 * and Stop. Above it, the AI status banner (quota, reconnect) when one
 * applies; the input is disabled meanwhile.
 */
import { Button } from '@wordpress/components';
import { forwardRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent, ReactNode } from 'react';
import { stopOnEscape } from '../../shared/ai/stop-on-escape';
import { BAR_STYLES } from './styles';

export const PLACEHOLDER = __( 'Ask AI to create your form', 'orbit-blocks' );
export const WORKING_TEXT = __(
	'Creating your form. Please wait a few moments.',
	'orbit-blocks'
);

export type FormAiBarProps = {
	value: string;
	onChange: ( value: string ) => void;
	onSend: () => void;
	onStop: () => void;
	busy: boolean;
	disabled?: boolean;
	/** The last answer came from the local offline responder. */
	offline?: boolean;
	banner?: ReactNode;
	/** Small screens: fixed in the slot under the block toolbar. */
	fixed?: boolean;
	fixedTop?: number;
};

export const FormAiBar = forwardRef< HTMLTextAreaElement, FormAiBarProps >(
	function FormAiBar(
		{
			value,
			onChange,
			onSend,
			onStop,
			busy,
			disabled = false,
			offline = false,
			banner,
			fixed = false,
			fixedTop,
		},
		ref
	) {
		const onKeyDown = ( event: KeyboardEvent< HTMLTextAreaElement > ) => {
			if (
				event.key === 'Enter' &&
				! event.shiftKey &&
				! event.nativeEvent.isComposing
			) {
				event.preventDefault();
				if ( ! busy && ! disabled ) {
					onSend();
				}
			}
		};
		return (
			// eslint-disable-next-line jsx-a11y/no-static-element-interactions
			<div
				className={
					'orbit-form-ai' + ( fixed ? ' orbit-form-ai--fixed' : '' )
				}
				style={
					fixed && fixedTop !== undefined
						? { top: fixedTop }
						: undefined
				}
				data-testid="orbit-form-ai"
				// Esc in the bar stops the answer under way (only here).
				onKeyDown={ stopOnEscape( busy, onStop ) }
			>
				<style>{ BAR_STYLES }</style>
				{ banner }
				<div className="orbit-form-ai__control">
					<textarea
						ref={ ref }
						className="orbit-form-ai__input"
						rows={ 1 }
						aria-label={ PLACEHOLDER }
						placeholder={ busy ? WORKING_TEXT : PLACEHOLDER }
						value={ busy ? '' : value }
						disabled={ busy || disabled }
						onChange={ ( event ) => onChange( event.target.value ) }
						onKeyDown={ onKeyDown }
					/>
					{ busy && (
						<span className="orbit-form-ai__working" role="status">
							{ WORKING_TEXT }
						</span>
					) }
					{ busy ? (
						<Button
							variant="secondary"
							className="orbit-form-ai__stop"
							onClick={ onStop }
						>
							{ __( 'Stop', 'orbit-blocks' ) }
						</Button>
					) : (
						<Button
							variant="primary"
							className="orbit-form-ai__send"
							onClick={ onSend }
							disabled={ disabled || ! value.trim() }
							accessibleWhenDisabled
						>
							{ __( 'Send', 'orbit-blocks' ) }
						</Button>
					) }
				</div>
				{ offline && ! busy && (
					<span className="orbit-form-ai__offline">
						{ __( 'Offline responder', 'orbit-blocks' ) }
					</span>
				) }
			</div>
		);
	}
);
