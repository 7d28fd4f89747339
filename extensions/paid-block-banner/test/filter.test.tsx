/**
 * The BlockEdit filter runs on every render of every block: a block that is
 * not ours renders the original edit with nothing around it (even a core
 * block sharing a paid block's slug), and the host's state is read once per
 * block name, not on each render.
 */
import { render, screen } from '@testing-library/react';
import { useContext } from '@wordpress/element';
import { PaidBlockContext } from '../context';
import { withPaidBlockBanner } from '..';

let stateReads = 0;
Object.defineProperty( window, 'orbitBlocksEditorState', {
	configurable: true,
	get: () => {
		stateReads++;
		return {
			availableBlocks: {
				video: {
					available: false,
					unavailable_reason: 'missing_plan',
					details: { required_plan: 'premium-plan' },
				},
			},
		};
	},
} );

function Edit( { clientId }: { clientId: string } ) {
	const paid = useContext( PaidBlockContext );
	return (
		<p>
			{ clientId }: { paid ? 'wrapped' : 'plain' }
		</p>
	);
}
const Filtered = withPaidBlockBanner( Edit as never ) as unknown as (
	props: Record< string, unknown >
) => JSX.Element;

describe( 'the paid-block BlockEdit filter', () => {
	it( 'renders the original edit, unwrapped, for a core block with a paid slug', () => {
		render( <Filtered name="core/video" clientId="v1" /> );
		expect( screen.getByText( 'v1: plain' ) ).toBeVisible();
	} );

	it( 'reads the host state once per block name, however many renders', () => {
		stateReads = 0;
		const blocks = ( text: string ) =>
			Array.from( { length: 50 }, ( _, i ) => (
				<Filtered
					key={ i }
					name="core/paragraph"
					clientId={ `p${ i }` }
					attributes={ { content: text } }
				/>
			) );
		const { rerender } = render( <>{ blocks( 'a' ) }</> );
		rerender( <>{ blocks( 'ab' ) }</> );
		rerender( <>{ blocks( 'abc' ) }</> );
		expect( screen.getByText( 'p49: plain' ) ).toBeVisible();
		expect( stateReads ).toBeLessThanOrEqual( 1 );
	} );
} );
