export interface EventbriteAttributes {
	url?: string;
	eventId?: number;
	style: 'inline' | 'modal';
	align?: string;
	className?: string;
}
