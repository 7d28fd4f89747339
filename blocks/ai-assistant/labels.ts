/**
 * What the AI menus show for tones and languages, in the user's language.
 * (The prompts keep English names, prompt.ts: the model reads English best.)
 */
import { getSettings } from '@wordpress/date';
import { __ } from '@wordpress/i18n';

/** A tone's name, translated; the slug itself for a tone not listed. */
export function toneLabel( tone: string ): string {
	const labels: Record< string, string > = {
		formal: __( 'Formal', 'orbit-blocks' ),
		informal: __( 'Informal', 'orbit-blocks' ),
		optimistic: __( 'Optimistic', 'orbit-blocks' ),
		humorous: __( 'Humorous', 'orbit-blocks' ),
		serious: __( 'Serious', 'orbit-blocks' ),
		skeptical: __( 'Skeptical', 'orbit-blocks' ),
		empathetic: __( 'Empathetic', 'orbit-blocks' ),
		confident: __( 'Confident', 'orbit-blocks' ),
		passionate: __( 'Passionate', 'orbit-blocks' ),
		provocative: __( 'Provocative', 'orbit-blocks' ),
	};
	return labels[ tone ] ?? tone;
}

/**
 * The user's locale as a BCP 47 tag ("pt_BR" → "pt-BR"): WordPress hands
 * the date package the user's locale (get_user_locale()).
 */
export function userLanguageTag(): string {
	const locale = getSettings().l10n?.locale || 'en';
	return locale.replace( /_/g, '-' );
}

/**
 * A language's name in the user's language (Intl.DisplayNames): "French"
 * for an English user, "français" … "Französisch" for a German one. The
 * code itself when the browser cannot name it.
 */
export function languageName(
	code: string,
	userLanguage: string = userLanguageTag()
): string {
	try {
		return (
			new Intl.DisplayNames( [ userLanguage, 'en' ], {
				type: 'language',
			} ).of( code ) ?? code
		);
	} catch {
		return code;
	}
}
