/** Older markups of jetpack/gif; each migrates to the current save. */
import { serverRendered } from './server-rendered';

export { upgradeEmbedUrl } from './server-rendered';

export default [ serverRendered ];
