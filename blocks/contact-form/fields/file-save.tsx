/**
 * Saved markup of the file field and its dropzone, the incumbent's shapes:
 * the field is a bare <div> around its inner blocks (a jetpack/label and the
 * dropzone), the dropzone <div class="wp-block-jetpack-dropzone"> around its
 * text. Visitors get the host's file input instead (file-upload.php).
 */
import {
	InnerBlocks,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';

export function FileFieldSave() {
	return (
		<div>
			<InnerBlocks.Content />
		</div>
	);
}

export function DropzoneSave() {
	return <div { ...useInnerBlocksProps.save( useBlockProps.save() ) } />;
}
