import { useState } from 'react';
import { Button } from 'antd';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import { chainSlug } from '@suite/shared';
import { ShareDialog } from '@suite/shared/react';
import type { NftRef } from './nft-details';
import { useSectionEditorsCatalog } from '../../i18n';
import { useSectionScope } from '../section-scope';

/**
 * Where a collection (or one NFT of it) is shown publicly: the collection page of this origin,
 * `/collection/{network}/{contractAddress}`, an NFT by its anchor there; shared from a site, with
 * `?site={siteId}`, so the page shows the collection as the site's owner presents it.
 */
function publicCollectionUrl(
  nft: NftRef,
  siteId: string | undefined,
  origin = window.location.origin,
): string {
  const page = `${origin}/collection/${chainSlug(nft.chainId)}/${nft.contractAddress}${
    siteId ? `?site=${encodeURIComponent(siteId)}` : ''
  }`;
  return nft.tokenId === undefined ? page : `${page}#token-${nft.tokenId}`;
}

/** Share: the shared share dialog (six channels and the link to copy) with the public page of `nft`. */
export function ShareButton({ nft, text }: { nft: NftRef; text: string }) {
  const { t } = useSectionEditorsCatalog();
  const { siteId } = useSectionScope();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ShareAltOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('referral.share')}
      </Button>
      <ShareDialog
        open={open}
        onClose={() => setOpen(false)}
        url={publicCollectionUrl(nft, siteId)}
        text={text}
      />
    </>
  );
}
