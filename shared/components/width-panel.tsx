/**
 * The Width panel (spec 3 section 2): 25/50/75/100 % presets and a value with
 * a unit. The rules (percent at most 100, only px and em beside a left or
 * right alignment, the active preset clears) are in shared/width.ts.
 */
import {
	Button,
	PanelBody,
	__experimentalUnitControl as UnitControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import {
	allowedWidthUnits,
	normaliseWidth,
	WIDTH_PRESETS,
	widthAfterPreset,
} from '../width';
import './width-panel.scss';

const UNIT_LABELS = { '%': '%', px: 'px', em: 'em' } as const;

export function WidthPanel( {
	width,
	align,
	onChange,
}: {
	width: string | undefined;
	align: string | undefined;
	onChange: ( width: string ) => void;
} ) {
	const units = allowedWidthUnits( align ).map( ( unit ) => ( {
		value: unit,
		label: UNIT_LABELS[ unit ],
		default: unit === '%' ? 50 : undefined,
	} ) );
	return (
		<PanelBody title={ __( 'Width', 'orbit-blocks' ) }>
			<div
				role="group"
				aria-label={ __( 'Width presets', 'orbit-blocks' ) }
				className="orbit-width-panel__presets"
			>
				{ WIDTH_PRESETS.map( ( preset ) => {
					const active = width === `${ preset }%`;
					return (
						<Button
							key={ preset }
							size="small"
							variant={ active ? 'primary' : 'secondary' }
							isPressed={ active }
							disabled={
								! allowedWidthUnits( align ).includes( '%' )
							}
							onClick={ () =>
								onChange( widthAfterPreset( width, preset ) )
							}
						>
							{ `${ preset }%` }
						</Button>
					);
				} ) }
			</div>
			<UnitControl
				__next40pxDefaultSize
				label={ __( 'Custom width', 'orbit-blocks' ) }
				value={ width ?? '' }
				units={ units }
				min={ 0 }
				onChange={ ( next?: string ) =>
					onChange( normaliseWidth( next, align ) )
				}
			/>
		</PanelBody>
	);
}
