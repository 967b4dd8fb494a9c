import { render, screen } from '@testing-library/react';
import { PageView } from './section-renderer';

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

  it("skips each of the seed's unlabelled types it cannot draw with a notice to the owner, and draws the known ones", async () => {
    render(
      <PageView
        sections={[
          { type: 'nft-drop', data: {} },
          { type: 'claim-airdrop-token-erc-20', data: { amount: 5 } },
          { type: 'video', data: video },
        ]}
      />,
    );
    expect(
      screen.getByText(
        '"nft-drop" sections are not supported here: this section is skipped, and visitors do not see it.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        '"claim-airdrop-token-erc-20" sections are not supported here: this section is skipped, and visitors do not see it.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Launch' })).toBeInTheDocument();
  });
});
