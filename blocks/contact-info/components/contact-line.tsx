/**
 * One line of contact text in the editor: a plain-text field (what the author
 * types is stored as text, never as markup) whose placeholder is also its
 * accessible name. Enter does nothing: no line break and no new block (spec
 * 2 section 2); pasted line breaks become spaces.
 */
import { PlainText } from '@wordpress/block-editor';
import { forwardRef } from '@wordpress/element';
import type { KeyboardEvent } from 'react';
import { singleLine } from '../segments';

interface Props {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	className?: string;
}

export function blockEnter( event: KeyboardEvent ): void {
	// Not while an input method is composing: there Enter confirms the text.
	if ( event.key === 'Enter' && ! event.nativeEvent.isComposing ) {
		event.preventDefault();
	}
}

export const ContactLine = forwardRef< HTMLTextAreaElement, Props >(
	function ContactLine( { label, value, onChange, className }, ref ) {
		return (
			<PlainText
				ref={ ref }
				className={ [ 'jetpack-contact-info__field', className ]
					.filter( Boolean )
					.join( ' ' ) }
				value={ value }
				placeholder={ label }
				aria-label={ label }
				rows={ 1 }
				onChange={ ( next: string ) => onChange( singleLine( next ) ) }
				onKeyDown={ blockEnter }
			/>
		);
	}
);
