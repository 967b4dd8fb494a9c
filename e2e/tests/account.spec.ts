import { expect, test } from '@playwright/test';
import { createPublicClient, createWalletClient, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { deployTestNft, LOCAL_RPC_URL, TEST_PRIVATE_KEYS, testNftAbi } from '@suite/chain';
import { AccountPage } from '../pages/account-page';
import { ShellPage } from '../pages/shell-page';
import { TestWallet } from '../support/test-wallet';
import { ONE_PIXEL_PNG } from '../support/images';

// mfe_auth's own page by default; ACCOUNT_URL points the spec at another build of it (or the shell).
const ACCOUNT_URL = process.env.ACCOUNT_URL ?? 'http://localhost:3001/u/account';
const ORIGIN = new URL(ACCOUNT_URL).origin;

/** A 1×1 PNG: the image the test NFT's metadata points at. */
const NFT_IMAGE = `data:image/png;base64,${ONE_PIXEL_PNG}`;

/**
 * Deploys a test NFT and mints `tokenId` to `to`. With a metadata URI, the deployer mints to itself,
 * stores the URI (only an owner may) and then transfers the token, as a marketplace sale would.
 */
async function mintTestNft(to: `0x${string}`, tokenId: bigint, tokenUri?: string): Promise<`0x${string}`> {
  const contract = await deployTestNft(LOCAL_RPC_URL);
  const deployer = privateKeyToAccount(TEST_PRIVATE_KEYS[0] ?? generatePrivateKey());
  const walletClient = createWalletClient({
    account: deployer,
    chain: hardhat,
    transport: http(LOCAL_RPC_URL),
  });
  const publicClient = createPublicClient({ chain: hardhat, transport: http(LOCAL_RPC_URL) });
  const send = async (hash: `0x${string}`) => {
    await publicClient.waitForTransactionReceipt({ hash });
  };
  if (tokenUri === undefined) {
    await send(
      await walletClient.writeContract({
        address: contract,
        abi: testNftAbi,
        functionName: 'mint',
        args: [to, tokenId],
      }),
    );
    return contract;
  }
  await send(
    await walletClient.writeContract({
      address: contract,
      abi: testNftAbi,
      functionName: 'mint',
      args: [deployer.address, tokenId],
    }),
  );
  await send(
    await walletClient.writeContract({
      address: contract,
      abi: testNftAbi,
      functionName: 'setTokenURI',
      args: [tokenId, tokenUri],
    }),
  );
  await send(
    await walletClient.writeContract({
      address: contract,
      abi: testNftAbi,
      functionName: 'transferFrom',
      args: [deployer.address, to, tokenId],
    }),
  );
  return contract;
}

function uniqueUsername(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

test('a user sets a username and an NFT picture, links a second wallet and signs out everywhere', async ({
  page,
  browser,
}) => {
  // Someone else already has a name.
  const otherPage = await (await browser.newContext()).newPage();
  const other = new TestWallet(otherPage, generatePrivateKey());
  await other.install();
  const otherAccount = new AccountPage(otherPage, ACCOUNT_URL);
  await otherAccount.goto();
  await new ShellPage(otherPage).signIn(other.address);
  const taken = uniqueUsername('taken');
  await otherAccount.typeUsername(taken);
  await expect(otherAccount.card('Profile').getByText('This username is available')).toBeVisible();
  await otherAccount.saveProfile();

  const firstKey = generatePrivateKey();
  const wallet = new TestWallet(page, firstKey);
  await wallet.install();
  const firstAddress = wallet.address;
  const shell = new ShellPage(page);
  const account = new AccountPage(page, ACCOUNT_URL);
  await account.goto();
  await shell.signIn(firstAddress);

  await test.step('a taken username is refused, a free one is saved', async () => {
    await account.typeUsername(taken.toUpperCase());
    await expect(account.card('Profile').getByText('This username is already taken')).toBeVisible();
    await expect(account.card('Profile').getByRole('button', { name: 'Save profile' })).toBeDisabled();

    const mine = uniqueUsername('me');
    await account.typeUsername(mine);
    await expect(account.card('Profile').getByText('This username is available')).toBeVisible();
    await account.saveProfile();
    await expect(account.publicProfileLink(mine)).toBeVisible();

    await page.goto(`${ORIGIN}/u/${mine}`);
    await expect(page.getByRole('heading', { name: `@${mine}`, level: 1 })).toBeVisible();
    await account.goto();
  });

  await test.step("the store's picture is uploaded in the image picker, saved, and on the public profile", async () => {
    const fileName = `store-${Date.now().toString(36)}.png`;
    await account.uploadStorePicture(fileName, Buffer.from(ONE_PIXEL_PNG, 'base64'));
    const address = await account
      .card('Store profile')
      .getByRole('textbox', { name: 'Profile image URL' })
      .inputValue();
    expect(address).toMatch(/^http:\/\/localhost:\d+\/api\/uploads\/.+\.png$/);
    await account.card('Store profile').getByRole('button', { name: 'Save store profile' }).click();
    await expect(page.getByText('Store profile saved')).toBeVisible();

    const username = await account.usernameInput().inputValue();
    await page.goto(`${ORIGIN}/u/${username}`);
    const picture = page.getByRole('img', { name: 'Store picture' });
    await expect(picture).toHaveAttribute('src', address);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    await account.goto();
  });

  await test.step('an NFT the user owns becomes the header avatar', async () => {
    const metadata = { name: 'Test NFT #7', image: NFT_IMAGE };
    const contract = await mintTestNft(
      firstAddress,
      7n,
      `data:application/json,${encodeURIComponent(JSON.stringify(metadata))}`,
    );
    await account.validateNft(contract, '8');
    await expect(account.card('NFT profile picture').getByRole('alert')).toContainText('does not exist');

    await account.validateNft(contract, '7');
    await expect(
      account.page.getByText('You own this NFT: you can use it as your profile picture.'),
    ).toBeVisible();
    await account.useNftAsProfilePicture();
    // The header shows the image of the token's metadata, read from its tokenURI on chain.
    await expect(account.headerNftAvatar('7', contract)).toBeVisible();
    await expect(account.headerNftAvatar('7', contract).locator('img')).toHaveAttribute('src', NFT_IMAGE);
  });

  await test.step('a second wallet is linked by signing with it; the only one cannot be removed', async () => {
    await expect(account.removeButton(firstAddress)).toBeDisabled();
    const secondKey = generatePrivateKey();
    await wallet.switchAccount(secondKey);
    await account.linkConnectedWallet();
    await expect(account.linkedWallet(firstAddress)).toBeVisible();
    await expect(account.linkedWallet(wallet.address)).toBeVisible();
    await expect(shell.loggedButton()).toBeDisabled();
    // The session now runs on the second wallet, so the first one may go.
    await expect(account.removeButton(firstAddress)).toBeEnabled();
  });

  await test.step('sign out everywhere ends this session and the one on another device', async () => {
    const laptop = await (await browser.newContext()).newPage();
    const laptopWallet = new TestWallet(laptop, firstKey);
    await laptopWallet.install();
    const laptopAccount = new AccountPage(laptop, ACCOUNT_URL);
    await laptopAccount.goto();
    await new ShellPage(laptop).signIn(firstAddress);
    await expect(laptopAccount.card('Linked wallets')).toBeVisible();

    await account.signOutEverywhere();
    await expect(account.signedOutPrompt()).toBeVisible();
    expect((await page.request.get(`${ORIGIN}/api/user/authenticated/account`)).status()).toBe(401);
    await page.reload();
    await expect(account.signedOutPrompt()).toBeVisible();

    await laptop.reload();
    await expect(laptopAccount.signedOutPrompt()).toBeVisible();
  });
});

test('the Web Summit airdrop adds its credits once, and is then shown claimed', async ({ page }) => {
  const wallet = new TestWallet(page, generatePrivateKey());
  await wallet.install();
  const account = new AccountPage(page, ACCOUNT_URL);
  await account.goto();
  await new ShellPage(page).signIn(wallet.address);

  const card = account.card('Web Summit airdrop');
  await card.getByRole('button', { name: 'Claim 5 USD of credits' }).click();
  await expect(page.getByText('5 USD of credits added to your account')).toBeVisible();
  await expect(card.getByText('Claimed', { exact: true })).toBeVisible();
  await page.reload();
  await expect(card.getByText('Claimed', { exact: true })).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);

  // The credits are in the account, with their line in the history (the shell's commerce settings).
  await page.goto('http://localhost:3000/u/account/commerce/settings');
  await expect(page.getByRole('cell', { name: 'Web Summit airdrop' })).toBeVisible();
  // A second claim (another tab, an old page) is refused and adds nothing.
  const again = await page.request.post(`${ORIGIN}/api/airdrop/websummit`, {
    headers: { origin: ORIGIN },
  });
  expect(again.status()).toBe(409);
  const credits = await page.request.get(`${ORIGIN}/api/credits`);
  expect(await credits.json()).toMatchObject({ creditsAvailable: '5' });
});
