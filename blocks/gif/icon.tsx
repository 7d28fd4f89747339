import { framedBlockIcon } from '../../shared/components/block-icon';

/** The block's icon: a frame with a play mark. */
export const gifIcon = framedBlockIcon( <path d="M10 9v6l5-3-5-3Z" /> );
