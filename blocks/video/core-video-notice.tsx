/**
 * The inspector notice on core video blocks that carry a guid (spec 3
 * section 2): it offers to turn every such block of the post into this
 * block. Loaded on demand (core-video-filter.ts).
 */
import {
	InspectorControls,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import { Button, Notice } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { fromCoreVideo } from './transforms';

interface Block {
	clientId: string;
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: Block[];
}

function coreVideosWithGuid( blocks: Block[] ): Block[] {
	return blocks.flatMap( ( block ) => [
		...( block.name === 'core/video' && block.attributes.guid
			? [ block ]
			: [] ),
		...coreVideosWithGuid( block.innerBlocks ),
	] );
}

export default function CoreVideoNotice() {
	const blocks = useSelect(
		( select ) =>
			coreVideosWithGuid(
				(
					select( blockEditorStore ) as { getBlocks: () => Block[] }
				 ).getBlocks()
			),
		[]
	);
	const { replaceBlock } = useDispatch( blockEditorStore );
	if ( ! blocks.length ) {
		return null;
	}
	return (
		<InspectorControls>
			<Notice status="info" isDismissible={ false }>
				<p>
					{ __(
						'This video is hosted with the video service. Use the Video block for its settings, tracks and chapters.',
						'orbit-blocks'
					) }
				</p>
				<Button
					variant="primary"
					onClick={ () =>
						blocks.forEach( ( block ) =>
							replaceBlock(
								block.clientId,
								fromCoreVideo( block.attributes )
							)
						)
					}
				>
					{ __( 'Transform blocks to VideoPress', 'orbit-blocks' ) }
				</Button>
			</Notice>
		</InspectorControls>
	);
}
