/**
 * A block's sidebar panel on its own: a titled panel in the block's
 * Settings tab (InspectorControls), for blocks whose sidebar group holds
 * one panel.
 */
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import type { ReactNode } from 'react';

export function SettingsPanel( {
	title,
	children,
}: {
	/** Translated. */
	title: string;
	children: ReactNode;
} ) {
	return (
		<InspectorControls>
			<PanelBody title={ title }>{ children }</PanelBody>
		</InspectorControls>
	);
}
