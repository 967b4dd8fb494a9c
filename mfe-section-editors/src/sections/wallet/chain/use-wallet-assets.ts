import { useCallback, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignMessage } from 'wagmi';
import type { ImportedNft, ImportedToken, WalletAssets } from '@suite/shared';
import { WalletAssetsSchema, walletAssetsMessage } from '@suite/shared/schemas';
import { isUserRejection, safeStorage, useApiClient, useApiErrorMessage } from '@suite/shared/react';
import { useSectionScope } from '../../../section-kit/section-scope';
import {
  ImportedNftSchema,
  ImportedTokenSchema,
  importedNftsKey,
  importedTokensKey,
  mergedAssets,
} from './stored-assets';
import { useStoredList } from './use-stored-list';
import { useSectionEditorsCatalog } from '../../../i18n';

type SaveState =
  { status: 'idle' } | { status: 'signing' } | { status: 'saving' } | { status: 'error'; message: string };

/** How a save ended: saved, or why not, for the dialog that asked for it to say. */
export type SaveOutcome = { saved: true } | { saved: false; message: string };

export interface WalletAssetsState {
  tokens: ImportedToken[];
  nfts: ImportedNft[];
  /** Saved on the site's server (a site is given), or kept in this browser (a section shown alone). */
  onServer: boolean;
  loading: boolean;
  loadError?: string;
  /**
   * Whether a change can be saved now: the saved lists are read (a save writes them whole, so one
   * made before would replace them with the change alone), and no other save is under way.
   */
  editable: boolean;
  reload: () => void;
  /** Saves the lists with `change` applied; resolves whether it was saved, or why not. */
  save: (change: Partial<WalletAssets>) => Promise<SaveOutcome>;
  saveState: SaveState;
  dismissSaveError: () => void;
}

const NONE: WalletAssets = { tokens: [], nfts: [] };

/**
 * The visitor's imported tokens and NFTs. On a site they live on the API per site and wallet: read
 * publicly, saved with the wallet's signature of them (a save asks the wallet to sign). What this
 * browser kept before (localStorage) is shown with them and moved to the server by the first save,
 * then cleared here. A section shown outside a site keeps them in this browser.
 */
export function useWalletAssets(address: `0x${string}` | undefined): WalletAssetsState {
  const errorMessage = useApiErrorMessage();
  const { t } = useSectionEditorsCatalog();
  const { siteId } = useSectionScope();
  const onServer = Boolean(siteId);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { signMessageAsync } = useSignMessage();
  const [saveState, setSaveState] = useState<SaveState>({ status: 'idle' });
  // The browser's own lists: the only ones outside a site, the ones still to move on a site.
  const [localTokens, setLocalTokens] = useStoredList(
    address ? importedTokensKey(address) : null,
    ImportedTokenSchema,
  );
  const [localNfts, setLocalNfts] = useStoredList(
    address ? importedNftsKey(address) : null,
    ImportedNftSchema,
  );
  const queryKey = useMemo(() => ['suite-wallet', 'assets', siteId, address], [siteId, address]);
  const saved = useQuery({
    queryKey,
    enabled: onServer && Boolean(address),
    staleTime: 30_000,
    retry: false,
    queryFn: () => client.walletAssets.get({ siteId: Number(siteId), address: address ?? '' }),
  });

  const current = useMemo(() => {
    const local = { tokens: localTokens, nfts: localNfts };
    if (!onServer) return local;
    return mergedAssets(saved.data ?? NONE, local);
  }, [onServer, saved.data, localTokens, localNfts]);

  // Not read yet (or unreadable): a save would write the change over lists this page never saw.
  const unread = onServer && saved.data === undefined;
  // One save at a time: a second one would start from the lists the first is about to replace.
  const saving = useRef(false);
  const save = useCallback(
    async (change: Partial<WalletAssets>): Promise<SaveOutcome> => {
      const failed = (message: string): SaveOutcome => {
        setSaveState({ status: 'error', message });
        return { saved: false, message };
      };
      if (!address) return { saved: false, message: t('wallet.actions.connectFirst') };
      // The save under way keeps its own status on show: this one is refused without replacing it.
      if (saving.current) return { saved: false, message: t('wallet.assets.busy') };
      if (unread) return failed(t('wallet.assets.notRead'));
      const parsed = WalletAssetsSchema.safeParse({ ...current, ...change });
      if (!parsed.success) return failed(parsed.error.issues[0]?.message ?? t('wallet.assets.invalid'));
      const next = parsed.data;
      if (!onServer) {
        setLocalTokens(next.tokens);
        setLocalNfts(next.nfts);
        return { saved: true };
      }
      const site = Number(siteId);
      saving.current = true;
      try {
        setSaveState({ status: 'signing' });
        const signedAt = new Date().toISOString();
        const signature = await signMessageAsync({
          message: walletAssetsMessage({ siteId: site, address, assets: next, signedAt }),
        });
        setSaveState({ status: 'saving' });
        await client.walletAssets.save({ siteId: site, address, ...next, signedAt, signature });
      } catch (error) {
        return failed(isUserRejection(error) ? t('wallet.assets.refused') : errorMessage(error));
      } finally {
        saving.current = false;
      }
      queryClient.setQueryData(queryKey, { ...next, updatedAt: new Date().toISOString() });
      // Moved to the server: the browser's copy is cleared.
      setLocalTokens([]);
      setLocalNfts([]);
      for (const key of [importedTokensKey(address), importedNftsKey(address)])
        safeStorage('local').removeItem(key);
      setSaveState({ status: 'idle' });
      return { saved: true };
    },
    [
      address,
      unread,
      current,
      onServer,
      siteId,
      client,
      signMessageAsync,
      queryClient,
      queryKey,
      setLocalTokens,
      setLocalNfts,
      t,
      errorMessage,
    ],
  );

  return {
    ...current,
    onServer,
    loading: onServer && saved.isLoading,
    loadError: saved.error ? errorMessage(saved.error) : undefined,
    editable: !unread && saveState.status !== 'signing' && saveState.status !== 'saving',
    reload: () => void saved.refetch(),
    save,
    saveState,
    dismissSaveError: () => setSaveState({ status: 'idle' }),
  };
}
