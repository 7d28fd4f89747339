/**
 * The network of the network-settings tests, as GET
 * orbit-blocks/v1/network-ai-usage reports it on one page (the months and
 * the next reset aside): the PHP test
 * (tests/unit/network-settings-php.test.ts) checks that the route answers
 * this for the network it sets up, and the Settings screen's test
 * (src/settings/test/network-settings.test.tsx) answers it to the table.
 */
export const NETWORK_USAGE = {
	sites: [
		{
			id: 1,
			name: 'Main',
			address: 'http://network.test',
			thisMonth: 5,
			lastMonth: 10,
		},
		{
			id: 2,
			name: 'Bakery',
			address: 'http://network.test/bakery',
			thisMonth: 4,
			lastMonth: 0,
		},
		{
			id: 3,
			name: 'Choir',
			address: 'http://network.test/choir',
			thisMonth: 0,
			lastMonth: 0,
		},
	],
	siteCount: 3,
	page: 1,
	pages: 1,
	perPage: 100,
	total: { thisMonth: 9, lastMonth: 10 },
	totalSites: 3,
	totalPartial: false,
};
