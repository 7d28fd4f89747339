export interface CalendlyAttributes {
	backgroundColor: string;
	hideEventTypeDetails: boolean;
	primaryColor: string;
	textColor: string;
	style: 'inline' | 'link';
	url?: string;
	align?: string;
	className?: string;
}
