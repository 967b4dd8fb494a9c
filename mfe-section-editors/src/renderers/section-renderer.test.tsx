import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REFERRAL_DEFAULTS } from '../sections/referral/defaults';
import { renderInSite } from '../test/render-in-site';
import { SectionView } from './section-renderer';

jest.setTimeout(30_000);

// Whether the markdown renderer's chunk fails to load this time (read when a page loads it).
let mockMarkdownChunkFails = false;
jest.mock('../sections/markdown/renderer', () => {
  const actual = jest.requireActual<typeof import('../sections/markdown/renderer')>(
    '../sections/markdown/renderer',
  );
  return {
    __esModule: true,
    get MarkdownRenderer() {
      if (mockMarkdownChunkFails) throw new Error('Loading chunk markdown failed');
      return actual.MarkdownRenderer;
    },
  };
});

describe('SectionView', () => {
  it("draws a section whose renderer needs the wallet inside the wallet's providers, loaded for it", async () => {
    // Only the suite's providers around it, as in the shell: no wallet until the section asks for it.
    renderInSite(
      <SectionView section={{ type: 'referral', data: REFERRAL_DEFAULTS }} />,
      {},
      {
        siteId: '7',
        wallet: false,
      },
    );
    expect(
      await screen.findByText('Connect your wallet to get your referral link and see who came through it.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('This section could not be shown')).not.toBeInTheDocument();
  });

  it('says a section whose chunk failed to load could not be shown, and loads it again on Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockMarkdownChunkFails = true;
    renderInSite(<SectionView section={{ type: 'markdown', data: { source: '# Hello' } }} />);
    expect(await screen.findByText('This section could not be shown')).toBeVisible();
    expect(screen.getByText('Loading chunk markdown failed')).toBeVisible();

    mockMarkdownChunkFails = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello' })).toBeVisible();
    expect(screen.queryByText('This section could not be shown')).not.toBeInTheDocument();
  });
});
