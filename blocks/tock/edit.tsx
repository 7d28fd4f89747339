/**
 * The reservation block in the editor (spec 3 "Reservation", sections 2, 4,
 * 5 and 9). The toolbar's Edit opens a popover with the business name: the
 * name being edited is held here and applied on submit (the button, or
 * Enter when the name is not empty), with any address prefix stripped up to
 * the host; Escape or closing restores the saved name and closes it, with or
 * without a name. The popover opens by itself while no name is set (and on
 * each new selection of a block without one); dismissed, the placeholder's
 * Add business name opens it again. With a name the block previews Tock's
 * button. Loaded on demand.
 */
import { BlockControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Button,
	Placeholder,
	Popover,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { edit as editIcon, keyboardReturn } from '@wordpress/icons';
import type { FormEvent } from 'react';
import { TockIcon } from './icon';
import { isValidTockName, parseTockName } from './name';
import TockPreview from './preview';
import { TextSetting } from '../../shared/components/settings-controls';

interface TockAttributes {
	url?: string;
}

export const NOT_A_NAME = __(
	'This is not a Tock business name. Enter the name from your Tock page’s address, or paste the address itself.',
	'orbit-blocks'
);

export default function TockEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< TockAttributes > ) {
	const saved = attributes.url ?? '';
	const hasName = isValidTockName( saved );
	const [ name, setName ] = useState( saved );
	const [ isEditing, setIsEditing ] = useState( ! hasName );
	const [ error, setError ] = useState( false );
	const [ anchor, setAnchor ] = useState< HTMLElement | null >( null );
	const blockProps = useBlockProps( { ref: setAnchor } );

	const open = () => {
		setName( saved );
		setError( false );
		setIsEditing( true );
	};
	// Escape, a click outside or the toolbar's Edit close the popover, with
	// or without a name: the placeholder's Add business name opens it again.
	const cancel = () => {
		setName( saved );
		setError( false );
		setIsEditing( false );
	};
	// Without a name, it opens by itself again the next time the block is
	// selected.
	useEffect( () => {
		if ( ! isSelected && ! hasName ) {
			setIsEditing( true );
		}
	}, [ isSelected, hasName ] );
	const apply = () => {
		if ( name.trim() === '' ) {
			// The button with an empty box removes the name.
			setAttributes( { url: undefined } );
			setName( '' );
			setError( false );
			return;
		}
		const parsed = parseTockName( name );
		if ( ! parsed ) {
			setError( true );
			return;
		}
		setAttributes( { url: parsed } );
		setName( parsed );
		setError( false );
		setIsEditing( false );
	};
	const submitWithEnter = ( event: FormEvent ) => {
		event.preventDefault();
		if ( name.trim() !== '' ) {
			apply();
		}
	};

	return (
		<div { ...blockProps }>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarButton
						icon={ editIcon }
						label={ __( 'Edit', 'orbit-blocks' ) }
						isPressed={ isEditing && isSelected }
						onClick={ () => ( isEditing ? cancel() : open() ) }
					/>
				</ToolbarGroup>
			</BlockControls>
			{ hasName ? (
				<TockPreview name={ saved } />
			) : (
				<Placeholder
					icon={ TockIcon }
					label={ __( 'Tock', 'orbit-blocks' ) }
					instructions={ __(
						'Add your Tock business name to show visitors a button to reserve a table.',
						'orbit-blocks'
					) }
				>
					{ saved !== '' && (
						<p className="wp-block-jetpack-tock__saved-error">
							{ NOT_A_NAME }
						</p>
					) }
					{ ! ( isEditing && isSelected ) && (
						<Button variant="secondary" onClick={ open }>
							{ __( 'Add business name', 'orbit-blocks' ) }
						</Button>
					) }
				</Placeholder>
			) }
			{ isEditing && isSelected && (
				<Popover
					anchor={ anchor }
					placement="bottom"
					focusOnMount="firstElement"
					onClose={ cancel }
					className="wp-block-jetpack-tock__popover"
				>
					<form
						className="wp-block-jetpack-tock__form"
						onSubmit={ submitWithEnter }
					>
						<div className="wp-block-jetpack-tock__row">
							<TextSetting
								label={ __(
									'Tock business name',
									'orbit-blocks'
								) }
								hideLabelFromVision
								placeholder={ __(
									'Add Tock business name',
									'orbit-blocks'
								) }
								value={ name }
								onChange={ ( next: string ) => {
									setName( next );
									setError( false );
								} }
							/>
							<Button
								__next40pxDefaultSize
								variant="primary"
								icon={ keyboardReturn }
								label={ __( 'Apply', 'orbit-blocks' ) }
								onClick={ apply }
							/>
						</div>
						{ error && (
							<p
								className="wp-block-jetpack-tock__error"
								role="alert"
							>
								{ NOT_A_NAME }
							</p>
						) }
						<p className="wp-block-jetpack-tock__help">
							{ __(
								'The business name is the part of your Tock page’s public address after exploretock.com/ — for https://www.exploretock.com/roister it is roister.',
								'orbit-blocks'
							) }
						</p>
					</form>
				</Popover>
			) }
		</div>
	);
}
