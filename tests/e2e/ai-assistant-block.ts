/**
 * The AI Assistant block as the AI specs use it: an author ready for AI, and
 * the block inserted from the inserter.
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';
import type { Admin, RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import {
	connectAccount,
	expect,
	insertBlockFromInserter,
} from './orbit-blocks';
import { resetAiRequests } from './site-state';

/**
 * Connects the signed-in author's account (AI is only for users whose
 * account is connected) and starts the AI request count afresh.
 */
export async function readyForAi(
	admin: Admin,
	page: Page,
	requestUtils: RequestUtils
): Promise< void > {
	await connectAccount( admin, page );
	await resetAiRequests( requestUtils );
}

/**
 * Inserts the block from the inserter; gives it and its prompt once the
 * block's edit chunk has loaded (the first time the block shows).
 */
export async function insertAssistant(
	page: Page,
	canvas: FrameLocator | Locator
): Promise< { block: Locator; prompt: Locator } > {
	await insertBlockFromInserter( page, 'jetpack/ai-assistant' );
	const block = canvas.locator( '[data-type="jetpack/ai-assistant"]' );
	const prompt = block.getByRole( 'textbox', { name: 'AI prompt' } );
	await expect( prompt ).toBeVisible( { timeout: 60_000 } );
	return { block, prompt };
}
