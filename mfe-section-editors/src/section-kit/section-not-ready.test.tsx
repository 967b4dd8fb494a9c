import { render, screen } from '@testing-library/react';
import { ContentLanguage } from '@suite/shared/react';
import { FeaturedRenderer } from '../sections/featured/renderer';

describe('a section that is not ready yet', () => {
  it('says what it needs in the language it is drawn in, the label and the message alike', async () => {
    // The admin is in English; the widget previewed in it speaks Portuguese.
    render(
      <ContentLanguage language="pt">
        <FeaturedRenderer data={{}} />
      </ContentLanguage>,
    );
    expect(await screen.findByText('Título: O título é obrigatório')).toBeInTheDocument();
  });

  it('says it in the page language without one', () => {
    render(<FeaturedRenderer data={{}} />);
    expect(screen.getByText('Title: Title is required')).toBeInTheDocument();
  });
});
