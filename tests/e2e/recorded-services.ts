/**
 * Third-party hosts the embed blocks load, answered in the browser with the
 * files recorded under tests/e2e/fixtures/<service>/ (docs/testing.md: the
 * e2e sites keep the services' real addresses). Each function routes one
 * service's hosts for a browser context and gives the list of the requests
 * for its widget script, so that a spec can assert which pages load it.
 */
import fs from 'fs';
import path from 'path';
import type { BrowserContext, Route } from '@playwright/test';

const RECORDED = path.join( __dirname, 'fixtures' );

/** Answers `route` with the recorded `file` (fixtures/<service>/<name>). */
export function fulfillWithRecorded(
	route: Route,
	file: string,
	contentType: string
): Promise< void > {
	return route.fulfill( {
		contentType,
		body: fs.readFileSync( path.join( RECORDED, file ), 'utf8' ),
	} );
}

/** Eventbrite's widget script and its checkout page. */
export async function answerEventbrite(
	context: BrowserContext
): Promise< string[] > {
	const widget: string[] = [];
	await context.route(
		'https://www.eventbrite.com/static/widgets/eb_widgets.js',
		( route ) => {
			widget.push( route.request().url() );
			return fulfillWithRecorded(
				route,
				'eventbrite/eb_widgets.js',
				'text/javascript'
			);
		}
	);
	await context.route(
		/^https:\/\/www\.eventbrite\.com\/checkout-external\?/,
		( route ) =>
			fulfillWithRecorded(
				route,
				'eventbrite/checkout.html',
				'text/html'
			)
	);
	return widget;
}

/** Calendly's widget script and (empty) stylesheet. */
export async function answerCalendlyWidget(
	context: BrowserContext
): Promise< string[] > {
	const widget: string[] = [];
	await context.route(
		'https://assets.calendly.com/assets/external/widget.js',
		( route ) => {
			widget.push( route.request().url() );
			return fulfillWithRecorded(
				route,
				'calendly/widget.js',
				'text/javascript'
			);
		}
	);
	await context.route(
		'https://assets.calendly.com/assets/external/widget.css',
		( route ) => route.fulfill( { contentType: 'text/css', body: '' } )
	);
	return widget;
}
