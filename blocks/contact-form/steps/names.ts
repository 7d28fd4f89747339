/**
 * The names of the multi-step form's blocks (the incumbent's, so that its
 * posts open): a form holds an optional progress indicator, one step
 * container with its steps, and the step navigation (Previous, Next and the
 * submit button).
 */
export const STEP_CONTAINER = 'jetpack/form-step-container';
export const STEP = 'jetpack/form-step';
export const PROGRESS_INDICATOR = 'jetpack/form-progress-indicator';
export const STEP_NAVIGATION = 'jetpack/form-step-navigation';

/** What a form may hold besides its fields for steps. */
export const STEP_BLOCKS = [
	PROGRESS_INDICATOR,
	STEP_CONTAINER,
	STEP_NAVIGATION,
];

/** Progress indicator styles: a bar, or a numbered dot per step. */
export const PROGRESS_VARIANTS = [ 'line', 'dots' ] as const;
export type ProgressVariant = ( typeof PROGRESS_VARIANTS )[ number ];

export interface StepAttributes {
	stepLabel?: string;
}

export interface ProgressAttributes {
	variant: ProgressVariant;
	progressColor?: string;
	progressBackgroundColor?: string;
	textColor?: string;
}
