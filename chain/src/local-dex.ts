import { LOCAL_DEX, LOCAL_TEST_STABLECOIN_ADDRESS, LOCAL_TEST_TOKEN } from '@suite/shared';
import { getAddress, getContractAddress, maxUint256, parseEther, parseUnits, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { swapFeeRouterAbi, swapFeeRouterBytecode } from './artifacts/swap-fee-router';
import { testStablecoinAbi } from './artifacts/test-stablecoin';
import { testTokenAbi, testTokenBytecode } from './artifacts/test-token';
import {
  uniswapV2FactoryAbi,
  uniswapV2FactoryBytecode,
  uniswapV2Router02Abi,
  uniswapV2Router02Bytecode,
  weth9Abi,
  weth9Bytecode,
} from './artifacts/uniswap-v2';
import { clients } from './clients';

/**
 * Hardhat's account #17 (mnemonic "test test … junk", public knowledge, local chain only) deploys the local
 * DEX and does nothing else, so each contract lands at the address its nonce gives, whatever else the chain
 * has seen.
 */
export const LOCAL_DEX_DEPLOYER_KEY: Hex =
  '0x689af8efa8c651a91ad287602527f3af2fe9f6501a7ac4b061667b5a93e037fd';

/** The contracts of the local DEX in the order account #17 deploys them: each one's nonce is its index. */
export const LOCAL_DEX_DEPLOYMENT_ORDER = ['weth', 'factory', 'router', 'feeRouter', 'testToken'] as const;
export type LocalDexContract = (typeof LOCAL_DEX_DEPLOYMENT_ORDER)[number];

/** Where each contract of the local DEX lands: the deployer's address and its nonce decide it. */
export function localDexAddresses(): { deployer: Hex } & Record<LocalDexContract, Hex> {
  const deployer = privateKeyToAccount(LOCAL_DEX_DEPLOYER_KEY).address;
  const at = (name: LocalDexContract) =>
    getContractAddress({ from: deployer, nonce: BigInt(LOCAL_DEX_DEPLOYMENT_ORDER.indexOf(name)) });
  return {
    deployer,
    weth: at('weth'),
    factory: at('factory'),
    router: at('router'),
    feeRouter: at('feeRouter'),
    testToken: at('testToken'),
  };
}

const TUSDC_DECIMALS = 6;
const usdc = (amount: string) => parseUnits(amount, TUSDC_DECIMALS);
const tkn = (amount: string) => parseUnits(amount, LOCAL_TEST_TOKEN.decimals);

/**
 * The pools seeded on deployment, priced as 1 WETH = 3,000 tUSDC and 1 tTKN = 2 tUSDC. Each is deep
 * enough that a trade of 100 tUSDC moves its price by well under 0.1 %.
 */
export const LOCAL_DEX_POOLS = {
  /** 3,000,000 tUSDC / 1,000 WETH. */
  usdcWeth: { usdc: usdc('3000000'), weth: parseEther('1000') },
  /** 1,500,000 tTKN / 1,000 WETH. */
  tokenWeth: { token: tkn('1500000'), weth: parseEther('1000') },
  /** 1,000,000 tUSDC / 500,000 tTKN. */
  usdcToken: { usdc: usdc('1000000'), token: tkn('500000') },
} as const;

/** Transactions account #17 sends in all: the five deployments, two mints, two approvals, three pools. */
const DEPLOYMENT_TRANSACTIONS = 12;

/**
 * Deploys Uniswap V2 (the published WETH9, UniswapV2Factory and UniswapV2Router02), the swap-fee router
 * and the second test token (tTKN) from account #17 at the addresses of `LOCAL_DEX`, and seeds the
 * tUSDC/WETH, tTKN/WETH and tUSDC/tTKN pools ({@link LOCAL_DEX_POOLS}). The test stablecoin must be
 * deployed first (`deployLocalContracts` does both in order). Idempotent: a chain that has it already is
 * left alone. It fails clearly when account #17 has been used for something else (restart the node).
 */
export async function deployLocalDex(rpcUrl: string): Promise<typeof LOCAL_DEX> {
  const { publicClient, walletClient } = clients(rpcUrl, LOCAL_DEX_DEPLOYER_KEY);
  const deployer = walletClient.account.address;
  const nonce = await publicClient.getTransactionCount({ address: deployer });
  const routerCode = await publicClient.getCode({ address: LOCAL_DEX.router });
  if (routerCode && routerCode !== '0x' && nonce >= DEPLOYMENT_TRANSACTIONS) return LOCAL_DEX;
  if (nonce !== 0) {
    throw new Error(
      `Account #17 has already sent ${nonce} transaction(s) on ${rpcUrl} but the local DEX is not complete ` +
        `there; restart the local chain so it can be deployed at its fixed addresses.`,
    );
  }
  const stablecoin = getAddress(LOCAL_TEST_STABLECOIN_ADDRESS);
  const stablecoinCode = await publicClient.getCode({ address: stablecoin });
  if (!stablecoinCode || stablecoinCode === '0x') {
    throw new Error(`Deploy the test stablecoin (at ${stablecoin}) before the local DEX`);
  }

  const mined = async (what: string, hash: Hex) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`${what} failed (transaction ${hash})`);
    return receipt;
  };
  const deploy = async (name: LocalDexContract, hash: Hex) => {
    const receipt = await mined(`Deploying the local DEX's ${name}`, hash);
    const deployed = receipt.contractAddress ? getAddress(receipt.contractAddress) : undefined;
    if (deployed !== LOCAL_DEX[name]) {
      throw new Error(`The local DEX's ${name} was deployed at ${deployed}, expected ${LOCAL_DEX[name]}`);
    }
  };

  // In the order of LOCAL_DEX_DEPLOYMENT_ORDER: each contract's nonce gives its address.
  await deploy('weth', await walletClient.deployContract({ abi: weth9Abi, bytecode: weth9Bytecode }));
  await deploy(
    'factory',
    await walletClient.deployContract({
      abi: uniswapV2FactoryAbi,
      bytecode: uniswapV2FactoryBytecode,
      args: [deployer],
    }),
  );
  await deploy(
    'router',
    await walletClient.deployContract({
      abi: uniswapV2Router02Abi,
      bytecode: uniswapV2Router02Bytecode,
      args: [LOCAL_DEX.factory, LOCAL_DEX.weth],
    }),
  );
  await deploy(
    'feeRouter',
    await walletClient.deployContract({
      abi: swapFeeRouterAbi,
      bytecode: swapFeeRouterBytecode,
      args: [LOCAL_DEX.router],
    }),
  );
  await deploy(
    'testToken',
    await walletClient.deployContract({
      abi: testTokenAbi,
      bytecode: testTokenBytecode,
      args: [LOCAL_TEST_TOKEN.name, LOCAL_TEST_TOKEN.symbol, LOCAL_TEST_TOKEN.decimals],
    }),
  );

  const { usdcWeth, tokenWeth, usdcToken } = LOCAL_DEX_POOLS;
  // Both test tokens have open mints; the router wraps the ETH of the WETH pools itself.
  await mined(
    'Minting tUSDC for the pools',
    await walletClient.writeContract({
      address: stablecoin,
      abi: testStablecoinAbi,
      functionName: 'mint',
      args: [deployer, usdcWeth.usdc + usdcToken.usdc],
    }),
  );
  await mined(
    'Minting tTKN for the pools',
    await walletClient.writeContract({
      address: LOCAL_DEX.testToken,
      abi: testTokenAbi,
      functionName: 'mint',
      args: [deployer, tokenWeth.token + usdcToken.token],
    }),
  );
  for (const token of [stablecoin, LOCAL_DEX.testToken]) {
    await mined(
      `Approving the router for ${token}`,
      await walletClient.writeContract({
        address: token,
        abi: testTokenAbi,
        functionName: 'approve',
        args: [LOCAL_DEX.router, maxUint256],
      }),
    );
  }
  // No deadline: the seeding must succeed whatever the chain's clock says.
  const deadline = maxUint256;
  await mined(
    'Seeding the tUSDC/WETH pool',
    await walletClient.writeContract({
      address: LOCAL_DEX.router,
      abi: uniswapV2Router02Abi,
      functionName: 'addLiquidityETH',
      args: [stablecoin, usdcWeth.usdc, usdcWeth.usdc, usdcWeth.weth, deployer, deadline],
      value: usdcWeth.weth,
    }),
  );
  await mined(
    'Seeding the tTKN/WETH pool',
    await walletClient.writeContract({
      address: LOCAL_DEX.router,
      abi: uniswapV2Router02Abi,
      functionName: 'addLiquidityETH',
      args: [LOCAL_DEX.testToken, tokenWeth.token, tokenWeth.token, tokenWeth.weth, deployer, deadline],
      value: tokenWeth.weth,
    }),
  );
  await mined(
    'Seeding the tUSDC/tTKN pool',
    await walletClient.writeContract({
      address: LOCAL_DEX.router,
      abi: uniswapV2Router02Abi,
      functionName: 'addLiquidity',
      args: [
        stablecoin,
        LOCAL_DEX.testToken,
        usdcToken.usdc,
        usdcToken.token,
        usdcToken.usdc,
        usdcToken.token,
        deployer,
        deadline,
      ],
    }),
  );
  return LOCAL_DEX;
}
