/**
 * The editor UI shared by the email and phone blocks: the field while the
 * block is selected (or still empty), and otherwise what visitors will see,
 * the same links as the saved markup. A line in which nothing could be
 * linked says so under the preview: visitors get it as plain text.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { useRef } from '@wordpress/element';
import type { TextSegment } from '../segments';
import { ContactLine } from './contact-line';
import { LinkedText } from './linked-text';
import { useFocusOnSelect } from './use-focus-on-select';

interface Props {
	value: string;
	onChange: ( value: string ) => void;
	isSelected: boolean;
	label: string;
	/** Shown under the preview when nothing in the line was linked. */
	notLinkedHint: string;
	link: ( text: string ) => TextSegment[];
}

export function LineEdit( {
	value,
	onChange,
	isSelected,
	label,
	notLinkedHint,
	link,
}: Props ) {
	const field = useRef< HTMLTextAreaElement >( null );
	useFocusOnSelect( isSelected, field );
	const text = value.trim();
	const showPreview = ! isSelected && text !== '';
	const blockProps = useBlockProps( {
		className: showPreview ? undefined : 'is-editing',
	} );

	if ( showPreview ) {
		const segments = link( text );
		const linked = segments.some( ( segment ) => segment.href );
		return (
			<div { ...blockProps }>
				<LinkedText segments={ segments } preview />
				{ ! linked && (
					<p className="jetpack-contact-info__hint">
						{ notLinkedHint }
					</p>
				) }
			</div>
		);
	}
	return (
		<div { ...blockProps }>
			<ContactLine
				ref={ field }
				label={ label }
				value={ value }
				onChange={ onChange }
			/>
		</div>
	);
}
