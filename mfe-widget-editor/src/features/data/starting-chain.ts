import { useState } from 'react';
import { CHAINS, LOCAL_CHAIN_ID } from '@suite/shared';
import { useReadableChains } from '@suite/shared/react';
import { useWidgetEditor } from '../editor/editor-context';

/**
 * The chain a new token or collection starts on: the first of the site's networks (Data → Networks)
 * that this API reads, else the first chain it reads at all, in the chain list's order (the main
 * networks first). A fresh install reads only the local chain, which is also the answer while the
 * readable chains load; a deployment with RPC URLs for the main networks starts on one of those,
 * never on a local chain it cannot reach.
 */
export function startingChain(
  siteChainIds: readonly number[],
  readable: readonly number[] | undefined,
): number {
  const reachable = CHAINS.filter((chain) => readable?.includes(chain.id) === true);
  return (reachable.find((chain) => siteChainIds.includes(chain.id)) ?? reachable[0])?.id ?? LOCAL_CHAIN_ID;
}

/**
 * `startingChain` of the widget being edited; undefined while the readable chains load (a form waits for
 * it rather than change its network under the owner). Unknown after an error: the local chain. Once
 * known it stays: a read asked again (swr retries a failed one, and loads again meanwhile) would
 * otherwise take the form away, and what was typed in it.
 */
export function useStartingChain(): number | undefined {
  const { widget } = useWidgetEditor();
  const { chainIds, isLoading } = useReadableChains();
  const siteChainIds = widget.configParsed.networks?.chainIds ?? [];
  const [known, setKnown] = useState<number>();
  const now = isLoading ? undefined : startingChain(siteChainIds, chainIds);
  if (known === undefined && now !== undefined) setKnown(now);
  return known ?? now;
}
