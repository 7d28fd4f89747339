import type { Page } from '@playwright/test';

export function connectAccountFromEditor(
	page: Page,
	openEditor: () => Promise< void >
): Promise< void >;
