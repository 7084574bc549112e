import { fireEvent, render, screen } from '@testing-library/react';
import { PLACEHOLDER_IMAGE, SafeImage } from './safe-image';

describe('SafeImage', () => {
  it('offers the sizes of a srcset, and falls back to the one-size placeholder without it', () => {
    render(
      <SafeImage
        src="/a.jpg?w=1200"
        srcSet="/a.jpg?w=480 480w, /a.jpg?w=1200 1200w"
        sizes="100vw"
        alt="Lake"
      />,
    );
    const image = screen.getByAltText('Lake');
    expect(image).toHaveAttribute('srcset', '/a.jpg?w=480 480w, /a.jpg?w=1200 1200w');
    expect(image).toHaveAttribute('sizes', '100vw');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });
});
