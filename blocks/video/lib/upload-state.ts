/**
 * The upload's states (spec 3 section 4, spec 1 section 4): uploading with a
 * progress, paused and resumed, then either an error (Try again, Cancel) or
 * complete (Upload Complete!, Done).
 */
export interface UploadResult {
	guid: string;
	mediaId: number;
	src: string;
}

export type UploadState =
	| { status: 'idle' }
	| { status: 'uploading'; sent: number; total: number }
	| { status: 'paused'; sent: number; total: number }
	| { status: 'error'; message: string; sent: number; total: number }
	| { status: 'complete'; result: UploadResult };

export type UploadAction =
	| { type: 'START'; total: number }
	| { type: 'PROGRESS'; sent: number; total: number }
	| { type: 'PAUSE' }
	| { type: 'RESUME' }
	| { type: 'ERROR'; message: string }
	| { type: 'COMPLETE'; result: UploadResult }
	| { type: 'RESET' };

export const INITIAL_UPLOAD: UploadState = { status: 'idle' };

export function uploadReducer(
	state: UploadState,
	action: UploadAction
): UploadState {
	switch ( action.type ) {
		case 'START':
			return { status: 'uploading', sent: 0, total: action.total };
		case 'PROGRESS':
			// A late progress event neither revives a paused or finished upload
			// nor moves the bar backwards.
			return state.status === 'uploading'
				? {
						...state,
						sent: Math.max( state.sent, action.sent ),
						total: action.total,
				  }
				: state;
		case 'PAUSE':
			return state.status === 'uploading'
				? { ...state, status: 'paused' }
				: state;
		case 'RESUME':
			return state.status === 'paused' || state.status === 'error'
				? { status: 'uploading', sent: state.sent, total: state.total }
				: state;
		case 'ERROR':
			return state.status === 'uploading' || state.status === 'paused'
				? {
						status: 'error',
						message: action.message,
						sent: state.sent,
						total: state.total,
				  }
				: state;
		case 'COMPLETE':
			return { status: 'complete', result: action.result };
		case 'RESET':
			return INITIAL_UPLOAD;
	}
	return state;
}

/** Whole percent sent, 0 to 100. */
export function percent( state: UploadState ): number {
	if ( state.status === 'complete' ) {
		return 100;
	}
	if ( state.status === 'idle' || ! state.total ) {
		return 0;
	}
	return Math.min( 100, Math.floor( ( state.sent / state.total ) * 100 ) );
}
