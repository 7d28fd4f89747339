/**
 * Registers the multi-step form's blocks (names.ts). Their saves are the
 * incumbent's markup (save.tsx); the progress indicator is dynamic. Visitors
 * get one step at a time from the host's render
 * (php-stubs/includes/contact-form/steps.php) and the view script
 * (steps/view.ts). Their edit UIs share the form's on-demand chunk.
 */
import { registerBlockType } from '@wordpress/blocks';
import type { ComponentType } from 'react';
import { __ } from '@wordpress/i18n';
import { lazyEdit } from '../../../shared/lazy-edit';
import { lineIcon } from '../icons';
import { FORM_BLOCK } from '../fields/definitions';
import { progressSavedMarkup } from './deprecated';
import {
	PROGRESS_INDICATOR,
	STEP,
	STEP_CONTAINER,
	STEP_NAVIGATION,
} from './names';
import { StepContainerSave, StepNavigationSave, StepSave } from './save';

const edit = ( name: string ) =>
	lazyEdit< object >( () =>
		import( /* webpackChunkName: "contact-form-edit" */ './edit' ).then(
			( module ) => ( {
				default: module.stepEdits[ name ] as ComponentType< object >,
			} )
		)
	);

export function registerSteps(): void {
	registerBlockType(
		STEP_CONTAINER as never,
		{
			apiVersion: 3,
			title: __( 'Steps', 'orbit-blocks' ),
			description: __(
				'Splits the form into steps that visitors fill in one at a time.',
				'orbit-blocks'
			),
			category: 'widgets',
			ancestor: [ FORM_BLOCK ],
			textdomain: 'orbit-blocks',
			icon: lineIcon( 'M3 5h8v14H3zM13 5h8v14h-8z' ),
			attributes: {},
			supports: {
				html: false,
				reusable: false,
				color: { gradients: true, link: true, background: true },
				spacing: { padding: true, margin: true },
			},
			edit: edit( STEP_CONTAINER ),
			save: StepContainerSave,
		} as never
	);

	registerBlockType(
		STEP as never,
		{
			apiVersion: 3,
			title: __( 'Step', 'orbit-blocks' ),
			description: __( 'One step of a multi-step form.', 'orbit-blocks' ),
			category: 'widgets',
			parent: [ STEP_CONTAINER ],
			textdomain: 'orbit-blocks',
			icon: lineIcon( 'M4 4h16v16H4zM8 12h8M13 9l3 3-3 3' ),
			attributes: { stepLabel: { type: 'string' } },
			supports: {
				html: false,
				reusable: false,
				align: true,
				color: { gradients: true, link: true },
				spacing: { padding: true, margin: true },
			},
			edit: edit( STEP ),
			save: StepSave,
		} as never
	);

	registerBlockType(
		PROGRESS_INDICATOR as never,
		{
			apiVersion: 3,
			title: __( 'Step progress', 'orbit-blocks' ),
			description: __(
				'Shows visitors which step of the form they are on.',
				'orbit-blocks'
			),
			category: 'widgets',
			parent: [ FORM_BLOCK ],
			textdomain: 'orbit-blocks',
			icon: lineIcon( 'M3 12h18M3 12h8' ),
			attributes: {
				variant: { type: 'string', default: 'line' },
				progressColor: { type: 'string' },
				progressBackgroundColor: { type: 'string' },
				textColor: { type: 'string' },
				style: { type: 'object' },
			},
			supports: { html: false, inserter: false },
			edit: edit( PROGRESS_INDICATOR ),
			save: () => null,
			deprecated: [ progressSavedMarkup ],
		} as never
	);

	registerBlockType(
		STEP_NAVIGATION as never,
		{
			apiVersion: 3,
			title: __( 'Step navigation', 'orbit-blocks' ),
			description: __(
				'The Previous, Next and submit buttons of a multi-step form.',
				'orbit-blocks'
			),
			category: 'widgets',
			ancestor: [ FORM_BLOCK ],
			textdomain: 'orbit-blocks',
			icon: lineIcon( 'M4 12h14M14 8l4 4-4 4' ),
			attributes: {},
			supports: {
				html: false,
				reusable: false,
				spacing: { margin: true },
				layout: {
					allowSwitching: false,
					allowInheriting: false,
					default: { type: 'flex', justifyContent: 'right' },
				},
			},
			edit: edit( STEP_NAVIGATION ),
			save: StepNavigationSave,
		} as never
	);
}
