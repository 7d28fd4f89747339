/**
 * The block toolbar (spec 1 section 2). Before an answer: the action groups
 * "Based on preceding content" (when blocks precede this one), "Based on
 * entire content" (when the post has other content) and "Summary based on
 * title" (only with a title). Once an answer exists: Try Again, Accept (or
 * "Accept title"), and the Tone, Language and Improve dropdowns (for a
 * title too). After an error: Retry.
 */
import { BlockControls } from '@wordpress/block-editor';
import {
	MenuGroup,
	MenuItem,
	ToolbarButton,
	ToolbarDropdownMenu,
	ToolbarGroup,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { languageName, toneLabel } from '../labels';
import { TONES, type PromptType } from '../prompt';

export interface ToolbarAction {
	type: PromptType;
	tone?: string;
	language?: string;
}

export interface AssistantToolbarProps {
	hasContent: boolean;
	hasPreceding: boolean;
	hasOtherContent: boolean;
	hasTitle: boolean;
	busy: boolean;
	canTryAgain: boolean;
	isTitle: boolean;
	hasError: boolean;
	/**
	 * Whether requests may be sent (spec 1 section 6: the user may use AI,
	 * and no limit is reached): without it the actions that ask the AI are
	 * disabled; Try Again and Accept ask nothing and stay.
	 */
	canAsk: boolean;
	languages: string[];
	onAction: ( action: ToolbarAction ) => void;
	onTryAgain: () => void;
	onAccept: () => void;
	onRetry: () => void;
}

export function AssistantToolbar( props: AssistantToolbarProps ) {
	const { onAction, busy } = props;
	const noAsking = busy || ! props.canAsk;
	return (
		<BlockControls group="block">
			{ ! props.hasContent &&
				( props.hasPreceding ||
					props.hasOtherContent ||
					props.hasTitle ) && (
					<ToolbarDropdownMenu
						icon="admin-customizer"
						label={ __( 'AI Assistant actions', 'orbit-blocks' ) }
						toggleProps={ { disabled: noAsking } }
					>
						{ ( { onClose } ) => (
							<>
								{ props.hasPreceding && (
									<MenuGroup
										label={ __(
											'Based on preceding content',
											'orbit-blocks'
										) }
									>
										{ (
											[
												[
													'continue',
													__(
														'Continue writing',
														'orbit-blocks'
													),
												],
												[
													'correctSpelling',
													__(
														'Correct spelling and grammar',
														'orbit-blocks'
													),
												],
												[
													'simplify',
													__(
														'Simplify',
														'orbit-blocks'
													),
												],
											] as Array< [ PromptType, string ] >
										 ).map( ( [ type, label ] ) => (
											<MenuItem
												key={ type }
												onClick={ () => {
													onClose();
													onAction( { type } );
												} }
											>
												{ label }
											</MenuItem>
										) ) }
									</MenuGroup>
								) }
								{ props.hasOtherContent && (
									<MenuGroup
										label={ __(
											'Based on entire content',
											'orbit-blocks'
										) }
									>
										<MenuItem
											onClick={ () => {
												onClose();
												onAction( {
													type: 'summarize',
												} );
											} }
										>
											{ __(
												'Summarize',
												'orbit-blocks'
											) }
										</MenuItem>
										<MenuItem
											onClick={ () => {
												onClose();
												onAction( {
													type: 'generateTitle',
												} );
											} }
										>
											{ __(
												'Generate a post title',
												'orbit-blocks'
											) }
										</MenuItem>
									</MenuGroup>
								) }
								{ props.hasTitle && (
									<MenuGroup
										label={ __(
											'Summary based on title',
											'orbit-blocks'
										) }
									>
										<MenuItem
											onClick={ () => {
												onClose();
												onAction( {
													type: 'summaryBasedOnTitle',
												} );
											} }
										>
											{ __(
												'Summary based on title',
												'orbit-blocks'
											) }
										</MenuItem>
									</MenuGroup>
								) }
							</>
						) }
					</ToolbarDropdownMenu>
				) }
			{ /* Spec 1 section 2: with content, whatever its kind (a title too). */ }
			{ props.hasContent && (
				<ToolbarGroup>
					<ToolbarDropdownMenu
						icon="megaphone"
						label={ __( 'Change tone', 'orbit-blocks' ) }
						toggleProps={ { disabled: noAsking } }
						controls={ TONES.map( ( tone ) => ( {
							title: toneLabel( tone ),
							onClick: () =>
								onAction( { type: 'changeTone', tone } ),
						} ) ) }
					/>
					<ToolbarDropdownMenu
						icon="translation"
						label={ __( 'Translate', 'orbit-blocks' ) }
						toggleProps={ { disabled: noAsking } }
						controls={ props.languages.map( ( language ) => ( {
							title: languageName( language ),
							onClick: () =>
								onAction( {
									type: 'changeLanguage',
									language,
								} ),
						} ) ) }
					/>
					<ToolbarDropdownMenu
						icon="edit"
						label={ __( 'Improve', 'orbit-blocks' ) }
						toggleProps={ { disabled: noAsking } }
						controls={ [
							{
								title: __( 'Summarize', 'orbit-blocks' ),
								onClick: () =>
									onAction( { type: 'summarize' } ),
							},
							{
								title: __( 'Make longer', 'orbit-blocks' ),
								onClick: () =>
									onAction( { type: 'makeLonger' } ),
							},
							{
								title: __( 'Make shorter', 'orbit-blocks' ),
								onClick: () =>
									onAction( { type: 'makeShorter' } ),
							},
						] }
					/>
				</ToolbarGroup>
			) }
			{ ( props.hasContent || props.hasError ) && (
				<ToolbarGroup>
					{ props.hasError && (
						<ToolbarButton
							disabled={ noAsking }
							onClick={ props.onRetry }
						>
							{ __( 'Retry', 'orbit-blocks' ) }
						</ToolbarButton>
					) }
					{ props.canTryAgain && (
						<ToolbarButton
							disabled={ busy }
							onClick={ props.onTryAgain }
						>
							{ __( 'Try Again', 'orbit-blocks' ) }
						</ToolbarButton>
					) }
					{ props.hasContent && (
						<ToolbarButton
							disabled={ busy }
							onClick={ props.onAccept }
						>
							{ props.isTitle
								? __( 'Accept title', 'orbit-blocks' )
								: __( 'Accept', 'orbit-blocks' ) }
						</ToolbarButton>
					) }
				</ToolbarGroup>
			) }
		</BlockControls>
	);
}
