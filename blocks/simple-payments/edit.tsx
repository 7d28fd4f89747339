/**
 * The simple-payments block in the editor (spec 2 "Simple payments",
 * sections 3 to 7): a product form (image, item name, description,
 * currency, price, multiple purchase, e-mail). The checks of section 5 run
 * when the post is saved and when the block is deselected; a valid product
 * is then saved as a jp_pay_product post (a draft until it has an id, then
 * published), only when the user may publish the post (always in the
 * widget editor or without a post). Server errors for spay_email and
 * spay_price show on their fields.
 */
import {
	MediaPlaceholder,
	MediaUpload,
	MediaUploadCheck,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Button,
	CheckboxControl,
	Notice,
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { useRegistry } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	SIMPLE_PAYMENTS_CURRENCIES,
	getCurrencyFormat,
} from '../../shared/currency';
import {
	oneAtATime,
	saveProduct,
	serverFieldErrors,
	type CoreDispatch,
} from './product';
import type { SimplePaymentsAttributes } from './types';
import { useEditorPost } from './use-may-save';
import {
	formatPriceInput,
	storedPrice,
	validateProduct,
	type FieldErrors,
} from './validation';
import { imageSource } from '../../shared/image-source';

interface EditProps {
	attributes: SimplePaymentsAttributes;
	setAttributes: ( attributes: Partial< SimplePaymentsAttributes > ) => void;
	isSelected: boolean;
	clientId: string;
}

interface Media {
	id: number;
	url: string;
	title?: string;
}

