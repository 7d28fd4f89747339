export interface PinterestAttributes {
	url?: string;
	className?: string;
}
