/**
 * The AI Assistant block as the AI specs insert it: from the inserter, then
 * its prompt once the block's edit chunk has loaded (the first time the
 * block shows).
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect, insertFromInserter } from './orbit-blocks';

export async function insertAssistant(
	page: Page,
	canvas: FrameLocator | Locator
): Promise< { block: Locator; prompt: Locator } > {
	await insertFromInserter( page, 'AI Assistant', /^AI Assistant/ );
	const block = canvas.locator( '[data-type="jetpack/ai-assistant"]' );
	const prompt = block.getByRole( 'textbox', { name: 'AI prompt' } );
	await expect( prompt ).toBeVisible( { timeout: 60_000 } );
	return { block, prompt };
}
