<?php
/**
 * The phone field's country code (the incumbent's jetpack/phone-input with
 * showCountrySelector): the calling codes by ISO 3166-1 alpha-2 code (the
 * editor keeps the same table in blocks/contact-form/inner/country-codes.ts;
 * tests/unit/contact-form-inner-php.test.ts checks that both agree), the
 * country select visitors choose from, and the value stored: +<code> <number>.
 *
 * @package OrbitBlocks
 */

defined( 'ABSPATH' ) || exit;

/** The field's country when the block names none (the incumbent's too). */
const ORBIT_BLOCKS_CONTACT_FORM_DEFAULT_COUNTRY = 'US';

/**
 * ISO code => calling code (digits).
 *
 * @return array<string, string>
 */
function orbit_blocks_contact_form_country_codes(): array {
	static $codes = null;
	if ( null === $codes ) {
		$codes = array();
		$table = 'AD:376 AE:971 AF:93 AG:1 AI:1 AL:355 AM:374 AO:244 AR:54 AS:1 AT:43 AU:61 AW:297 AX:358 AZ:994 ' .
		'BA:387 BB:1 BD:880 BE:32 BF:226 BG:359 BH:973 BI:257 BJ:229 BL:590 BM:1 BN:673 BO:591 BQ:599 BR:55 ' .
		'BS:1 BT:975 BW:267 BY:375 BZ:501 CA:1 CC:61 CD:243 CF:236 CG:242 CH:41 CI:225 CK:682 CL:56 CM:237 ' .
		'CN:86 CO:57 CR:506 CU:53 CV:238 CW:599 CX:61 CY:357 CZ:420 DE:49 DJ:253 DK:45 DM:1 DO:1 DZ:213 ' .
		'EC:593 EE:372 EG:20 EH:212 ER:291 ES:34 ET:251 FI:358 FJ:679 FK:500 FM:691 FO:298 FR:33 GA:241 ' .
		'GB:44 GD:1 GE:995 GF:594 GG:44 GH:233 GI:350 GL:299 GM:220 GN:224 GP:590 GQ:240 GR:30 GT:502 GU:1 ' .
		'GW:245 GY:592 HK:852 HN:504 HR:385 HT:509 HU:36 ID:62 IE:353 IL:972 IM:44 IN:91 IO:246 IQ:964 IR:98 ' .
		'IS:354 IT:39 JE:44 JM:1 JO:962 JP:81 KE:254 KG:996 KH:855 KI:686 KM:269 KN:1 KP:850 KR:82 KW:965 ' .
		'KY:1 KZ:7 LA:856 LB:961 LC:1 LI:423 LK:94 LR:231 LS:266 LT:370 LU:352 LV:371 LY:218 MA:212 MC:377 ' .
		'MD:373 ME:382 MF:590 MG:261 MH:692 MK:389 ML:223 MM:95 MN:976 MO:853 MP:1 MQ:596 MR:222 MS:1 MT:356 ' .
		'MU:230 MV:960 MW:265 MX:52 MY:60 MZ:258 NA:264 NC:687 NE:227 NF:672 NG:234 NI:505 NL:31 NO:47 ' .
		'NP:977 NR:674 NU:683 NZ:64 OM:968 PA:507 PE:51 PF:689 PG:675 PH:63 PK:92 PL:48 PM:508 PR:1 PS:970 ' .
		'PT:351 PW:680 PY:595 QA:974 RE:262 RO:40 RS:381 RU:7 RW:250 SA:966 SB:677 SC:248 SD:249 SE:46 SG:65 ' .
		'SH:290 SI:386 SJ:47 SK:421 SL:232 SM:378 SN:221 SO:252 SR:597 SS:211 ST:239 SV:503 SX:1 SY:963 ' .
		'SZ:268 TC:1 TD:235 TG:228 TH:66 TJ:992 TK:690 TL:670 TM:993 TN:216 TO:676 TR:90 TT:1 TV:688 TW:886 ' .
		'TZ:255 UA:380 UG:256 US:1 UY:598 UZ:998 VA:39 VC:1 VE:58 VG:1 VI:1 VN:84 VU:678 WF:681 WS:685 ' .
		'XK:383 YE:967 YT:262 ZA:27 ZM:260 ZW:263';
		foreach ( explode( ' ', trim( $table ) ) as $pair ) {
			list( $iso, $dial ) = explode( ':', $pair );
			$codes[ $iso ]      = $dial;
		}
	}
	return $codes;
}

