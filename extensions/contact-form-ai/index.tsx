/**
 * The form AI bar on jetpack/contact-form (issue 5, item 2; spec 1
 * sections 2, 4, 5, 6 and 8). Only this shell is in the editor entry: a
 * BlockEdit filter that, once a form has been selected, renders the
 * toolbar button, mod+/ and the bar from an on-demand chunk (with the AI
 * client and the reply parser). It stays mounted afterwards, so a request
 * under way finishes even when the form is deselected.
 */
import { createHigherOrderComponent } from '@wordpress/compose';
import { lazy, Suspense, useEffect, useState } from '@wordpress/element';
import { addFilter } from '@wordpress/hooks';
import type { ComponentType } from 'react';
import type { FormAiProps } from './form-ai';

export const FORM_BLOCK_NAME = 'jetpack/contact-form';

const FormAi = lazy(
	() => import( /* webpackChunkName: "contact-form-ai" */ './form-ai' )
) as unknown as ComponentType< FormAiProps >;

interface EditProps {
	name: string;
	clientId: string;
	isSelected: boolean;
}

function FormAiLoader( { clientId, isSelected }: FormAiProps ) {
	const [ wanted, setWanted ] = useState( isSelected );
	useEffect( () => {
		if ( isSelected ) {
			setWanted( true );
		}
	}, [ isSelected ] );
	if ( ! wanted && ! isSelected ) {
		return null;
	}
	return (
		<Suspense fallback={ null }>
			<FormAi clientId={ clientId } isSelected={ isSelected } />
		</Suspense>
	);
}

export const withFormAi = createHigherOrderComponent(
	( BlockEdit: ComponentType< EditProps > ) => ( props: EditProps ) => {
		if ( props.name !== FORM_BLOCK_NAME ) {
			return <BlockEdit { ...props } />;
		}
		return (
			<>
				<BlockEdit { ...props } />
				<FormAiLoader
					clientId={ props.clientId }
					isSelected={ props.isSelected }
				/>
			</>
		);
	},
	'withFormAi'
);

addFilter( 'editor.BlockEdit', 'orbit-blocks/contact-form-ai', withFormAi );
