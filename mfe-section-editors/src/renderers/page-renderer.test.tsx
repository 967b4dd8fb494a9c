import { render, screen } from '@testing-library/react';
import { PageView } from './page-renderer';

const video = { title: 'Launch', videoUrl: 'https://cdn.example.com/a.mp4', embedType: 'custom' };

describe('PageView', () => {
  it('renders the sections in order, marking those hidden per device, with media queries scoped to the page', async () => {
    const { container } = render(
      <PageView
        sections={[
          { type: 'video', data: video, hideMobile: true },
          { type: 'video', data: { ...video, title: 'Second' }, hideDesktop: true },
        ]}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Launch' })).toBeInTheDocument();
    const page = container.firstElementChild;
    const scope = page?.className ?? '';
    expect(scope).toMatch(/^suite-page-/);
    const [first, second] = Array.from(page?.querySelectorAll(':scope > [data-section-type]') ?? []);
    expect(first).toHaveAttribute('data-hide-mobile');
    expect(second).toHaveAttribute('data-hide-desktop');
    const css = page?.querySelector('style')?.textContent ?? '';
    expect(css).toContain(
      `@media (max-width: 767.98px) { .${scope} > [data-hide-mobile] { display: none; } }`,
    );
    expect(css).toContain(`@media (min-width: 768px) { .${scope} > [data-hide-desktop] { display: none; } }`);
  });

  it('says so for a type without a renderer yet, and renders the rest', async () => {
    render(
      <PageView
        sections={[
          { type: 'nft-drop', data: {} },
          { type: 'video', data: video },
        ]}
      />,
    );
    expect(screen.getByText('nft-drop sections cannot be shown here yet')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Launch' })).toBeInTheDocument();
  });
});
