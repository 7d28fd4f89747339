/**
 * The options of a choice field, edited in place: one text box a row, with
 * Remove; Enter adds the next option below and moves to it, Backspace in an
 * empty row removes it and goes back to the previous one, and Add option
 * appends one.
 */
import { Button } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { closeSmall } from '@wordpress/icons';
import type { KeyboardEvent } from 'react';
import { insertOptionAfter, removeOption, updateOption } from './options';

export function OptionsEditor( {
	options,
	onChange,
	type,
}: {
	options: string[];
	onChange: ( options: string[] ) => void;
	/** The disabled control shown before each row. */
	type: 'radio' | 'checkbox' | 'select';
} ) {
	const inputs = useRef< Array< HTMLInputElement | null > >( [] );
	const [ focusIndex, setFocusIndex ] = useState< number | null >( null );
	// A new field starts with one empty row to type into.
	const rows = options.length ? options : [ '' ];

	useEffect( () => {
		if ( focusIndex !== null ) {
			inputs.current[ focusIndex ]?.focus();
			setFocusIndex( null );
		}
	}, [ focusIndex, rows.length ] );

	const onKeyDown = (
		event: KeyboardEvent< HTMLInputElement >,
		index: number
	) => {
		if ( event.key === 'Enter' ) {
			event.preventDefault();
			onChange( insertOptionAfter( rows, index ) );
			setFocusIndex( index + 1 );
		} else if (
			event.key === 'Backspace' &&
			rows[ index ] === '' &&
			rows.length > 1
		) {
			event.preventDefault();
			onChange( removeOption( rows, index ) );
			setFocusIndex( Math.max( 0, index - 1 ) );
		}
	};

	return (
		<div className="orbit-form-field__options-editor">
			<ul>
				{ rows.map( ( option, index ) => (
					<li key={ index } className="orbit-form-field__option">
						{ type !== 'select' && (
							<input type={ type } disabled tabIndex={ -1 } />
						) }
						<input
							ref={ ( element ) => {
								inputs.current[ index ] = element;
							} }
							type="text"
							className="orbit-form-field__option-input"
							value={ option }
							placeholder={ __( 'Add option…', 'orbit-blocks' ) }
							aria-label={ sprintf(
								/* translators: %d: the option's position */
								__( 'Option %d', 'orbit-blocks' ),
								index + 1
							) }
							onChange={ ( event ) =>
								onChange(
									updateOption(
										rows,
										index,
										event.target.value
									)
								)
							}
							onKeyDown={ ( event ) => onKeyDown( event, index ) }
						/>
						<Button
							size="small"
							icon={ closeSmall }
							label={ sprintf(
								/* translators: %d: the option's position */
								__( 'Remove option %d', 'orbit-blocks' ),
								index + 1
							) }
							onClick={ () => {
								onChange( removeOption( rows, index ) );
								setFocusIndex(
									Math.min( index, rows.length - 2 )
								);
							} }
						/>
					</li>
				) ) }
			</ul>
			<Button
				variant="secondary"
				size="compact"
				onClick={ () => {
					onChange( insertOptionAfter( rows, rows.length - 1 ) );
					setFocusIndex( rows.length );
				} }
			>
				{ __( 'Add option', 'orbit-blocks' ) }
			</Button>
		</div>
	);
}
