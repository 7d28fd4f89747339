/**
 * The search field and its Search button (spec 2 "GIF search": the
 * placeholder, and again in the toolbar's search and the sidebar). The
 * button is disabled while the field is empty or a search runs.
 */
import { Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';
import { TextSetting } from '../../../shared/components/settings-controls';
import { SubmitButton } from '../../../shared/components/submit-button';

export default function SearchForm( {
	value,
	onChange,
	onSubmit,
	isSearching,
	focusOnMount = false,
}: {
	value: string;
	onChange: ( next: string ) => void;
	onSubmit: ( text: string ) => void;
	isSearching: boolean;
	focusOnMount?: boolean;
} ) {
	const canSearch = value.trim() !== '' && ! isSearching;
	return (
		<form
			className="wp-block-jetpack-gif__search"
			role="search"
			onSubmit={ ( event: FormEvent ) => {
				event.preventDefault();
				if ( canSearch ) {
					onSubmit( value );
				}
			} }
		>
			<TextSetting
				className="wp-block-jetpack-gif__search-field"
				label={ __( 'Search or paste a Giphy URL', 'orbit-blocks' ) }
				hideLabelFromVision
				placeholder={ __(
					'Search or paste a Giphy URL',
					'orbit-blocks'
				) }
				value={ value }
				onChange={ onChange }
				// eslint-disable-next-line jsx-a11y/no-autofocus -- opened on request
				autoFocus={ focusOnMount }
			/>
			<SubmitButton disabled={ ! canSearch } accessibleWhenDisabled>
				{ __( 'Search', 'orbit-blocks' ) }
			</SubmitButton>
			{ isSearching && (
				<span className="wp-block-jetpack-gif__searching" role="status">
					<Spinner />
					{ __( 'Searching…', 'orbit-blocks' ) }
				</span>
			) }
		</form>
	);
}
