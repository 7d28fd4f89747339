/**
 * When the form AI bar is offered (spec 1 section 6): not inside a query
 * loop, not when the AI Assistant block type is hidden or not registered
 * (the user turned AI off in the editor's block manager), and not when the
 * AI feature reports an error code.
 */
export type FormAiContext = {
	insideQueryLoop: boolean;
	/** Block types the user hid (the editor's "hiddenBlockTypes" preference). */
	hiddenBlockTypes: string[];
	aiBlockRegistered: boolean;
	featureErrorCode: string;
};

export const AI_BLOCK = 'jetpack/ai-assistant';
export const QUERY_LOOP = 'core/query';

export function isFormAiOffered( context: FormAiContext ): boolean {
	return (
		! context.insideQueryLoop &&
		context.aiBlockRegistered &&
		! context.hiddenBlockTypes.includes( AI_BLOCK ) &&
		! context.hiddenBlockTypes.includes( 'jetpack/contact-form' ) &&
		! context.featureErrorCode
	);
}
