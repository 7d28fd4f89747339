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
import { recordEvent } from '../../shared/tracking';

/** Spec 3 section 7's "manual conversion click". */
export const MANUAL_CONVERSION_EVENT =
	'jetpack_editor_videopress_block_manual_conversion_click';

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
					onClick={ () => {
						recordEvent( MANUAL_CONVERSION_EVENT, {
							block_count: blocks.length,
						} );
						blocks.forEach( ( block ) => {
							try {
								replaceBlock(
									block.clientId,
									fromCoreVideo( block.attributes )
								);
							} catch ( error ) {
								// eslint-disable-next-line no-console
								console.error(
									'Video: converting a core video block failed',
									error
								);
							}
						} );
					} }
				>
					{ __( 'Transform blocks to VideoPress', 'orbit-blocks' ) }
				</Button>
			</Notice>
		</InspectorControls>
	);
}
