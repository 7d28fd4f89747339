/**
 * Saved markup of the step blocks, the incumbent's shapes:
 * - step container: <div class="jetpack-form-steps-wrapper"><div
 *   class="wp-block-jetpack-form-step-container jetpack-form-step-container">
 *   steps </div></div>;
 * - step: <div class="wp-block-jetpack-form-step"> its blocks </div>;
 * - navigation: <div class="wp-block-jetpack-form-step-navigation__wrapper">
 *   <div class="wp-block-jetpack-form-step-navigation"> buttons </div></div>;
 * - progress indicator: nothing (the host renders it: steps.php).
 */
import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';

export function StepContainerSave() {
	const innerBlocksProps = useInnerBlocksProps.save(
		useBlockProps.save( { className: 'jetpack-form-step-container' } )
	);
	return (
		<div className="jetpack-form-steps-wrapper">
			<div { ...innerBlocksProps } />
		</div>
	);
}

export function StepSave() {
	return <div { ...useInnerBlocksProps.save( useBlockProps.save() ) } />;
}

export function StepNavigationSave() {
	return (
		<div className="wp-block-jetpack-form-step-navigation__wrapper">
			<div { ...useInnerBlocksProps.save( useBlockProps.save() ) } />
		</div>
	);
}
