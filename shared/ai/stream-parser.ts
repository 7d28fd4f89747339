/**
 * The AI stream's messages (spec 1 section 7): each server-sent event's data
 * is a JSON chunk whose first choice's delta holds `content` or a
 * `function_call` ({ name, arguments } pieces), and the stream ends with
 * the [DONE] marker. A reply that starts with the unclear-prompt marker is
 * an error (spec 1 section 4).
 *
 * The accumulator appends each delta once (JavaScript strings concatenate
 * in amortised constant time) and never re-reads the answer: the
 * unclear-prompt check only looks at the first characters.
 */
import { DONE_MARKER, UNCLEAR_PROMPT_MARKER } from './constants';
import type { AiFunctionCall } from './types';

export type ParsedChunk =
	| { type: 'done' }
	| {
			type: 'delta';
			content: string;
			functionCall?: { name?: string; arguments?: string };
	  }
	| { type: 'invalid' };

type Delta = {
	content?: unknown;
	function_call?: { name?: unknown; arguments?: unknown };
};

/** One event's data: [DONE], a delta, or something that is neither. */
export function parseChunk( data: string ): ParsedChunk {
	const trimmed = data.trim();
	if ( trimmed === DONE_MARKER ) {
		return { type: 'done' };
	}
	let json: unknown;
	try {
		json = JSON.parse( trimmed );
	} catch {
		return { type: 'invalid' };
	}
	const choices = ( json as { choices?: unknown } | null )?.choices;
	const delta: Delta | undefined = Array.isArray( choices )
		? ( choices[ 0 ] as { delta?: Delta } | undefined )?.delta
		: undefined;
	if ( ! delta || typeof delta !== 'object' ) {
		return { type: 'invalid' };
	}
	const content = typeof delta.content === 'string' ? delta.content : '';
	const call = delta.function_call;
	if ( call && typeof call === 'object' ) {
		return {
			type: 'delta',
			content,
			functionCall: {
				name: typeof call.name === 'string' ? call.name : undefined,
				arguments:
					typeof call.arguments === 'string'
						? call.arguments
						: undefined,
			},
		};
	}
	return { type: 'delta', content };
}

/** What one message changed. */
export type PushResult =
	| { type: 'text'; delta: string }
	| { type: 'none' }
	| { type: 'done' }
	| { type: 'unclear-prompt' };

/** The answer so far, fed one event's data at a time. */
export class AnswerAccumulator {
	/** The visible answer. */
	private shown = '';
	/** The reply's start while it may still be the unclear-prompt marker. */
	private pending = '';
	/** The start has been checked: the reply is not the marker. */
	private checked = false;
	private callName = '';
	private callArguments = '';
	private hasCall = false;
	private finished = false;

	get text(): string {
		return this.shown;
	}

	get done(): boolean {
		return this.finished;
	}

	get functionCall(): AiFunctionCall | undefined {
		return this.hasCall
			? { name: this.callName, arguments: this.callArguments }
			: undefined;
	}

	push( data: string ): PushResult {
		if ( this.finished ) {
			return { type: 'none' };
		}
		const chunk = parseChunk( data );
		if ( chunk.type === 'done' ) {
			this.finished = true;
			return { type: 'done' };
		}
		if ( chunk.type === 'invalid' ) {
			return { type: 'none' };
		}
		if ( chunk.functionCall ) {
			this.hasCall = true;
			this.callName += chunk.functionCall.name ?? '';
			this.callArguments += chunk.functionCall.arguments ?? '';
		}
		if ( ! chunk.content ) {
			return { type: 'none' };
		}
		return this.append( chunk.content );
	}

	private append( content: string ): PushResult {
		if ( this.checked ) {
			this.shown += content;
			return { type: 'text', delta: content };
		}
		// Only the start of the reply can hold the marker: `pending` holds
		// the start while it may still be the marker, then the check stops.
		const start = this.pending + content;
		if ( start.startsWith( UNCLEAR_PROMPT_MARKER ) ) {
			this.finished = true;
			return { type: 'unclear-prompt' };
		}
		if ( UNCLEAR_PROMPT_MARKER.startsWith( start ) ) {
			this.pending = start;
			return { type: 'none' };
		}
		this.checked = true;
		this.pending = '';
		this.shown = start;
		return { type: 'text', delta: start };
	}
}
