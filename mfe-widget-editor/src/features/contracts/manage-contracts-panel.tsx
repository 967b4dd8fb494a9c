import { Button, Empty, Flex, Tag, Typography } from 'antd';
import { copyableText, useChainWords, useFormat, usePageLinks } from '@suite/shared/react';
import Table from 'antd/es/table';
import { useNavigate, useSearchParams } from 'react-router';
import { shortenAddress, type WidgetContract } from '@suite/shared';
import { useWidgetEditorCatalog } from '../../i18n';
import { useWidgetEditor } from '../editor/editor-context';
import { PanelCard } from '../editor/panel-card';
import { widgetPaths } from '../widget-paths';
import { ContractReader } from './contract-reader';

function contractKey(contract: Pick<WidgetContract, 'chainId' | 'address'>): string {
  return `${contract.chainId}:${contract.address.toLowerCase()}`;
}

/** Manage contracts: the contracts deployed from this widget, and the read functions of the chosen one. */
export function ManageContractsPanel() {
  const pageLinks = usePageLinks();
  const { t } = useWidgetEditorCatalog();
  const networks = useChainWords();
  const format = useFormat();
  const { widget } = useWidgetEditor();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const contracts = widget.configParsed.contracts ?? [];
  const wanted =
    search.get('address') && search.get('chainId')
      ? `${search.get('chainId')}:${search.get('address')?.toLowerCase()}`
      : null;
  const selected = contracts.find((contract) => contractKey(contract) === wanted) ?? null;
  const id = String(widget.id);

  function select(contract: WidgetContract) {
    void navigate(
      widgetPaths.panel(id, 'manage.contracts', {
        address: contract.address,
        chainId: String(contract.chainId),
      }),
      { replace: true },
    );
  }

  return (
    <PanelCard description={t('contracts.manage.description')}>
      {contracts.length === 0 ? (
        <Empty description={t('contracts.manage.none')}>
          <Button type="primary" onClick={() => navigate(widgetPaths.panel(id, 'create.contracts'))}>
            {t('contracts.manage.create')}
          </Button>
        </Empty>
      ) : (
        <Table<WidgetContract>
          size="small"
          rowKey={contractKey}
          dataSource={contracts}
          pagination={contracts.length > 10 ? { pageSize: 10, itemRender: pageLinks.itemRender } : false}
          scroll={{ x: true }}
          rowSelection={{
            type: 'radio',
            selectedRowKeys: selected ? [contractKey(selected)] : [],
            // antd names each radio "Select row N", in English.
            getCheckboxProps: (contract) => ({
              'aria-label': t('contracts.manage.choose', { name: contract.name }),
            }),
            onChange: (_keys, rows) => {
              const [row] = rows;
              if (row) select(row);
            },
          }}
          columns={[
            { title: t('fields.name'), dataIndex: 'name' },
            { title: t('fields.symbol'), dataIndex: 'symbol' },
            {
              title: t('contracts.manage.type'),
              render: (_, contract) => <Tag>{t(`contracts.kinds.${contract.kind}`)}</Tag>,
            },
            { title: t('fields.network'), render: (_, contract) => networks.name(contract.chainId) },
            {
              title: t('fields.address'),
              render: (_, contract) => (
                <Typography.Text copyable={copyableText(contract.address)}>
                  {shortenAddress(contract.address)}
                </Typography.Text>
              ),
            },
            {
              // When it was deployed, and by which transaction (recorded by Create contracts).
              title: t('contracts.manage.deployed'),
              render: (_, contract) => (
                <Flex vertical>
                  <span>{format.dateTime(contract.createdAt)}</span>
                  <Typography.Text type="secondary" copyable={copyableText(contract.txHash)}>
                    {shortenAddress(contract.txHash)}
                  </Typography.Text>
                </Flex>
              ),
            },
          ]}
        />
      )}
      {selected && (
        <Flex vertical gap={8}>
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
            {t('contracts.manage.heading', {
              name: selected.name,
              symbol: selected.symbol,
              network: networks.name(selected.chainId),
            })}
          </Typography.Title>
          <ContractReader contract={selected} />
        </Flex>
      )}
    </PanelCard>
  );
}
