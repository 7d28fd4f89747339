/**
 * The empty form: a few starting layouts, and Start empty (just the submit
 * button, to which the author adds fields).
 */
import { Button, Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { postCommentsForm } from '@wordpress/icons';
import { formLayouts, submitButton, type BlockTemplate } from '../layouts';

export function LayoutPlaceholder( {
	onChoose,
}: {
	onChoose: ( blocks: BlockTemplate ) => void;
} ) {
	return (
		<Placeholder
			icon={ postCommentsForm }
			label={ __( 'Form', 'orbit-blocks' ) }
			instructions={ __(
				'Start with a layout, or start empty and add the fields you need.',
				'orbit-blocks'
			) }
			className="orbit-contact-form__placeholder"
		>
			<ul className="orbit-contact-form__layouts">
				{ formLayouts().map( ( layout ) => (
					<li key={ layout.name }>
						<Button
							__next40pxDefaultSize
							variant="secondary"
							onClick={ () => onChoose( layout.blocks ) }
							describedBy={ layout.description }
						>
							{ layout.title }
						</Button>
					</li>
				) ) }
			</ul>
			<Button
				__next40pxDefaultSize
				variant="link"
				onClick={ () => onChoose( [ submitButton() ] ) }
			>
				{ __( 'Start empty', 'orbit-blocks' ) }
			</Button>
		</Placeholder>
	);
}
