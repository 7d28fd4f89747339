/**
 * Registers every block of the plugin as the fixtures harness does
 * (tests/fixtures/plugin-blocks.ts: each blocks/<slug>/index.ts module, with
 * block-editor's `supports` hooks loaded) and records each block type's own
 * attributes schema, before those hooks add align, colours, style ...
 */
import { getBlockTypes } from '@wordpress/blocks';
import { addFilter } from '@wordpress/hooks';
import { registerCoreTextBlocks } from '../../fixtures/core-blocks';
import { pluginBlockModules } from '../../fixtures/plugin-blocks';
import type { AttributeSchema } from './attribute-arbitrary';

export interface RegisteredBlock {
	name: string;
	/** The attributes the block itself declares (block.json or its code). */
	ownAttributes: Record< string, AttributeSchema >;
}

export function registerPluginBlocks(): RegisteredBlock[] {
	const ownAttributes = new Map<
		string,
		Record< string, AttributeSchema >
	>();
	// Priority 1 runs before block-editor's hooks (priority 10).
	addFilter(
		'blocks.registerBlockType',
		'orbit-blocks/fuzz/record-attributes',
		(
			settings: { attributes?: Record< string, AttributeSchema > },
			name: string
		) => {
			// The block type comes first; its deprecations pass here after it.
			if ( ! ownAttributes.has( name ) ) {
				ownAttributes.set( name, { ...( settings.attributes ?? {} ) } );
			}
			return settings;
		},
		1
	);
	pluginBlockModules().forEach( ( module ) => module.register() );
	registerCoreTextBlocks();
	return getBlockTypes()
		.filter( ( type ) => ! type.name.startsWith( 'core/' ) )
		.map( ( type ) => ( {
			name: type.name,
			ownAttributes: ownAttributes.get( type.name ) ?? {},
		} ) )
		.sort( ( a, b ) => a.name.localeCompare( b.name ) );
}
