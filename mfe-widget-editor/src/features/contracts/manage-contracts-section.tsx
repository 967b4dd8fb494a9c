import { Button, Empty, Flex, Tag, Typography } from 'antd';
import Table from 'antd/es/table';
import { useNavigate, useSearchParams } from 'react-router';
import { CONTRACT_KIND_TITLES, shortenAddress, type WidgetContract } from '@suite/shared';
import { useWidgetEditor } from '../editor/editor-context';
import { SectionCard } from '../editor/section-card';
import { networkName } from '../data/networks';
import { widgetPaths } from '../widget-paths';
import { ContractReader } from './contract-reader';

function contractKey(contract: Pick<WidgetContract, 'chainId' | 'address'>): string {
  return `${contract.chainId}:${contract.address.toLowerCase()}`;
}

/** Manage contracts: the contracts deployed from this widget, and the read functions of the chosen one. */
export function ManageContractsSection() {
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
    navigate(
      widgetPaths.section(id, 'manage.contracts', {
        address: contract.address,
        chainId: String(contract.chainId),
      }),
      { replace: true },
    );
  }

  return (
    <SectionCard
      title="Manage contracts"
      description="Your deployed contracts. Choose one to read its state on chain."
    >
      {contracts.length === 0 ? (
        <Empty description="No contracts yet">
          <Button type="primary" onClick={() => navigate(widgetPaths.section(id, 'create.contracts'))}>
            Create a contract
          </Button>
        </Empty>
      ) : (
        <Table<WidgetContract>
          size="small"
          rowKey={contractKey}
          dataSource={contracts}
          pagination={contracts.length > 10 ? { pageSize: 10 } : false}
          scroll={{ x: true }}
          rowSelection={{
            type: 'radio',
            selectedRowKeys: selected ? [contractKey(selected)] : [],
            onChange: (_keys, rows) => {
              const [row] = rows;
              if (row) select(row);
            },
          }}
          columns={[
            { title: 'Name', dataIndex: 'name' },
            { title: 'Symbol', dataIndex: 'symbol' },
            { title: 'Type', render: (_, contract) => <Tag>{CONTRACT_KIND_TITLES[contract.kind]}</Tag> },
            { title: 'Network', render: (_, contract) => networkName(contract.chainId) },
            {
              title: 'Address',
              render: (_, contract) => (
                <Typography.Text copyable={{ text: contract.address }}>
                  {shortenAddress(contract.address)}
                </Typography.Text>
              ),
            },
          ]}
        />
      )}
      {selected && (
        <Flex vertical gap={8}>
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
            {selected.name} ({selected.symbol}) on {networkName(selected.chainId)}
          </Typography.Title>
          <ContractReader contract={selected} />
        </Flex>
      )}
    </SectionCard>
  );
}
