import { screen } from '@testing-library/react';
import { REFERRAL_DEFAULTS } from '../sections/referral/defaults';
import { renderInSite } from '../test/render-in-site';
import { SectionView } from './section-renderer';

jest.setTimeout(30_000);

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
});
