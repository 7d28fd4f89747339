/**
 * A tile in the editor shows the image's address only when it is one an
 * image can have: a contributor's javascript: address in the post's markup
 * never reaches the canvas's <img src>.
 */
import { render } from '@testing-library/react';
import { GalleryImageTile } from '../components/gallery-image';

function tileSource( url: string ): string | null {
	const { container } = render(
		<GalleryImageTile
			image={ { id: 7, url } as never }
			index={ 0 }
			count={ 1 }
			isSelected={ false }
			onSelect={ () => {} }
			onMove={ () => {} }
			onRemove={ () => {} }
		/>
	);
	return container.querySelector( 'img' )!.getAttribute( 'src' );
}

it( 'shows an uploaded image', () => {
	expect( tileSource( 'https://site.test/wp-content/uploads/a.jpg' ) ).toBe(
		'https://site.test/wp-content/uploads/a.jpg'
	);
} );

it( 'gives a script address no src', () => {
	expect( tileSource( 'javascript:alert(document.domain)' ) ).toBeNull();
} );
