/**
 * Sizing the player (spec 3: "Preview: resizable frame"; "Resize debounce
 * 400 ms"; maxWidth, default 100%): while the block is selected the preview
 * has resize handles on its free sides; the player follows the handle, and
 * maxWidth is set 400 ms after it is let go, in px, or 100% at the full
 * width. The Width panel sets it too. ResizableBox (re-resizable, which
 * measures the page) is a double that hands the component the element a
 * drag leaves; the preview is otherwise the real one.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from '@wordpress/element';
import Preview, {
	MIN_PLAYER_WIDTH,
	RESIZE_DEBOUNCE_MS,
	resizedWidth,
} from '../components/preview';
import type { VideoAttributes } from '../types';
import metadata from '../block.json';
import '../../../store/media-player';
import { attributeDefaults } from '../../../tests/setup/attribute-defaults';

interface BoxProps {
	size: { width: string };
	enable: Record< string, boolean >;
	showHandle: boolean;
	minWidth: number;
	resizeRatio: number;
	onResize: ( e: unknown, d: string, element: object ) => void;
	onResizeStop: ( e: unknown, d: string, element: object ) => void;
	children: unknown;
}

// A drag's result, handed to the component as re-resizable would.
const mockResizableBox = ( props: BoxProps ) => {
	// A drag to `width` px in a container 800 px wide.
	const element = ( width: number ) => ( {
		offsetWidth: width,
		parentElement: { clientWidth: 800 },
	} );
	return (
		<div
			data-testid="resizer"
			data-width={ props.size.width }
			data-handles={ Object.keys( props.enable )
				.filter( ( side ) => props.enable[ side ] )
				.join( ' ' ) }
			data-ratio={ props.resizeRatio }
			data-min={ props.minWidth }
		>
			{ props.showHandle && (
				<>
					<button
						onClick={ () =>
							props.onResize( null, 'right', element( 470 ) )
						}
					>
						drag to 470
					</button>
					<button
						onClick={ () =>
							props.onResizeStop( null, 'right', element( 480 ) )
						}
					>
						drop at 480
					</button>
					<button
						onClick={ () =>
							props.onResizeStop( null, 'right', element( 800 ) )
						}
					>
						drop at full width
					</button>
				</>
			) }
			{ props.children as never }
		</div>
	);
};

// The package's getters run lazily (spreading them all breaks its cycles).
jest.mock( '@wordpress/components', () => {
	const actual = jest.requireActual( '@wordpress/components' );
	return new Proxy( actual, {
		get: ( target, name ) =>
			name === 'ResizableBox' ? mockResizableBox : target[ name ],
	} );
} );
jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	RichText: Object.assign( () => null, { isEmpty: () => true } ),
} ) );

const defaults = attributeDefaults< VideoAttributes >( metadata );

const video = {
	guid: 'AbCd1234',
	original: 'http://x/v.webm',
	poster: '',
	width: 1920,
	height: 1080,
	tracks: [],
};

const changes: Partial< VideoAttributes >[] = [];

function Block( {
	selected = true,
	align,
}: {
	selected?: boolean;
	align?: string;
} ) {
	const [ attributes, setAttributes ] = useState< VideoAttributes >( {
		...defaults,
		align,
	} );
	return (
		<Preview
			attributes={ attributes }
			setAttributes={ ( next ) => {
				changes.push( next );
				setAttributes( ( previous ) => ( { ...previous, ...next } ) );
			} }
			isSelected={ selected }
			video={ video }
			status="ready"
		/>
	);
}

beforeEach( () => {
	changes.length = 0;
	jest.useFakeTimers();
} );
afterEach( () => {
	jest.useRealTimers();
} );

const resizer = () => screen.getByTestId( 'resizer' );

it( 'follows the handle, and sets maxWidth in px 400 ms after it is let go', () => {
	render( <Block /> );
	expect( resizer() ).toHaveAttribute( 'data-width', '100%' );
	fireEvent.click( screen.getByRole( 'button', { name: 'drag to 470' } ) );
	expect( resizer() ).toHaveAttribute( 'data-width', '470px' );
	fireEvent.click( screen.getByRole( 'button', { name: 'drop at 480' } ) );
	expect( resizer() ).toHaveAttribute( 'data-width', '480px' );
	act( () => {
		jest.advanceTimersByTime( RESIZE_DEBOUNCE_MS - 1 );
	} );
	expect( changes ).toEqual( [] );
	act( () => {
		jest.advanceTimersByTime( 1 );
	} );
	expect( changes ).toEqual( [ { maxWidth: '480px' } ] );
	expect( resizer() ).toHaveAttribute( 'data-width', '480px' );
} );

it( 'sets one value for a quick series of drags: the last', () => {
	render( <Block /> );
	fireEvent.click( screen.getByRole( 'button', { name: 'drop at 480' } ) );
	act( () => {
		jest.advanceTimersByTime( 200 );
	} );
	fireEvent.click(
		screen.getByRole( 'button', { name: 'drop at full width' } )
	);
	act( () => {
		jest.advanceTimersByTime( RESIZE_DEBOUNCE_MS );
	} );
	expect( changes ).toEqual( [ { maxWidth: '100%' } ] );
} );

it( 'has handles on the free sides only while selected, at least 200 px wide', () => {
	const { unmount } = render( <Block /> );
	expect( resizer() ).toHaveAttribute( 'data-handles', 'left right' );
	// Centred: both handles, each moving twice as far.
	expect( resizer() ).toHaveAttribute( 'data-ratio', '2' );
	expect( resizer() ).toHaveAttribute(
		'data-min',
		String( MIN_PLAYER_WIDTH )
	);
	unmount();
	const left = render( <Block align="left" /> );
	expect( resizer() ).toHaveAttribute( 'data-handles', 'right' );
	expect( resizer() ).toHaveAttribute( 'data-ratio', '1' );
	left.unmount();
	render( <Block selected={ false } /> );
	expect( resizer() ).toHaveAttribute( 'data-handles', '' );
	expect(
		screen.queryByRole( 'button', { name: 'drag to 470' } )
	).toBeNull();
} );

it( 'reads a width as px, never under the minimum, or 100% at the full width', () => {
	expect( resizedWidth( 480.4, 800 ) ).toBe( '480px' );
	expect( resizedWidth( 50, 800 ) ).toBe( `${ MIN_PLAYER_WIDTH }px` );
	expect( resizedWidth( 800, 800 ) ).toBe( '100%' );
	expect( resizedWidth( 799.5, 800 ) ).toBe( '100%' );
	expect( resizedWidth( 640 ) ).toBe( '640px' );
} );
