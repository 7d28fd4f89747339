/**
 * A day's Open/Closed switch: @wordpress/components' FormToggle (its look:
 * the components stylesheet's `components-form-toggle` classes) with our own
 * label, instead of ToggleControl, whose BaseControl, HStack and FlexBlock
 * compute their styles with Emotion on every mount. Seven of them were most of
 * the block's first render when it is inserted (docs/performance.md, "Insert
 * to ready"). The label's look is ToggleControl's (editor.scss).
 */
import { FormToggle } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

interface Props {
	id: string;
	open: boolean;
	onToggle: ( open: boolean ) => void;
}

export default function OpenToggle( { id, open, onToggle }: Props ) {
	return (
		<div className="jetpack-business-hours__toggle">
			<FormToggle
				id={ id }
				checked={ open }
				onChange={ ( event ) => onToggle( event.target.checked ) }
			/>
			<label htmlFor={ id } className="components-toggle-control__label">
				{ open
					? __( 'Open', 'orbit-blocks' )
					: __( 'Closed', 'orbit-blocks' ) }
			</label>
		</div>
	);
}
