/**
 * The editor's preview of Tock's button: the widget's document in a
 * sandboxed frame, under an overlay so that a click selects the block
 * instead of opening the booking window.
 */
import { SandBox } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { widgetHtml } from './widget';

export default function TockPreview( { name }: { name: string } ) {
	return (
		<div className="wp-block-jetpack-tock__preview">
			<SandBox
				html={ widgetHtml( name ) }
				title={ __( 'Tock reservation button', 'orbit-blocks' ) }
			/>
			<div className="wp-block-jetpack-tock__overlay" />
		</div>
	);
}
