/**
 * The cluster suite (`npm run test:cluster`, tools/cluster.mjs): the load
 * test of tests/e2e-load/ and the specs of tests/cluster/, against the
 * balancer of two web servers (tools/cluster-server.mjs). Otherwise the e2e
 * configuration as it is.
 */
import path from 'path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

export default defineConfig( {
	...base,
	testDir: '..',
	testMatch: [ 'e2e-load/load.spec.ts', 'cluster/**/*.spec.ts' ],
	// The report where the other suites' goes, not beside this file.
	reporter: process.env.CI
		? [ [ 'list' ] ]
		: [
				[ 'list' ],
				[
					'html',
					{
						open: 'never',
						outputFolder: path.join(
							__dirname,
							'../../playwright-report'
						),
					},
				],
		  ],
} );
