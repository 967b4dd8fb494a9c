import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { useApiErrorMessage, useUnavailableReasonText } from '@suite/shared/react';
import { useBuyProduct, useStoreStatus } from '../../api/site-content';
import { useSectionEditorsCatalog } from '../../i18n';
import { openPendingTab } from '../../section-kit/render/open-page';

/**
 * Buys one product of the site: asks the server for the checkout the site sells it through, then
 * opens that checkout's pay page in a new tab (`/c/{id}?site={siteId}` on the address the server
 * names, so the order names the site, whatever page the site is drawn on), as an asset store's Buy does. What the buyer is asked there (an e-mail, an address) is what the
 * site's saved sections say, not this page.
 */
export function BuyButton({
  siteId,
  product,
  block,
  showUnavailable = false,
}: {
  siteId: string;
  product: { id: string; name: string };
  block?: boolean;
  /** Says here why the store takes no order now (a grid says it once, above its cards: `StoreUnavailable`). */
  showUnavailable?: boolean;
}) {
  const { t } = useSectionEditorsCatalog();
  const buy = useBuyProduct(siteId);
  const unavailable = useStoreUnavailable(siteId);
  const errorMessage = useApiErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    const tab = openPendingTab();
    setBusy(true);
    setError(null);
    try {
      const { payUrl } = await buy(product.id);
      tab.go(payUrl);
    } catch (failure) {
      tab.cancel();
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Flex vertical gap={4}>
      <Button
        type="primary"
        block={block}
        icon={<ShoppingCartOutlined aria-hidden />}
        loading={busy}
        disabled={unavailable !== null}
        aria-label={t('commerce.buyNamed', { name: product.name })}
        onClick={() => void start()}
      >
        {t('commerce.buy')}
      </Button>
      {showUnavailable ? <StoreUnavailable siteId={siteId} /> : null}
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/** Why the site's store takes no order now, or null (also while that is being asked). */
function useStoreUnavailable(siteId: string): string | null {
  const unavailableText = useUnavailableReasonText();
  const reason = useStoreStatus(siteId).data?.unavailableReason;
  return reason ? unavailableText(reason) : null;
}

/** Why the site's store takes no order now, once above its products; nothing while it does. */
export function StoreUnavailable({ siteId }: { siteId: string }) {
  const unavailable = useStoreUnavailable(siteId);
  return unavailable ? <Alert type="warning" showIcon title={unavailable} /> : null;
}
