/**
 * Registers jetpack/contact-info and its children: jetpack/email,
 * jetpack/phone and jetpack/address (blocks/contact-info/<child>/). The
 * editor entry discovers only blocks/<slug>/index.ts, so the parent
 * registers its children; they follow its availability (rollout lists,
 * host), as the host plugin does for their block.json. Kept tiny: the edit
 * UIs of all four are one on-demand chunk.
 */
import { registerBlockType, type BlockEditProps } from '@wordpress/blocks';
import { people as icon } from '@wordpress/icons';
import { lazyEdit } from '../../shared/lazy-edit';
import * as address from './address';
import metadata from './block.json';
import * as email from './email';
import * as name from './name';
import * as phone from './phone';
import save from './save';

export { metadata };

export const children = [ name, email, phone, address ];

export function register(): void {
	registerBlockType< Record< string, never > >( metadata, {
		icon,
		edit: lazyEdit< BlockEditProps< Record< string, never > > >(
			() => import( /* webpackChunkName: "contact-info-edit" */ './edit' )
		),
		save,
	} );
	children.forEach( ( child ) => child.register() );
}
