/**
 * End-to-end tests: real WordPress (started by tools/e2e.mjs, which sets
 * WP_BASE_URL) and Debian's Chromium driven by Playwright. One worker:
 * the tests share the site's data (docs/development.md, "End-to-end sites").
 */
import path from 'path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tools/chromium.mjs';

const STORAGE_STATE_PATH = path.join(
	__dirname,
	'artifacts/storage-states/admin.json'
);
process.env.STORAGE_STATE_PATH ??= STORAGE_STATE_PATH;

export default defineConfig( {
	// tools/e2e.mjs --suite=zip: the zip on a pristine site; --suite=hostile:
	// the hostile-input corpus on the development site; --suite=load: the load
	// and fault test (npm run test:load).
	testDir:
		{
			zip: './tests/e2e-zip',
			hostile: './tests/e2e-hostile',
			load: './tests/e2e-load',
		}[ process.env.ORBIT_E2E_SUITE ?? '' ] ?? './tests/e2e',
	testMatch: '**/*.spec.ts',
	// tools/e2e.mjs gives each shard its own.
	outputDir: process.env.ORBIT_E2E_OUTPUT ?? './test-results',
	globalSetup: require.resolve( './tests/e2e/global-setup.ts' ),
	workers: 1,
	fullyParallel: false,
	forbidOnly: true,
	retries: 0,
	timeout: 120_000,
	expect: { timeout: 20_000 },
	reporter: process.env.CI
		? [ [ 'list' ] ]
		: [
				[ 'list' ],
				[
					'html',
					{ open: 'never', outputFolder: 'playwright-report' },
				],
		  ],
	use: {
		baseURL: process.env.WP_BASE_URL ?? 'http://127.0.0.1:8889',
		storageState: process.env.STORAGE_STATE_PATH,
		headless: true,
		viewport: { width: 1280, height: 900 },
		actionTimeout: 20_000,
		navigationTimeout: 60_000,
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
		launchOptions: {
			executablePath: CHROMIUM_PATH,
			args: CHROMIUM_ARGS,
		},
	},
} );
