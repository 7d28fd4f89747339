/**
 * The progress indicator's older save (the incumbent's first version): a bar
 * in a track, saved as markup with its colours inline. Today the host
 * renders it (save: null); the migrated block keeps its colours.
 */
import { useBlockProps } from '@wordpress/block-editor';

interface OldProgressAttributes {
	progressColor?: string;
	backgroundColor?: string;
	gradient?: string;
}

export const progressSavedMarkup = {
	attributes: {
		variant: { type: 'string', default: 'line' },
		progressColor: { type: 'string' },
		backgroundColor: { type: 'string' },
		gradient: { type: 'string' },
	},
	supports: { html: false },
	save( { attributes }: { attributes: OldProgressAttributes } ) {
		const { backgroundColor, progressColor, gradient } = attributes;
		return (
			<div { ...useBlockProps.save() }>
				<div
					className="jetpack-form-progress-indicator"
					style={ {
						backgroundColor: backgroundColor || undefined,
						backgroundImage: gradient || undefined,
					} }
				>
					<div
						className="jetpack-form-progress-indicator-bar"
						style={ {
							backgroundColor: progressColor || undefined,
						} }
					></div>
				</div>
			</div>
		);
	},
	migrate( attributes: OldProgressAttributes & { variant?: string } ) {
		const { backgroundColor, gradient, ...rest } = attributes;
		return {
			...rest,
			...( backgroundColor
				? { progressBackgroundColor: backgroundColor }
				: {} ),
		};
	},
};
