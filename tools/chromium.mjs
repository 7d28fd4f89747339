// @ts-check
/**
 * Debian's Chromium as the e2e suites (playwright.config.ts) and `npm run
 * test:start` (tools/check-start.mjs) launch it: its path (CHROMIUM_PATH
 * names another) and the flags that keep it quiet: no sandbox (root needs
 * that here), no GPU, no QUIC, no first-run pages, no background requests,
 * component updates or sync (there is no network).
 */

/** The browser's executable. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags it is launched with. */
export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];
