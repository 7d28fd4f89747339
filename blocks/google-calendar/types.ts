export interface GoogleCalendarAttributes {
	url?: string;
	height: number;
	align?: string;
	className?: string;
}
