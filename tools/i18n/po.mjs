// @ts-check
/**
 * Writes and reads gettext catalogues (.pot and .po) as far as this plugin's
 * tools need: entries with a context, a plural, references and translator
 * comments.
 */

/** @typedef {import('./extract-js.mjs').Entry & { msgstr?: string[] }} PoEntry */

/**
 * The key gettext tells entries apart by.
 *
 * @param {{ msgid: string, msgctxt?: string }} entry
 * @return {string} context EOT msgid, as Jed keys them
 */
export function entryKey( entry ) {
	return entry.msgctxt === undefined
		? entry.msgid
		: `${ entry.msgctxt }\u0004${ entry.msgid }`;
}

/**
 * One entry a string: the references and translator comments of every
 * place that uses it, in the order first seen.
 *
 * @param {import('./extract-js.mjs').Entry[]} entries
 * @return {import('./extract-js.mjs').Entry[]} merged
 */
export function mergeEntries( entries ) {
	/** @type {Map<string, import('./extract-js.mjs').Entry>} */
	const merged = new Map();
	for ( const entry of entries ) {
		const key = entryKey( entry );
		const known = merged.get( key );
		if ( ! known ) {
			merged.set( key, {
				...entry,
				references: [ ...entry.references ],
				comments: [ ...entry.comments ],
			} );
			continue;
		}
		known.msgidPlural ??= entry.msgidPlural;
		for ( const reference of entry.references ) {
			if ( ! known.references.includes( reference ) ) {
				known.references.push( reference );
			}
		}
		for ( const comment of entry.comments ) {
			if ( ! known.comments.includes( comment ) ) {
				known.comments.push( comment );
			}
		}
	}
	return [ ...merged.values() ];
}

/**
 * @param {string} text
 * @return {string} a PO string, quoted (long or multi-line text split)
 */
function quote( text ) {
	const escaped = ( /** @type {string} */ part ) =>
		'"' +
		part
			.replace( /\\/g, '\\\\' )
			.replace( /"/g, '\\"' )
			.replace( /\t/g, '\\t' )
			.replace( /\n/g, '\\n' ) +
		'"';
	if ( ! text.includes( '\n' ) || text.indexOf( '\n' ) === text.length - 1 ) {
		return escaped( text );
	}
	const lines = text.split( /(?<=\n)/ );
	return [ '""', ...lines.map( escaped ) ].join( '\n' );
}

/**
 * @param {Record<string, string>} headers
 * @param {PoEntry[]}              entries
 * @return {string} the catalogue's text
 */
export function writePo( headers, entries ) {
	const out = [
		'# Copyright (C) Orbit Blocks contributors',
		'# This file is distributed under the GPL-2.0-or-later.',
		'msgid ""',
		'msgstr ""',
		...Object.entries( headers ).map(
			( [ name, value ] ) => `"${ name }: ${ value }\\n"`
		),
		'',
	];
	for ( const entry of entries ) {
		for ( const comment of entry.comments ) {
			out.push( `#. ${ comment }` );
		}
		for ( const reference of entry.references ) {
			out.push( `#: ${ reference }` );
		}
		if ( entry.msgctxt !== undefined ) {
			out.push( `msgctxt ${ quote( entry.msgctxt ) }` );
		}
		out.push( `msgid ${ quote( entry.msgid ) }` );
		const msgstr = entry.msgstr ?? [];
		if ( entry.msgidPlural !== undefined ) {
			out.push( `msgid_plural ${ quote( entry.msgidPlural ) }` );
			out.push( `msgstr[0] ${ quote( msgstr[ 0 ] ?? '' ) }` );
			out.push( `msgstr[1] ${ quote( msgstr[ 1 ] ?? '' ) }` );
		} else {
			out.push( `msgstr ${ quote( msgstr[ 0 ] ?? '' ) }` );
		}
		out.push( '' );
	}
	return out.join( '\n' );
}

/**
 * @param {string} text a PO string's source, quotes included
 * @return {string} its value
 */
function unquote( text ) {
	// PO's escapes (\\ \" \n \t) are JSON's.
	return JSON.parse( text.trim() );
}

/**
 * Reads a .po or .pot.
 *
 * @param {string} text
 * @return {{ headers: Record<string, string>, entries: PoEntry[] }} the catalogue
 */
export function readPo( text ) {
	/** @type {PoEntry[]} */
	const entries = [];
	/** @type {any} */
	let entry = { references: [], comments: [], msgstr: [] };
	/** @type {{ field: string, index: number } | undefined} */
	let field;
	const flush = () => {
		if ( entry.msgid !== undefined ) {
			entries.push( entry );
		}
		entry = { references: [], comments: [], msgstr: [] };
		field = undefined;
	};
	for ( const raw of text.split( /\r?\n/ ) ) {
		const line = raw.trim();
		if ( line === '' ) {
			flush();
			continue;
		}
		if ( line.startsWith( '#.' ) ) {
			entry.comments.push( line.slice( 2 ).trim() );
			continue;
		}
		if ( line.startsWith( '#:' ) ) {
			entry.references.push( ...line.slice( 2 ).trim().split( /\s+/ ) );
			continue;
		}
		if ( line.startsWith( '#' ) ) {
			continue;
		}
		const match = line.match(
			/^(msgctxt|msgid_plural|msgid|msgstr)(?:\[(\d+)\])?\s+(".*")$/
		);
		if ( match ) {
			const [ , name, index, value ] = match;
			if ( name === 'msgctxt' && entry.msgid !== undefined ) {
				flush();
			}
			field = { field: name, index: Number( index ?? 0 ) };
			const key = {
				msgctxt: 'msgctxt',
				msgid: 'msgid',
				msgid_plural: 'msgidPlural',
				msgstr: 'msgstr',
			}[ name ];
			if ( key === 'msgstr' ) {
				entry.msgstr[ field.index ] = unquote( value );
			} else {
				entry[ /** @type {string} */ ( key ) ] = unquote( value );
			}
			continue;
		}
		if ( line.startsWith( '"' ) && field ) {
			if ( field.field === 'msgstr' ) {
				entry.msgstr[ field.index ] += unquote( line );
			} else {
				const key =
					field.field === 'msgid_plural'
						? 'msgidPlural'
						: field.field;
				entry[ key ] += unquote( line );
			}
		}
	}
	flush();
	/** @type {Record<string, string>} */
	const headers = {};
	const header = entries.find(
		( candidate ) => candidate.msgid === '' && ! candidate.msgctxt
	);
	for ( const headerLine of ( header?.msgstr?.[ 0 ] ?? '' ).split( '\n' ) ) {
		const at = headerLine.indexOf( ':' );
		if ( at > 0 ) {
			headers[ headerLine.slice( 0, at ).trim() ] = headerLine
				.slice( at + 1 )
				.trim();
		}
	}
	return {
		headers,
		entries: entries.filter( ( candidate ) => candidate !== header ),
	};
}
