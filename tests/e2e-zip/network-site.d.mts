export function startNetworkSite( options: { zip: string } ): Promise< {
	url: string;
	wordpress: string;
	stop: () => Promise< void >;
} >;
