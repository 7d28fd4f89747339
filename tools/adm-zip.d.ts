/**
 * The part of adm-zip (which ships no types) that tools/plugin-zip.mjs uses.
 */
declare module 'adm-zip' {
	export default class AdmZip {
		constructor( file?: string );
		deleteFile( entry: string ): void;
		writeZip( file: string ): void;
		getEntries(): Array< { entryName: string; isDirectory: boolean } >;
	}
}
