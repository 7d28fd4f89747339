/**
 * Add Hours and Remove Hours: the markup and classes of @wordpress/components'
 * `<Button variant="link">` (its look comes from the components stylesheet),
 * without the Tooltip that Button mounts around every button, an Ariakit
 * store even for a button that never shows one: five of them in a default
 * week, rendered the moment the block is inserted (docs/performance.md,
 * "Insert to ready"). Disabled, it stays focusable and keeps its name and
 * description for assistive technology (`aria-disabled`, as Button's
 * `accessibleWhenDisabled`), and a click does nothing.
 */
import type { ReactNode } from 'react';

interface Props {
	className: string;
	onClick: () => void;
	children: ReactNode;
	isDestructive?: boolean;
	disabled?: boolean;
	describedBy?: string;
}

export default function LinkButton( {
	className,
	onClick,
	children,
	isDestructive = false,
	disabled = false,
	describedBy,
}: Props ) {
	return (
		<button
			type="button"
			className={ `components-button is-link${
				isDestructive ? ' is-destructive' : ''
			} ${ className }` }
			aria-disabled={ disabled || undefined }
			aria-describedby={ describedBy }
			onClick={ disabled ? undefined : onClick }
		>
			{ children }
		</button>
	);
}
