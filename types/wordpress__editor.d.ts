/**
 * The few slots of @wordpress/editor (WordPress 6.8) that the extensions use.
 * The package is not installed: dependency extraction maps the import to the
 * host's wp.editor global, and installing it would pull in most of the editor
 * (core-data, media-utils, patterns ...) for three components.
 */
declare module '@wordpress/editor' {
	import type { ComponentType, ReactNode } from 'react';

	export const PluginSidebar: ComponentType< {
		name: string;
		title: string;
		icon?: ReactNode;
		className?: string;
		children?: ReactNode;
	} >;
	export const PluginSidebarMoreMenuItem: ComponentType< {
		target: string;
		icon?: ReactNode;
		children?: ReactNode;
	} >;
	export const PluginDocumentSettingPanel: ComponentType< {
		name: string;
		title?: string;
		icon?: ReactNode;
		className?: string;
		children?: ReactNode;
	} >;
}
