import { createConfig, http } from 'wagmi';
import { mock } from 'wagmi/connectors';
import { hardhat, mainnet } from 'viem/chains';
import { getAccount } from 'wagmi/actions';
import { walletOnChain } from './wallet-actions';

const HOLDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function config() {
  return createConfig({
    chains: [mainnet, hardhat],
    connectors: [mock({ accounts: [HOLDER] })],
    transports: { [mainnet.id]: http(), [hardhat.id]: http() },
  });
}

describe('walletOnChain', () => {
  it('connects the wallet when needed and answers its address on the chain asked for', async () => {
    const wagmi = config();
    expect(getAccount(wagmi).status).toBe('disconnected');
    await expect(walletOnChain(wagmi, hardhat.id)).resolves.toBe(HOLDER);
    expect(getAccount(wagmi)).toMatchObject({ status: 'connected', chainId: hardhat.id });
  });

  it('switches a connected wallet to the chain of the contract', async () => {
    const wagmi = config();
    await walletOnChain(wagmi, mainnet.id);
    expect(getAccount(wagmi).chainId).toBe(mainnet.id);
    await walletOnChain(wagmi, hardhat.id);
    expect(getAccount(wagmi).chainId).toBe(hardhat.id);
  });

  it('says so when the page has no wallet connector', async () => {
    const wagmi = createConfig({ chains: [mainnet], connectors: [], transports: { [mainnet.id]: http() } });
    await expect(walletOnChain(wagmi, mainnet.id)).rejects.toThrow('No wallet found in this browser');
  });
});
