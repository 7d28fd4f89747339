/**
 * The "Select image" menu that replaces the placeholder's Media Library
 * button, and the picker modal it opens (loaded on demand).
 */
import { DropdownMenu, MenuGroup, MenuItem } from '@wordpress/components';
import { select } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { lazyEdit } from '../../shared/lazy-edit';
import { EXTERNAL_SOURCES, type ExternalSource } from './lib/sources';
import { sourceLabel } from './lib/labels';
import type { PickerModalProps } from './components/picker-modal';

export interface PlaceholderProps {
	allowedTypes?: string[];
	multiple?: boolean;
	onSelect: ( media: unknown ) => void;
	mediaLibraryButton?: unknown;
	[ key: string ]: unknown;
}

const PickerModal = lazyEdit< PickerModalProps >(
	() =>
		import(
			/* webpackChunkName: "external-media" */ './components/picker-modal'
		)
);

function currentPostId(): number | null {
	const editor = select( 'core/editor' ) as
		| { getCurrentPostId?: () => number | string | null }
		| undefined;
	const id = Number( editor?.getCurrentPostId?.() );
	return Number.isInteger( id ) && id > 0 ? id : null;
}

export function SourceMenu( {
	open,
	multiple,
	onSelect,
}: {
	open: () => void;
	multiple: boolean;
	onSelect: ( media: unknown ) => void;
} ) {
	const [ source, setSource ] = useState< ExternalSource | null >( null );
	return (
		<>
			<DropdownMenu
				icon={ null }
				text={ __( 'Select image', 'orbit-blocks' ) }
				label={ __( 'Select image', 'orbit-blocks' ) }
				toggleProps={ {
					variant: 'secondary',
					__next40pxDefaultSize: true,
				} }
			>
				{ ( { onClose }: { onClose: () => void } ) => (
					<MenuGroup>
						<MenuItem
							onClick={ () => {
								onClose();
								open();
							} }
						>
							{ __( 'Media Library', 'orbit-blocks' ) }
						</MenuItem>
						{ EXTERNAL_SOURCES.map( ( one ) => (
							<MenuItem
								key={ one }
								onClick={ () => {
									onClose();
									setSource( one );
								} }
							>
								{ sourceLabel( one ) }
							</MenuItem>
						) ) }
					</MenuGroup>
				) }
			</DropdownMenu>
			{ source && (
				<PickerModal
					source={ source }
					multiple={ multiple }
					postId={ currentPostId() }
					onSelect={ onSelect }
					onClose={ () => setSource( null ) }
				/>
			) }
		</>
	);
}
