/** Where the alternate provider's script loads from (its CDN). */
import type { ServiceConfig } from '../../shared/editor-state';

export const MAPKIT_SERVICE: ServiceConfig = {
	url: 'https://cdn.apple-mapkit.com/mk/5.x.x',
};
