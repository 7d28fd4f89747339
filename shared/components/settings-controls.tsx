/**
 * The form controls of every block's and extension's settings, with the
 * size WordPress is moving to: 40px high (`__next40pxDefaultSize`) and no
 * bottom margin of their own (`__nextHasNoMarginBottom`). One place opts
 * them in, so that a control cannot be left at the old size and the flags
 * go when WordPress makes them the default (docs/decisions.md, "One place
 * sizes the settings controls"). Every other prop goes through unchanged.
 */
import {
	CheckboxControl,
	RangeControl,
	SelectControl,
	TextareaControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import type { ComponentProps } from 'react';

type SizeFlags = '__next40pxDefaultSize' | '__nextHasNoMarginBottom';
/** A control's props but the size flags. */
type Sized< C extends ( props: never ) => unknown > = Omit<
	Parameters< C >[ 0 ],
	SizeFlags
>;
/** The select of one value (none of ours is `multiple`). */
type SingleSelectProps< V extends string > = Omit<
	Exclude< ComponentProps< typeof SelectControl< V > >, { multiple: true } >,
	SizeFlags
>;

export function TextSetting( props: Sized< typeof TextControl > ) {
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			{ ...props }
		/>
	);
}

export function SelectSetting< V extends string >(
	props: SingleSelectProps< V >
) {
	return (
		<SelectControl< V >
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			{ ...props }
		/>
	);
}

export function RangeSetting( props: Sized< typeof RangeControl > ) {
	return (
		<RangeControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			{ ...props }
		/>
	);
}

/** Textareas, toggles and checkboxes have no 40px size: only the margin. */
export function TextareaSetting( props: Sized< typeof TextareaControl > ) {
	return <TextareaControl __nextHasNoMarginBottom { ...props } />;
}

export function ToggleSetting( props: Sized< typeof ToggleControl > ) {
	return <ToggleControl __nextHasNoMarginBottom { ...props } />;
}

export function CheckboxSetting( props: Sized< typeof CheckboxControl > ) {
	return <CheckboxControl __nextHasNoMarginBottom { ...props } />;
}