export default function SimplePaymentsEdit( {
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: EditProps ) {
	const {
		title,
		content,
		currency,
		email,
		multiple,
		featuredMediaId,
		featuredMediaUrl,
		featuredMediaTitle,
	} = attributes;
	const [ priceInput, setPriceInput ] = useState( () =>
		formatPriceInput( attributes.price, currency )
	);
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const [ saveError, setSaveError ] = useState< string | null >( null );
	const { maySave, isSavingPost } = useEditorPost();
	const registry = useRegistry() as unknown as CoreDispatch;
	const wasSelected = useRef( isSelected );
	const wasSavingPost = useRef( isSavingPost );

	/** The checks of spec 2 section 5, shown on their fields. */
	const check = () => {
		const found = validateProduct( {
			title,
			priceText: priceInput,
			email,
			currency,
		} );
		setErrors( found );
		const price = storedPrice( priceInput, currency );
		return Object.keys( found ).length ? undefined : price;
	};

	const currentProductId = (): number | undefined => {
		const blockEditor = (
			registry as unknown as {
				select: ( store: string ) => {
					getBlockAttributes?: (
						id: string
					) => SimplePaymentsAttributes | null;
				};
			}
		 ).select( 'core/block-editor' );
		return blockEditor?.getBlockAttributes?.( clientId )?.productId;
	};

	/** On deselect: the checks, then the product saved (once at a time). */
	const save = async () => {
		const price = check();
		if ( price === undefined || ! maySave ) {
			return;
		}
		setSaveError( null );
		try {
			await oneAtATime( clientId, async () => {
				// The id as it is now: a save before the post may have set it.
				const productId = currentProductId() ?? attributes.productId;
				const id = await saveProduct( registry, {
					productId,
					title,
					content,
					featuredMediaId,
					currency,
					email,
					multiple,
					price,
				} );
				if ( id !== productId ) {
					setAttributes( { productId: id } );
				}
			} );
		} catch ( error ) {
			const fieldErrors = serverFieldErrors( error, email );
			setErrors( fieldErrors );
			if ( ! Object.keys( fieldErrors ).length ) {
				setSaveError(
					( error as { message?: string } )?.message ||
						__( 'The product could not be saved.', 'orbit-blocks' )
				);
			}
		}
	};

	// Spec 2 section 4: on post save the checks show here, and the product
	// is saved before the post by pre-save.ts; on deselect, saved when valid.
	useEffect( () => {
		if ( isSavingPost && ! wasSavingPost.current ) {
			check();
		}
		wasSavingPost.current = isSavingPost;
	} ); // eslint-disable-line react-hooks/exhaustive-deps
	useEffect( () => {
		if ( wasSelected.current && ! isSelected ) {
			save();
		}
		wasSelected.current = isSelected;
	} ); // eslint-disable-line react-hooks/exhaustive-deps

	const changePrice = ( text: string ) => {
		setPriceInput( text );
		setErrors( ( current ) => ( { ...current, price: undefined } ) );
		setAttributes( { price: storedPrice( text, currency ) } );
	};

	const changeCurrency = ( code: string ) => {
		setAttributes( {
			currency: code,
			price: storedPrice( priceInput, code ),
		} );
	};

	const chooseImage = ( media: Media ) =>
		setAttributes( {
			featuredMediaId: media.id,
			featuredMediaUrl: media.url,
			featuredMediaTitle: media.title ?? null,
		} );

	const blockProps = useBlockProps( {
		className: 'jetpack-simple-payments-wrapper',
	} );
	const fieldError = ( message?: string ) =>
		message ? (
			<p className="simple-payments__field-error" role="alert">
				{ message }
			</p>
		) : null;

	return (
		<div { ...blockProps }>
			{ saveError && (
				<Notice status="error" isDismissible={ false }>
					{ saveError }
				</Notice>
			) }
			<div className="simple-payments__wrapper">
				<div className="simple-payments__image">
					{ featuredMediaUrl ? (
						<figure>
							<img
								src={ imageSource( featuredMediaUrl ) }
								alt={ featuredMediaTitle ?? '' }
							/>
							<MediaUploadCheck>
								<MediaUpload
									allowedTypes={ [ 'image' ] }
									value={ featuredMediaId }
									onSelect={ chooseImage }
									render={ ( {
										open,
									}: {
										open: () => void;
									} ) => (
										<Button
											variant="secondary"
											onClick={ open }
										>
											{ __(
												'Replace image',
												'orbit-blocks'
											) }
										</Button>
									) }
								/>
							</MediaUploadCheck>
							<Button
								variant="tertiary"
								isDestructive
								onClick={ () =>
									setAttributes( {
										featuredMediaId: 0,
										featuredMediaUrl: null,
										featuredMediaTitle: null,
									} )
								}
							>
								{ __( 'Remove image', 'orbit-blocks' ) }
							</Button>
						</figure>
					) : (
						<MediaPlaceholder
							icon="format-image"
							labels={ {
								title: __( 'Product image', 'orbit-blocks' ),
							} }
							accept="image/*"
							allowedTypes={ [ 'image' ] }
							onSelect={ chooseImage }
						/>
					) }
				</div>
				<div className="simple-payments__details">
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Item name', 'orbit-blocks' ) }
						value={ title }
						aria-invalid={ !! errors.title }
						onChange={ ( value ) => {
							setAttributes( { title: value } );
							setErrors( ( current ) => ( {
								...current,
								title: undefined,
							} ) );
						} }
					/>
					{ fieldError( errors.title ) }
					<TextareaControl
						__nextHasNoMarginBottom
						label={ __(
							'Describe your item in a few words',
							'orbit-blocks'
						) }
						value={ content }
						onChange={ ( value ) =>
							setAttributes( { content: value } )
						}
					/>
					<div className="simple-payments__price">
						<SelectControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Currency', 'orbit-blocks' ) }
							value={ currency }
							options={ SIMPLE_PAYMENTS_CURRENCIES.map(
								(
									code
								): { value: string; label: string } => ( {
									value: code,
									label: `${ code } ${
										getCurrencyFormat( code ).symbol
									}`,
								} )
							) }
							onChange={ ( code: string ) =>
								changeCurrency( code )
							}
						/>
						<TextControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Price', 'orbit-blocks' ) }
							inputMode="decimal"
							value={ priceInput }
							aria-invalid={ !! errors.price }
							onChange={ changePrice }
						/>
					</div>
					{ fieldError( errors.price ) }
					<CheckboxControl
						__nextHasNoMarginBottom
						label={ __(
							'Allow people to buy more than one item at a time.',
							'orbit-blocks'
						) }
						checked={ multiple }
						onChange={ ( value ) =>
							setAttributes( { multiple: value } )
						}
					/>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						type="email"
						label={ __( 'Email', 'orbit-blocks' ) }
						help={ __(
							'This is where PayPal will send your money. To claim a payment, you’ll need a PayPal account connected to a bank account.',
							'orbit-blocks'
						) }
						value={ email }
						aria-invalid={ !! errors.email }
						onChange={ ( value ) => {
							setAttributes( { email: value } );
							setErrors( ( current ) => ( {
								...current,
								email: undefined,
							} ) );
						} }
					/>
					{ fieldError( errors.email ) }
				</div>
			</div>
		</div>
	);
}
