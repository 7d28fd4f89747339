/**
 * The AI Playground side panel (spec 1 section 2), shown only when the
 * server flag enables it: Gutenberg syntax and GPT-4 toggles, and a modal
 * to write a custom system prompt, with a button that restores the default.
 */
import { InspectorControls } from '@wordpress/block-editor';
import { Button, Modal, PanelBody } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { attributeProps } from '../../../shared/attribute-props';
import { defaultSystemPrompt } from '../prompt';
import type { AiAssistantAttributes } from '../types';
import {
	TextareaSetting,
	ToggleSetting,
} from '../../../shared/components/settings-controls';

export function PlaygroundPanel( {
	attributes,
	setAttributes,
}: {
	attributes: AiAssistantAttributes;
	setAttributes: ( next: Partial< AiAssistantAttributes > ) => void;
} ) {
	const [ editing, setEditing ] = useState< string >();
	const bind = attributeProps( attributes, setAttributes );
	return (
		<InspectorControls>
			<PanelBody title={ __( 'AI Playground', 'orbit-blocks' ) }>
				<ToggleSetting
					label={ __( 'Use Gutenberg syntax', 'orbit-blocks' ) }
					{ ...bind.checked( 'useGutenbergSyntax' ) }
				/>
				<ToggleSetting
					label={ __( 'Use GPT-4', 'orbit-blocks' ) }
					{ ...bind.checked( 'useGpt4' ) }
				/>
				<Button
					variant="secondary"
					onClick={ () =>
						setEditing(
							attributes.customSystemPrompt ||
								defaultSystemPrompt()
						)
					}
				>
					{ __( 'Custom system prompt', 'orbit-blocks' ) }
				</Button>
			</PanelBody>
			{ editing !== undefined && (
				<Modal
					title={ __( 'Custom system prompt', 'orbit-blocks' ) }
					onRequestClose={ () => setEditing( undefined ) }
				>
					<TextareaSetting
						label={ __( 'System prompt', 'orbit-blocks' ) }
						value={ editing }
						rows={ 10 }
						onChange={ setEditing }
					/>
					<Button
						variant="secondary"
						onClick={ () => setEditing( defaultSystemPrompt() ) }
					>
						{ __( 'Restore default', 'orbit-blocks' ) }
					</Button>
					<Button
						variant="primary"
						onClick={ () => {
							// The default text is stored as "no custom prompt".
							const value = editing.trim();
							setAttributes( {
								customSystemPrompt:
									value === defaultSystemPrompt()
										? ''
										: value,
							} );
							setEditing( undefined );
						} }
					>
						{ __( 'Save', 'orbit-blocks' ) }
					</Button>
				</Modal>
			) }
		</InspectorControls>
	);
}
