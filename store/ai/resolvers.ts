/** Reading the feature status loads it once. */
import { fetchAiAssistantFeature } from './actions';

export const getAiAssistantFeature =
	() =>
	async (
		args: Parameters< ReturnType< typeof fetchAiAssistantFeature > >[ 0 ]
	) => {
		await fetchAiAssistantFeature()( args );
	};
