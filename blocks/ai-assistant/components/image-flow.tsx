/**
 * The image flow (spec 1 sections 2, 5 and 7): the generated images as
 * choices; picking one, or opening it in a modal and choosing "Use this
 * image", puts it in the media library and in the post.
 */
import { Button, Modal, Notice, Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

export type ImageFlowState =
	| { status: 'idle' }
	| { status: 'generating' }
	| {
			status: 'choosing';
			images: string[];
			prompt: string;
			/** Drawn by the offline responder (no image server is set). */
			offline?: boolean;
	  }
	| {
			status: 'saving';
			images: string[];
			prompt: string;
			offline?: boolean;
	  }
	| {
			status: 'error';
			message: string;
			/** The settings screen, when the error names a setting to fix. */
			settingsUrl?: string;
	  };

export function ImageFlow( {
	state,
	onUse,
	onDismiss,
}: {
	state: ImageFlowState;
	onUse: ( image: string ) => void;
	onDismiss: () => void;
} ) {
	const [ opened, setOpened ] = useState< string >();
	if ( state.status === 'idle' ) {
		return null;
	}
	if ( state.status === 'generating' ) {
		return (
			<div className="ai-assistant__images" aria-busy="true">
				<Spinner />
				{ __( 'Generating images…', 'orbit-blocks' ) }
			</div>
		);
	}
	if ( state.status === 'error' ) {
		return (
			<Notice status="error" onRemove={ onDismiss }>
				{ state.message }
				{ state.settingsUrl && (
					<>
						{ ' ' }
						<a href={ state.settingsUrl }>
							{ __(
								'Open Settings → Orbit Blocks',
								'orbit-blocks'
							) }
						</a>
					</>
				) }
			</Notice>
		);
	}
	const saving = state.status === 'saving';
	return (
		<div className="ai-assistant__images">
			{ state.offline && (
				<p className="ai-assistant__offline">
					{ __(
						'Offline responder: these pictures are drawn by the site, as no image server is set in Settings → Orbit Blocks.',
						'orbit-blocks'
					) }
				</p>
			) }
			<p>
				{ saving
					? __(
							'Adding the image to the media library…',
							'orbit-blocks'
					  )
					: __(
							'Pick an image, or open one to see it larger.',
							'orbit-blocks'
					  ) }
			</p>
			<div className="ai-assistant__image-choices">
				{ state.images.map( ( image, index ) => (
					<div key={ index } className="ai-assistant__image-choice">
						<Button
							className="ai-assistant__image-pick"
							disabled={ saving }
							accessibleWhenDisabled
							label={ sprintf(
								/* translators: %d: image number */
								__( 'Use image %d', 'orbit-blocks' ),
								index + 1
							) }
							onClick={ () => onUse( image ) }
						>
							<img src={ image } alt={ state.prompt } />
						</Button>
						<Button
							variant="link"
							disabled={ saving }
							onClick={ () => setOpened( image ) }
						>
							{ sprintf(
								/* translators: %d: image number */
								__( 'Open image %d', 'orbit-blocks' ),
								index + 1
							) }
						</Button>
					</div>
				) ) }
			</div>
			<Button
				variant="tertiary"
				disabled={ saving }
				onClick={ onDismiss }
			>
				{ __( 'Cancel', 'orbit-blocks' ) }
			</Button>
			{ opened && (
				<Modal
					title={ state.prompt }
					onRequestClose={ () => setOpened( undefined ) }
				>
					<img
						className="ai-assistant__image-large"
						src={ opened }
						alt={ state.prompt }
					/>
					<Button
						variant="primary"
						disabled={ saving }
						onClick={ () => {
							setOpened( undefined );
							onUse( opened );
						} }
					>
						{ __( 'Use this image', 'orbit-blocks' ) }
					</Button>
				</Modal>
			) }
			{ saving && <Spinner /> }
		</div>
	);
}
