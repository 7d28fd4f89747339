/**
 * Reading an AI answer: every streamed event's data goes through the
 * accumulator (JSON chunk to visible text). The AI block's stream is about
 * 2,000 chunks; the time per chunk must not grow with the answer's length
 * (nothing re-reads the whole answer per chunk).
 */
import { defineBench } from '../../../tests/bench/micro-bench';
import { AnswerAccumulator } from '../stream-parser';

export default defineBench( {
	name: 'AI stream accumulation',
	unit: 'chunks',
	size: 2000,
	setup: ( size ) =>
		Array.from( { length: size + 1 }, ( _, i ) =>
			i === size
				? '[DONE]'
				: JSON.stringify( {
						choices: [
							{
								delta: {
									content: `word${ i }${
										i % 12 ? ' ' : '\n\n'
									}`,
								},
							},
						],
				  } )
		),
	run: ( events ) => {
		const answer = new AnswerAccumulator();
		for ( const data of events ) {
			answer.push( data );
		}
		return answer.text.length;
	},
} );
