import { useMemo } from 'react';
import type { SectionRendererProps } from '../../../section-kit/section-module';
import { walletLook, walletVisibility } from '../theme/wallet-look';
import { WalletView } from './wallet-view';

/**
 * The wallet visitors use, styled by the section's settings. Settings that fail to parse draw the
 * wallet in the site's own theme, without a word (seed 000 §3): a wallet always shows.
 */
export function WalletRenderer({ data }: SectionRendererProps) {
  const look = useMemo(() => walletLook(data), [data]);
  const visibility = useMemo(() => walletVisibility(data), [data]);
  return <WalletView look={look} visibility={visibility} />;
}
