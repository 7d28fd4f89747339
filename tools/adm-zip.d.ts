/**
 * The part of adm-zip (which ships no types) that tools/plugin-zip.mjs and tools/php-server.mjs use.
 */
declare module 'adm-zip' {
	export default class AdmZip {
		constructor( file?: string );
		deleteFile( entry: string ): void;
		writeZip( file: string ): void;
		extractAllTo( folder: string, overwrite?: boolean ): void;
		getEntries(): Array< { entryName: string; isDirectory: boolean } >;
	}
}
