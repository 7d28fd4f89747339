/**
 * What a block says while its service is not set up: to an administrator,
 * what to add with a link to Settings → Orbit Blocks; to anyone else, to
 * ask an administrator. Only the editor shows it; visitors never do.
 */
import { Notice } from '@wordpress/components';
import { createInterpolateElement } from '@wordpress/element';
import { canManageSettings, settingsUrl } from '../service-settings';

interface Props {
	/**
	 * For administrators, translated, with <a>…</a> around the screen's name,
	 * e.g. "Add a GIPHY API key in <a>Settings → Orbit Blocks</a> to search GIFs."
	 */
	adminMessage: string;
	/** For everyone else, translated: "Ask an administrator to add …". */
	otherMessage: string;
	className?: string;
}

export default function MissingSettingNotice( {
	adminMessage,
	otherMessage,
	className,
}: Props ) {
	const url = settingsUrl();
	const admin = canManageSettings();
	let content: string | JSX.Element = otherMessage;
	if ( admin ) {
		content = createInterpolateElement( adminMessage, {
			// The message's own words fill the link.
			// eslint-disable-next-line jsx-a11y/anchor-has-content
			a: url ? <a href={ url } /> : <span />,
		} );
	}
	return (
		<Notice
			className={ [ 'orbit-blocks-missing-setting', className ]
				.filter( Boolean )
				.join( ' ' ) }
			status="info"
			isDismissible={ false }
		>
			{ content }
		</Notice>
	);
}
