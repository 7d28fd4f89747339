/**
 * Markup that kept nothing outside the block comment: the older version
 * with the button's fields (<!-- wp:jetpack/calendly {…} /-->), and what
 * Orbit Blocks saved until it took the incumbent's wrapper (the comment
 * around the inner button, or nothing for the inline style).
 */
import { calendlyButtonFieldsVersion } from './button-fields';

export default calendlyButtonFieldsVersion( () => null );
