/**
 * Conversation history (spec 1 sections 4 and 9): after a completion only
 * the last 20 messages are kept; a "Failed to fetch" drops the oldest 8.
 */
import { HISTORY_DROP_ON_NETWORK_ERROR, HISTORY_LIMIT } from './constants';

/** The last `limit` messages (all of them when there are fewer). */
export function trimHistory< T >(
	messages: readonly T[],
	limit: number = HISTORY_LIMIT
): T[] {
	return messages.length > limit
		? messages.slice( messages.length - limit )
		: messages.slice();
}

/** The history without its oldest `count` messages, after a network failure. */
export function dropOldestMessages< T >(
	messages: readonly T[],
	count: number = HISTORY_DROP_ON_NETWORK_ERROR
): T[] {
	return messages.slice( Math.min( count, messages.length ) );
}

/**
 * The history to keep after a request: trimmed after a completion; the
 * oldest 8 dropped when it failed with "Failed to fetch" (a request too big
 * for the connection is the likely cause); unchanged after other errors.
 */
export function historyAfterRequest< T >(
	messages: readonly T[],
	outcome: 'done' | 'failed-to-fetch' | 'error'
): T[] {
	if ( outcome === 'done' ) {
		return trimHistory( messages );
	}
	if ( outcome === 'failed-to-fetch' ) {
		return dropOldestMessages( messages );
	}
	return messages.slice();
}
