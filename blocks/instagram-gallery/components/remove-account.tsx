/**
 * Removing the Instagram account from the site (not only from this block):
 * an explicit choice, behind a warning that names how many posts show the
 * account, because every one of those galleries turns empty. The block's
 * own Disconnect only unlinks the block.
 */
import { Button, Flex, Modal, Notice, Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { deleteConnection, fetchAccountUsage, type AccountUsage } from '../api';
import { GENERIC_ERROR } from '../messages';

interface Props {
	token: string;
	/** Called once the account is removed. */
	onRemoved: () => void;
}

export function usageWarning( { username, posts }: AccountUsage ): string {
	return sprintf(
		/* translators: 1: number of posts, 2: Instagram username */
		_n(
			'%1$d post shows the Instagram account @%2$s. Removing the account from the site empties its gallery in every post that shows it, including this one.',
			'%1$d posts show the Instagram account @%2$s. Removing the account from the site empties its gallery in every post that shows it, including this one.',
			posts,
			'orbit-blocks'
		),
		posts,
		username
	);
}

export default function RemoveAccount( { token, onRemoved }: Props ) {
	const [ open, setOpen ] = useState( false );
	const [ usage, setUsage ] = useState< AccountUsage | null >( null );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );

	const ask = () => {
		setOpen( true );
		setUsage( null );
		setError( null );
		fetchAccountUsage( token ).then( setUsage, () =>
			setError( GENERIC_ERROR )
		);
	};
	const remove = () => {
		setBusy( true );
		deleteConnection( token ).then(
			() => {
				setBusy( false );
				setOpen( false );
				onRemoved();
			},
			() => {
				setBusy( false );
				setError( GENERIC_ERROR );
			}
		);
	};

	return (
		<>
			<Button variant="link" isDestructive onClick={ ask }>
				{ __( 'Remove the account from the site…', 'orbit-blocks' ) }
			</Button>
			{ open && (
				<Modal
					title={ __(
						'Remove the Instagram account?',
						'orbit-blocks'
					) }
					onRequestClose={ () => setOpen( false ) }
					size="medium"
				>
					{ error && (
						<Notice status="error" isDismissible={ false }>
							{ error }
						</Notice>
					) }
					{ ! usage && ! error && <Spinner /> }
					{ usage && <p>{ usageWarning( usage ) }</p> }
					<Flex justify="flex-end">
						<Button
							variant="tertiary"
							onClick={ () => setOpen( false ) }
						>
							{ __( 'Cancel', 'orbit-blocks' ) }
						</Button>
						<Button
							variant="primary"
							isDestructive
							disabled={ ! usage || busy }
							isBusy={ busy }
							onClick={ remove }
						>
							{ __( 'Remove account', 'orbit-blocks' ) }
						</Button>
					</Flex>
				</Modal>
			) }
		</>
	);
}
