/** The AI Assistant block's attributes (block.json, spec 1 section 3). */
import type { PromptMessage } from './prompt';

export interface AiAssistantAttributes {
	/** The answer so far (markdown, or block markup with Gutenberg syntax). */
	content?: string;
	/** The answer before the last tone/language/improve change (Try Again). */
	originalContent?: string;
	/** The prompt type of the last request (prompt.ts PromptType). */
	promptType?: string;
	/** The conversation before the last request (Try Again restores it). */
	originalMessages: PromptMessage[];
	/** The conversation so far (system prompt excluded). */
	messages: PromptMessage[];
	useGutenbergSyntax: boolean;
	useGpt4: boolean;
	customSystemPrompt: string;
	/**
	 * Not in the spec: the sanitised HTML of `content`, read back from the
	 * saved div, so that save() needs no markdown renderer in the editor
	 * entry (the markdown block does the same, see save.tsx).
	 */
	html?: string;
	className?: string;
}
