/**
 * The form AI bar's reply parser (spec 1 sections 4 and 5): the streamed
 * answer, block markup of the form's fields, turned into blocks.
 *
 * - While the answer streams, only the complete top-level blocks so far are
 *   parsed (a half-written comment or an open block waits for more text),
 *   so every partial stream gives a usable list.
 * - Invalid blocks and freeform, missing or html blocks are dropped, at any
 *   depth (spec 1 section 5).
 * - A field may hold its label, input and options as inner blocks (the
 *   incumbent's shape): it keeps those its kind takes (field-inner-blocks.ts).
 * - On completion, `withOneSubmit` leaves exactly one Submit button, last.
 */
import {
	createBlock,
	getBlockType,
	parse,
	type BlockInstance,
} from '@wordpress/blocks';
import { REJECTED_BLOCKS, SUBMIT_ATTRIBUTES, SUBMIT_BLOCK } from './constants';
import { withFieldInnerBlocks } from './field-inner-blocks';
import { withSubmitInSteps } from './steps';

/** A block comment delimiter: `<!-- wp:name {json} -->`, `<!-- /wp:name -->` or `<!-- wp:name /-->`. */
const DELIMITER =
	/<!--\s+(\/)?wp:([a-z][a-z0-9_-]*(?:\/[a-z][a-z0-9_-]*)?)\s+(?:\{[\s\S]*?\}\s+)?(\/)?-->/g;

/** Models like to wrap markup in a Markdown code fence: it is not content. */
function withoutFences( text: string ): string {
	return text.replace( /^\s*```[a-z]*\s*$/gim, '' );
}

/**
 * The text up to the end of the last complete top-level block (all of it
 * when nothing is left open).
 */
export function completePart( text: string ): string {
	let depth = 0;
	let end = 0;
	DELIMITER.lastIndex = 0;
	for (
		let match = DELIMITER.exec( text );
		match;
		match = DELIMITER.exec( text )
	) {
		const [ token, closer, , selfClosing ] = match;
		if ( closer ) {
			depth = Math.max( 0, depth - 1 );
		} else if ( ! selfClosing ) {
			depth++;
		}
		if ( depth === 0 ) {
			end = match.index + token.length;
		}
	}
	return text.slice( 0, end );
}

/** The block may stay in a form: valid, registered, not a rejected type. */
export function isAcceptedBlock( block: BlockInstance ): boolean {
	return (
		block.isValid !== false &&
		! REJECTED_BLOCKS.includes( block.name ) &&
		!! getBlockType( block.name )
	);
}

function accepted( blocks: BlockInstance[] ): BlockInstance[] {
	return blocks.filter( isAcceptedBlock ).map( ( block ) =>
		block.innerBlocks.length
			? withFieldInnerBlocks( {
					...block,
					innerBlocks: accepted( block.innerBlocks ),
			  } )
			: block
	);
}

/**
 * The blocks of an answer. `partial`: the answer is still streaming (only
 * its complete blocks count).
 */
export function parseFormReply(
	text: string,
	{ partial = false }: { partial?: boolean } = {}
): BlockInstance[] {
	const markup = withoutFences( text );
	const source = partial ? completePart( markup ) : markup;
	if ( ! source.trim() ) {
		return [];
	}
	return accepted( parse( source ) );
}

/**
 * Exactly one Submit button, at the end (spec 1 section 4): the first
 * button of the answer is kept (its other attributes, colours for one), the
 * others are removed, and one is added when there is none. Either way it is
 * a real button (element "button") labelled "Submit", with border radius 8,
 * whose removal is locked: the spec's label and radius win over the model's.
 */
export function withOneSubmit( blocks: BlockInstance[] ): BlockInstance[] {
	const fields = blocks.filter( ( block ) => block.name !== SUBMIT_BLOCK );
	const first = blocks.find( ( block ) => block.name === SUBMIT_BLOCK );
	const submit = first
		? createBlock( SUBMIT_BLOCK, {
				...first.attributes,
				...SUBMIT_ATTRIBUTES,
				lock: {
					...( first.attributes.lock as object | undefined ),
					remove: true,
				},
		  } )
		: createBlock( SUBMIT_BLOCK, { ...SUBMIT_ATTRIBUTES } );
	return [ ...fields, submit ];
}

/** The form's inner blocks once the answer is complete (with steps: the Submit in their navigation). */
export function finalFormBlocks( text: string ): BlockInstance[] {
	return withSubmitInSteps( withOneSubmit( parseFormReply( text ) ) );
}
