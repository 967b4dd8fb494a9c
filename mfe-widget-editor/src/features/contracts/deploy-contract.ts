import { getAddress, type Address, type Hash } from 'viem';
import type { Config } from 'wagmi';
import {
  connect,
  deployContract,
  getConnection,
  switchChain,
  waitForTransactionReceipt,
} from 'wagmi/actions';
import type { CreateContractForm, WidgetContract } from '@suite/shared';
import { NoWalletError } from '@suite/shared/react';
import { CatalogError } from '../../i18n';
import { contractArtifact } from './contract-artifacts';

export type DeployStep = 'wallet' | 'mining';

/** The owner's wallet, connected and on `chainId`: connects the page's connector and switches networks. */
async function walletOnChain(config: Config, chainId: number): Promise<Address> {
  let connection = getConnection(config);
  if (connection.status !== 'connected') {
    const [connector] = config.connectors;
    if (!connector) throw new NoWalletError();
    await connect(config, { connector, chainId });
    connection = getConnection(config);
  }
  if (!connection.address) throw new CatalogError('contracts.create.connectToDeploy');
  if (connection.chainId !== chainId) await switchChain(config, { chainId });
  return connection.address;
}

/**
 * Deploys a token (its whole supply minted to the deployer) or an NFT collection from the committed
 * bytecode with the connected wallet, and waits until it is mined.
 */
export async function deployWidgetContract(
  config: Config,
  form: CreateContractForm,
  onStep: (step: DeployStep) => void,
): Promise<WidgetContract> {
  onStep('wallet');
  const account = await walletOnChain(config, form.chainId);
  const { abi, bytecode } = await contractArtifact(form.kind);
  const args =
    form.kind === 'token'
      ? [form.name, form.symbol, BigInt(form.initialSupply ?? 0)]
      : [form.name, form.symbol];
  const hash: Hash = await deployContract(config, { abi, bytecode, args, account, chainId: form.chainId });
  onStep('mining');
  const receipt = await waitForTransactionReceipt(config, { hash, chainId: form.chainId });
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new CatalogError('contracts.create.failedOnChain', { hash });
  }
  return {
    kind: form.kind,
    chainId: form.chainId,
    address: getAddress(receipt.contractAddress),
    name: form.name,
    symbol: form.symbol,
    txHash: hash,
    createdAt: new Date().toISOString(),
  };
}
