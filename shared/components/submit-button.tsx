/**
 * The button that submits a form in a block's placeholder or panel (Embed,
 * Search, Set Token, Add): the 40 px size, `type="submit"` so that Enter in
 * the form's field submits too, primary unless the form says otherwise.
 */
import { Button } from '@wordpress/components';
import type { ReactNode } from 'react';

export interface SubmitButtonProps {
	variant?: 'primary' | 'secondary';
	disabled?: boolean;
	/** Keeps the button focusable while disabled (for a busy form). */
	accessibleWhenDisabled?: boolean;
	isBusy?: boolean;
	/** Translated text of the button. */
	children: ReactNode;
}

export function SubmitButton( {
	variant = 'primary',
	children,
	...props
}: SubmitButtonProps ) {
	return (
		<Button
			__next40pxDefaultSize
			variant={ variant }
			type="submit"
			{ ...props }
		>
			{ children }
		</Button>
	);
}
