/**
 * The active marker's popup in the editor (spec 2 "Map", sections 2 and 6):
 * Marker Title, Marker Caption, Delete Marker.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { MapPoint } from '../types';
import {
	TextSetting,
	TextareaSetting,
} from '../../../shared/components/settings-controls';

interface Props {
	point: MapPoint;
	onChange: (
		changes: Partial< Pick< MapPoint, 'title' | 'caption' > >
	) => void;
	onDelete: () => void;
	onClose: () => void;
}

export default function MarkerPopup( {
	point,
	onChange,
	onDelete,
	onClose,
}: Props ) {
	return (
		<div
			className="wp-block-jetpack-map__marker-popup"
			role="dialog"
			aria-label={ point.title || __( 'Marker', 'orbit-blocks' ) }
		>
			<TextSetting
				label={ __( 'Marker Title', 'orbit-blocks' ) }
				value={ point.title }
				onChange={ ( title ) => onChange( { title } ) }
			/>
			<TextareaSetting
				label={ __( 'Marker Caption', 'orbit-blocks' ) }
				value={ point.caption }
				rows={ 2 }
				onChange={ ( caption ) => onChange( { caption } ) }
			/>
			<div className="wp-block-jetpack-map__marker-popup-actions">
				<Button variant="secondary" isDestructive onClick={ onDelete }>
					{ __( 'Delete Marker', 'orbit-blocks' ) }
				</Button>
				<Button variant="tertiary" onClick={ onClose }>
					{ __( 'Close', 'orbit-blocks' ) }
				</Button>
			</div>
		</div>
	);
}
