import { useCallback, useState } from 'react';
import { useChainWords, useFeedback } from '@suite/shared/react';
import { Alert, Button, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import Image from 'antd/es/image';
import { chainSlug, shortenAddress, type SiteNftCollection } from '@suite/shared';
import { COLLECTIONS_MAX } from '@suite/shared/schemas';
import { useWidgetEditorCatalog } from '../../i18n';
import { useWidgetEditor } from '../editor/editor-context';
import { PanelCard } from '../editor/panel-card';
import { usePanelDraft } from '../editor/panel-save';
import { useServedDomain } from '../premium/served-domain';
import { siteOrigin, WIDGET_PAGE_KEY, widgetPaths } from '../widget-paths';
import { CollectionFormCard } from './collection-form';
import { CollectionPreview } from './collection-preview';

/** Collections are the same when they are on the same chain at the same address (seed 001 §4). */
export function sameCollection(
  a: Pick<SiteNftCollection, 'chainId' | 'contractAddress'>,
  b: Pick<SiteNftCollection, 'chainId' | 'contractAddress'>,
): boolean {
  return a.chainId === b.chainId && a.contractAddress.toLowerCase() === b.contractAddress.toLowerCase();
}

/**
 * Adds a collection (or puts an edited one in its place), replacing the one on the same chain and
 * address — which the screen asks about first.
 */
export function upsertCollection(
  list: readonly SiteNftCollection[],
  collection: SiteNftCollection,
  editing: SiteNftCollection | null = null,
): SiteNftCollection[] {
  const at = list.findIndex((item) => sameCollection(item, editing ?? collection));
  const others = (item: SiteNftCollection, index: number) =>
    index === at || !sameCollection(item, collection);
  if (at === -1) return [...list.filter((item) => !sameCollection(item, collection)), collection];
  return list.map((item, index) => (index === at ? collection : item)).filter(others);
}

/** The collection already in the list that `collection` would replace (not the one being edited). */
export function clashingCollection(
  list: readonly SiteNftCollection[],
  collection: SiteNftCollection,
  editing: SiteNftCollection | null,
): SiteNftCollection | undefined {
  return list.find((item) => sameCollection(item, collection) && !(editing && sameCollection(item, editing)));
}

/** The site's own address: its domain, or its preview URL. */
function siteBaseUrl(domain: string | undefined, siteId: string): string {
  return domain
    ? siteOrigin(domain)
    : `${window.location.origin}${widgetPaths.preview(siteId, WIDGET_PAGE_KEY)}`;
}

/** `{site}/collection/{network}/{contractAddress}` on the site's domain, or its preview URL. */
export function collectionPreviewUrl(
  collection: SiteNftCollection,
  domain: string | undefined,
  siteId: string,
): string {
  return `${siteBaseUrl(domain, siteId)}/collection/${chainSlug(collection.chainId)}/${collection.contractAddress}`;
}

/** `{site}/collections`: the site's collection list page, where its collections are shown. */
export function collectionListUrl(domain: string | undefined, siteId: string): string {
  return `${siteBaseUrl(domain, siteId)}/collections`;
}

/**
 * Collections settings (seed 001 §2): cards with Edit, Remove, Preview and Preview url, the Add
 * collection form and its preview. Adding, editing and removing change this screen only; Save
 * sends the list.
 */
export function CollectionsPanel() {
  const { t } = useWidgetEditorCatalog();
  const networks = useChainWords();
  const { widget } = useWidgetEditor();
  const { modal } = useFeedback();
  const config = widget.configParsed;
  const domain = useServedDomain(widget);
  const [editing, setEditing] = useState<SiteNftCollection | null>(null);
  const [previewed, setPreviewed] = useState<Partial<SiteNftCollection> | null>(null);
  const [formChanged, setFormChanged] = useState(false);
  // Discard empties the form too: a new one replaces it.
  const [formKey, setFormKey] = useState(0);
  const {
    draft: collections,
    setDraft: setCollections,
    saveActions,
  } = usePanelDraft<SiteNftCollection[]>({
    saved: config.collections ?? [],
    toConfig: (draft) => ({ ...config, collections: draft }),
    onDiscard: () => {
      setEditing(null);
      setFormKey((key) => key + 1);
    },
    pending: formChanged,
  });
  const onValuesChange = useCallback((values: Partial<SiteNftCollection>) => setPreviewed(values), []);

  function remove(collection: SiteNftCollection) {
    modal.confirm({
      title: t('collections.removeQuestion'),
      okText: t('actions.remove'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: () => {
        setCollections((current) => current.filter((item) => !sameCollection(item, collection)));
        if (editing && sameCollection(editing, collection)) setEditing(null);
      },
    });
  }

  /** Adds or updates; re-adding a collection already in the list asks before replacing it. */
  async function add(collection: SiteNftCollection): Promise<boolean> {
    const clash = clashingCollection(collections, collection, editing);
    if (clash) {
      const replace = await new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('collections.replaceQuestion'),
          content: t('collections.replaceContent', {
            name: clash.name,
            network: networks.name(clash.chainId),
            address: shortenAddress(clash.contractAddress),
          }),
          okText: t('collections.replace'),
          cancelText: t('actions.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
      if (!replace) return false;
    }
    setCollections((current) => upsertCollection(current, collection, editing));
    setEditing(null);
    return true;
  }

  return (
    <PanelCard description={t('collections.description')}>
      <Alert
        type="info"
        showIcon
        title={t('collections.info')}
        action={
          <Button
            size="small"
            type="link"
            href={collectionListUrl(domain, String(widget.id))}
            target="_blank"
            rel="noreferrer"
          >
            {t('collections.listPage')}
          </Button>
        }
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={14}>
          {collections.length === 0 ? (
            <Empty description={t('collections.empty')} />
          ) : (
            <Flex vertical gap={12} role="list" aria-label={t('menu.entries.data.collections')}>
              {collections.map((collection) => (
                <Card
                  size="small"
                  role="listitem"
                  aria-label={collection.name}
                  key={`${collection.chainId}:${collection.contractAddress}`}
                >
                  <Flex gap={12} align="center" wrap>
                    <Image
                      src={collection.image}
                      alt=""
                      width={48}
                      height={48}
                      preview={false}
                      style={{ borderRadius: 8, objectFit: 'cover' }}
                    />
                    <Flex vertical style={{ flex: '1 1 160px', minWidth: 0 }}>
                      <Typography.Text strong ellipsis>
                        {collection.name}
                      </Typography.Text>
                      <Typography.Text type="secondary">
                        {networks.name(collection.chainId)} · {shortenAddress(collection.contractAddress)}
                      </Typography.Text>
                    </Flex>
                    <Flex gap={4} wrap>
                      <Button size="small" onClick={() => setEditing(collection)}>
                        {t('actions.edit')}
                      </Button>
                      <Button size="small" danger onClick={() => remove(collection)}>
                        {t('actions.remove')}
                      </Button>
                      <Button size="small" onClick={() => setPreviewed(collection)}>
                        {t('actions.preview')}
                      </Button>
                      <Button
                        size="small"
                        type="link"
                        href={collectionPreviewUrl(collection, domain, String(widget.id))}
                        target="_blank"
                        rel="noreferrer"
                      >
                        {t('collections.previewUrl')}
                      </Button>
                    </Flex>
                  </Flex>
                </Card>
              ))}
            </Flex>
          )}
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap={16}>
            <Card size="small" title={editing ? t('collections.edit') : t('collections.add')}>
              <CollectionFormCard
                key={formKey}
                editing={editing}
                onSubmit={(collection) => add(collection)}
                onCancelEdit={() => setEditing(null)}
                onValuesChange={onValuesChange}
                onChangedChange={setFormChanged}
                count={collections.length}
                max={COLLECTIONS_MAX}
              />
            </Card>
            {formChanged && <Alert type="info" showIcon title={t('collections.pendingForm')} />}
            <CollectionPreview collection={previewed} />
          </Flex>
        </Col>
      </Row>
      {saveActions}
    </PanelCard>
  );
}
