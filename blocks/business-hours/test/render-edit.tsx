/**
 * Renders the business-hours edit component as the editor would, with a
 * setAttributes that applies its changes, so tests can click through it.
 * Every test that renders it needs the block editor's stand-in (useBlockProps
 * giving the block's class), so it is mocked here, before ../edit loads.
 */
import { setSettings, getSettings } from '@wordpress/date';
import BusinessHoursEdit from '../edit';
import { defaultDays } from '../hours';
import type { Day } from '../hours';
import { renderEditHoldingAttributes } from '../../../tests/setup/render-edit-holding-attributes';

jest.mock( '@wordpress/block-editor', () =>
	jest
		.requireActual( '../../../tests/setup/block-editor-in-place' )
		.blockEditorInPlace( 'wp-block-jetpack-business-hours' )
);

export function setSiteTimeFormat( format = 'g:i a' ) {
	const settings = getSettings();
	setSettings( {
		...settings,
		formats: { ...settings.formats, time: format },
	} );
}

export function renderEdit( {
	days = defaultDays(),
	isSelected = true,
}: { days?: Day[]; isSelected?: boolean } = {} ) {
	const view = renderEditHoldingAttributes(
		{ days },
		( attributes, setAttributes ) => (
			<BusinessHoursEdit
				attributes={ attributes }
				setAttributes={ setAttributes }
				isSelected={ isSelected }
				clientId="test-block"
			/>
		)
	);
	return { ...view, lastDays: () => view.attributes().days };
}
