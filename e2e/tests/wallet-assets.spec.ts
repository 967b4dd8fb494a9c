import { expect, test, type Page } from '@playwright/test';
import { createPublicClient, createWalletClient, http, parseUnits, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { deployTestNft, LOCAL_RPC_URL, testNftAbi, testTokenAbi } from '@suite/chain';
import { LOCAL_TEST_TOKEN } from '@suite/shared';
import { embedAddress, ownerWithWidget } from '../pages/public-widget';
import { WalletSectionPage } from '../pages/wallet-section-page';
import type { WidgetEditorPage } from '../pages/widget-editor-page';
import { fundedWallet } from '../support/funding';
import { ONE_PIXEL_PNG } from '../support/images';
import { collectPageErrors } from '../support/page-tools';

// What the wallet section keeps and finds for a visitor of a site's public embed, who is known only by
// their wallet: an NFT of one of the site's collections (Data → Collections) minted to the visitor is
// in its NFTs without importing it (the API reads the collection's Transfer logs on the local chain),
// and one minted to someone else is not; a token the visitor imports is saved on the site's server
// with the wallet's signature, so a browser that shares nothing with the first one lists it too, and a
// refused signature saves nothing and says so. Each run has its own owner, site, collection and
// visitor, so the spec can run twice against the same suite.

const transport = http(LOCAL_RPC_URL);
const chain = createPublicClient({ chain: hardhat, transport });
const NFT_IMAGE = `data:image/png;base64,${ONE_PIXEL_PNG}`;

/** Sends a transaction from `key` on the local chain; resolves once it is mined, throws if it reverted. */
async function send(key: Hex, write: (wallet: ReturnType<typeof walletOf>) => Promise<Hex>): Promise<void> {
  const hash = await write(walletOf(key));
  const receipt = await chain.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`);
}

function walletOf(key: Hex) {
  return createWalletClient({ chain: hardhat, transport, account: privateKeyToAccount(key) });
}

/** Mints `tokenId` of the test NFT `contract` to `holder`, who then names it (only its owner may). */
async function mintNamedNft(
  contract: Hex,
  tokenId: bigint,
  holder: { key: Hex; address: Hex },
  name: string,
): Promise<void> {
  const metadata = { name, description: 'Minted by the wallet-assets e2e', image: NFT_IMAGE };
  const uri = `data:application/json;base64,${Buffer.from(JSON.stringify(metadata)).toString('base64')}`;
  // Anyone may mint the test NFT: the holder mints it to themself, as a public mint would.
  await send(holder.key, (wallet) =>
    wallet.writeContract({
      address: contract,
      abi: testNftAbi,
      functionName: 'mint',
      args: [holder.address, tokenId],
    }),
  );
  await send(holder.key, (wallet) =>
    wallet.writeContract({
      address: contract,
      abi: testNftAbi,
      functionName: 'setTokenURI',
      args: [tokenId, uri],
    }),
  );
}

/**
 * Uploads a 1×1 PNG as the signed-in owner (the API's image upload, from the page like the image
 * picker) and answers its absolute URL: a collection's image and background must be http(s) URLs.
 */
async function uploadedImageUrl(page: Page): Promise<string> {
  const answer = await page.evaluate(async (png) => {
    const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
    const body = new FormData();
    body.append('file', new Blob([bytes], { type: 'image/png' }), 'collection.png');
    const response = await fetch('/api/images', { method: 'POST', body });
    return { status: response.status, body: (await response.json()) as { url?: string } };
  }, ONE_PIXEL_PNG);
  if (answer.status !== 200 || !answer.body.url)
    throw new Error(`Image upload: ${answer.status} ${JSON.stringify(answer.body)}`);
  return new URL(answer.body.url, page.url()).href;
}

/** A wallet section on the widget's page, saved. */
async function addWalletSection(editor: WidgetEditorPage): Promise<void> {
  await editor.openSection('Components');
  await editor.addSection('Wallet', 'Wallet');
  await editor.saveSectionDialog('Wallet section');
  await expect(editor.sectionRows()).toHaveCount(1);
  await editor.save();
}

test('an NFT of the site’s collection minted to the visitor is in the wallet’s NFTs without importing it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const run = Date.now().toString(36);
  const collectionName = `Harbour lights ${run}`;
  const visitorsNft = `Lighthouse ${run}`;
  const othersNft = `Breakwater ${run}`;
  // One after the other: the funding account's transactions take its nonces in turn.
  const contract = await deployTestNft(LOCAL_RPC_URL);
  const visitor = await fundedWallet({ eth: '1' });
  const someoneElse = await fundedWallet({ eth: '0.1' });
  await mintNamedNft(contract, 1n, visitor, visitorsNft);
  await mintNamedNft(contract, 2n, someoneElse, othersNft);

  const { editor, id } = await ownerWithWidget(page, 'Harbour site');
  await test.step('the owner lists the collection in Data → Collections and adds a wallet section', async () => {
    const image = await uploadedImageUrl(page);
    await editor.addNftCollection(id, {
      contractAddress: contract,
      name: collectionName,
      image,
      backgroundImage: image,
    });
    await addWalletSection(editor);
  });
  const src = await embedAddress(editor);

  await test.step('the visitor connects on the public embed and finds their NFT, and only theirs', async () => {
    const { wallet, errors: visitorErrors, close } = await WalletSectionPage.visit(browser, src, visitor.key);
    const nfts = await wallet.openNfts();
    const collected = nfts.getByRole('list', { name: 'Collected NFTs' });
    await expect(collected.getByRole('listitem')).toHaveCount(1);
    const card = collected.getByRole('listitem').filter({ hasText: visitorsNft });
    await expect(card).toContainText(collectionName);
    await expect(card.getByRole('img', { name: visitorsNft })).toHaveAttribute('src', NFT_IMAGE);
    // Found, not imported: nothing to remove, and no save was asked of the wallet.
    await expect(card.getByRole('button', { name: `Remove ${visitorsNft}` })).toHaveCount(0);
    await expect(wallet.status()).toBeEmpty();
    // The collection's other NFT belongs to someone else.
    await expect(nfts.getByText(othersNft)).toHaveCount(0);
    await expect(nfts.getByRole('alert')).toHaveCount(0);
    await wallet.page.screenshot({ path: 'test-results/wallet-assets-owned-nft.png' });
    await close();
    expect(visitorErrors).toEqual([]);
  });

  expect(errors).toEqual([]);
});

/** tTKN's row: marked imported, named as the chain says, with the 42 tTKN the visitor holds. */
async function expectImportedTokenRow(wallet: WalletSectionPage): Promise<void> {
  const row = wallet.tokenRow(LOCAL_TEST_TOKEN.symbol);
  await expect(row).toContainText('Imported');
  await expect(row).toContainText(LOCAL_TEST_TOKEN.name);
  await expect(row.getByRole('cell', { name: '42', exact: true })).toBeVisible();
}

test('a token the visitor imports is saved with their signature and listed in another browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const token = LOCAL_TEST_TOKEN;
  const visitor = await fundedWallet({ eth: '1' });
  // Some tTKN (its mint is open), so the imported row shows a balance read on chain.
  await send(visitor.key, (wallet) =>
    wallet.writeContract({
      address: token.address,
      abi: testTokenAbi,
      functionName: 'mint',
      args: [visitor.address, parseUnits('42', token.decimals)],
    }),
  );

  // A new site lists no Data → Tokens, so its wallet offers the chain's stablecoins, not tTKN.
  const { editor } = await ownerWithWidget(page, 'Token site');
  await addWalletSection(editor);
  const src = await embedAddress(editor);

  await test.step('in a first browser, a refused signature saves nothing; a signed one saves the token', async () => {
    const {
      wallet,
      testWallet,
      errors: visitorErrors,
      close,
    } = await WalletSectionPage.visit(browser, src, visitor.key);
    await expect(wallet.tokenRow('tUSDC')).toBeVisible();
    await expect(wallet.tokenRow(token.symbol)).toHaveCount(0);

    testWallet.rejectNextSignatureRequest();
    const dialog = await wallet.lookUpToken(token.address, token.symbol);
    await dialog.getByRole('button', { name: `Import ${token.symbol}` }).click();
    // Refused: the dialog stays, saying why, with the token ready to import again.
    await expect(dialog).toContainText('You refused the signature in your wallet: nothing was saved.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(wallet.status()).toContainText('Your tokens and NFTs were not saved');
    await expect(wallet.status()).toContainText(
      'You refused the signature in your wallet: nothing was saved.',
    );
    await expect(wallet.tokenRow(token.symbol)).toHaveCount(0);
    await wallet.status().getByRole('button', { name: 'Dismiss' }).click();
    await expect(wallet.status()).toBeEmpty();

    await wallet.importToken(token.address, token.symbol);
    await expectImportedTokenRow(wallet);
    await expect(wallet.status()).toBeEmpty();
    await close();
    expect(visitorErrors).toEqual([]);
  });

  await test.step('another browser (nothing shared) with the same wallet lists the imported token', async () => {
    const { wallet, errors: visitorErrors, close } = await WalletSectionPage.visit(browser, src, visitor.key);
    await expectImportedTokenRow(wallet);
    await wallet.page.screenshot({ path: 'test-results/wallet-assets-imported-token.png' });
    await close();
    expect(visitorErrors).toEqual([]);
  });

  expect(errors).toEqual([]);
});
