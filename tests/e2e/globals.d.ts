// The editor page's globals, as the e2e specs read them through page.evaluate.
declare global {
	interface Window {
		// eslint-disable-next-line @typescript-eslint/no-explicit-any
		wp: any;
	}
}
export {};