/**
 * The country a phone field starts at, or null when it asks for none: the
 * block's `default` when it is a known code, else the default country.
 *
 * @param array<string, mixed> $attrs The field block's attributes.
 */
function orbit_blocks_contact_form_phone_country( array $attrs ): ?string {
	if ( empty( $attrs['showCountrySelector'] ) ) {
		return null;
	}
	$code = is_string( $attrs['default'] ?? null ) ? strtoupper( $attrs['default'] ) : '';
	return isset( orbit_blocks_contact_form_country_codes()[ $code ] ) ? $code : ORBIT_BLOCKS_CONTACT_FORM_DEFAULT_COUNTRY;
}

/** "France (+33)" in the site's language when PHP has ext-intl, else "FR (+33)". */
function orbit_blocks_contact_form_country_label( string $code ): string {
	$name = $code;
	if ( class_exists( 'Locale' ) ) {
		$display = Locale::getDisplayRegion( '-' . $code, function_exists( 'determine_locale' ) ? determine_locale() : 'en' );
		if ( is_string( $display ) && '' !== $display && $display !== $code ) {
			$name = $display;
		}
	}
	return sprintf( '%1$s (+%2$s)', $name, orbit_blocks_contact_form_country_codes()[ $code ] ?? '' );
}

/**
 * A submitted phone value of a field with a country: the number with its
 * calling code ("+33 6 12 34 56 78"), or the number alone when the visitor
 * typed it with a + already; '' without a number. Null when the country is
 * not one of the table's.
 *
 * @param mixed $raw array( 'country' => ISO code, 'number' => string ), or a string.
 */
function orbit_blocks_contact_form_phone_value( $raw, string $country ): ?string {
	$number = sanitize_text_field( orbit_blocks_contact_form_scalar( is_array( $raw ) ? ( $raw['number'] ?? '' ) : $raw ) );
	if ( is_array( $raw ) && isset( $raw['country'] ) ) {
		$country = strtoupper( sanitize_text_field( orbit_blocks_contact_form_scalar( $raw['country'] ) ) );
	}
	$dial = orbit_blocks_contact_form_country_codes()[ $country ] ?? null;
	if ( null === $dial ) {
		return null;
	}
	if ( '' === $number || 0 === strpos( $number, '+' ) ) {
		return $number;
	}
	return '+' . $dial . ' ' . $number;
}

/**
 * A stored value split back into its country and number, to show it again
 * (after a failed submission): the field's country when its calling code is
 * the value's, else the first country with that code.
 *
 * @return array{0: string, 1: string} Country code and number.
 */
function orbit_blocks_contact_form_phone_parts( string $value, string $country ): array {
	if ( preg_match( '/^\+(\d{1,4}) (.*)$/s', $value, $m ) ) {
		$codes = orbit_blocks_contact_form_country_codes();
		if ( ( $codes[ $country ] ?? '' ) === $m[1] ) {
			return array( $country, $m[2] );
		}
		$found = array_search( $m[1], $codes, true );
		if ( false !== $found ) {
			return array( (string) $found, $m[2] );
		}
	}
	return array( $country, $value );
}

/**
 * The phone field's control: the country select and the number.
 *
 * @param array<string, mixed> $field  From orbit_blocks_contact_form_fields().
 * @param string               $common The number input's id, name, required and aria attributes.
 */
function orbit_blocks_contact_form_render_phone( array $field, string $id, string $name, string $value, string $common, string $placeholder ): string {
	list( $chosen, $number ) = orbit_blocks_contact_form_phone_parts( $value, $field['country'] );
	$labels                  = array();
	foreach ( array_keys( orbit_blocks_contact_form_country_codes() ) as $code ) {
		$labels[ $code ] = orbit_blocks_contact_form_country_label( $code );
	}
	asort( $labels, SORT_NATURAL | SORT_FLAG_CASE );
	$options = '';
	foreach ( $labels as $code => $label ) {
		$options .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $code ), $code === $chosen ? ' selected' : '', esc_html( $label ) );
	}
	return sprintf(
		'<span class="orbit-form-field__phone"><select id="%1$s" name="%2$s" aria-label="%3$s" autocomplete="tel-country-code">%4$s</select><input type="tel"%5$s value="%6$s"%7$s autocomplete="tel-national" /></span>',
		esc_attr( $id . '-country' ),
		esc_attr( $name . '[country]' ),
		esc_attr__( 'Country code', 'orbit-blocks' ),
		$options,
		$common,
		esc_attr( $number ),
		$placeholder
	);
}
