import { expect, test } from '@playwright/test';
import { createPublicClient, createWalletClient, getAddress, http, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { LOCAL_RPC_URL, testNftAbi, testNftBytecode } from '@suite/chain';
import { WidgetEditorPage } from '../pages/widget-editor-page';
import { fundedWallet } from '../support/funding';
import { ONE_PIXEL_PNG } from '../support/images';
import { collectPageErrors, serveOnLocalhost } from '../support/page-tools';

// An NFT minted on the local chain, with metadata on chain (a data: URI) whose image is a data: PNG:
// its owner puts it in an NFT asset section, and a signed-out visitor of the public embed sees its
// image and name (read through the API's public NFT read, no session).

const NFT_IMAGE = `data:image/png;base64,${ONE_PIXEL_PNG}`;

/** `metadata` as a data: URI, the metadata kept on chain. */
function dataUri(metadata: object): string {
  return `data:application/json;base64,${Buffer.from(JSON.stringify(metadata)).toString('base64')}`;
}

/** Deploys a test NFT from a fresh funded wallet, mints token 1 with `uri` as its token URI. */
async function mintNft(uri: string): Promise<Hex> {
  const deployer = await fundedWallet({ eth: '1' });
  const transport = http(LOCAL_RPC_URL);
  const wallet = createWalletClient({
    chain: hardhat,
    transport,
    account: privateKeyToAccount(deployer.key),
  });
  const reader = createPublicClient({ chain: hardhat, transport });
  const deployed = await reader.waitForTransactionReceipt({
    hash: await wallet.deployContract({ abi: testNftAbi, bytecode: testNftBytecode }),
  });
  if (!deployed.contractAddress) throw new Error('The test NFT was not deployed');
  const address = getAddress(deployed.contractAddress);
  const send = async (hash: Hex) => {
    const receipt = await reader.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`Transaction ${hash} failed`);
  };
  await send(
    await wallet.writeContract({
      address,
      abi: testNftAbi,
      functionName: 'mint',
      args: [deployer.address, 1n],
    }),
  );
  await send(
    await wallet.writeContract({ address, abi: testNftAbi, functionName: 'setTokenURI', args: [1n, uri] }),
  );
  return address;
}

test('a signed-out visitor of the embed sees an NFT section with the NFT’s image and name', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const name = `Sunset ${Date.now().toString(36)}`;
  const contract = await mintNft(
    dataUri({
      name,
      description: 'A sunset, on chain',
      image: NFT_IMAGE,
      attributes: [{ trait_type: 'Sky', value: 'Orange' }],
    }),
  );

  const editor = await WidgetEditorPage.signedIn(page);
  const id = await editor.createWidget('NFT gallery', 'Full Kit');

  await test.step('the owner adds the NFT to an NFT asset section', async () => {
    await editor.openSection('Components');
    const dialog = await editor.addSection('NFT asset', 'Our NFT');
    const form = dialog.getByRole('form', { name: 'NFT asset section' });
    await form.getByLabel('Chain').click();
    await page
      .locator('.ant-select-item-option[title="Local chain (testnet)"]')
      .filter({ visible: true })
      .click();
    await expect(form.getByRole('note')).toHaveCount(0);
    await form.getByLabel('Contract address').fill(contract);
    await form.getByLabel('Token ID').fill('1');
    await form.getByLabel('Title', { exact: true }).fill('Our sunset');
    // The live preview already shows the NFT's image.
    const preview = dialog.getByRole('region', { name: 'Preview section' });
    await expect(preview.getByRole('img', { name })).toHaveAttribute('src', NFT_IMAGE);
    await editor.saveSectionDialog('NFT asset section');
    await expect(editor.sectionRows()).toHaveCount(1);
    await editor.save();
  });

  const src = await test.step('the embed code, with an API key', async () => {
    const { url } = await editor.createEmbedCodes();
    return url;
  });

  await test.step('a visitor (a fresh browser, never signed in) sees the image and the name', async () => {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    const visitorErrors = collectPageErrors(visitor);
    await visitor.goto(src);
    const section = visitor.getByRole('region', { name: 'Our sunset' });
    await expect(section.getByRole('heading', { name: 'Our sunset' })).toBeVisible();
    const image = section.getByRole('img', { name });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', NFT_IMAGE);
    // Loaded, not broken.
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);
    await expect(section.getByText(`${name} · tNFT`)).toBeVisible();
    await expect(section.getByRole('list', { name: 'Attributes' })).toContainText('Sky: Orange');
    await visitor.screenshot({ path: 'test-results/nft-public-embed.png' });

    // The collection's public page (the collections screen's Preview url): its name and its NFTs.
    await visitor.goto(`${new URL(src).origin}/collection/local-chain/${contract}`);
    await expect(visitor.getByRole('heading', { name: 'Test NFT', level: 1 })).toBeVisible();
    const nfts = visitor.getByRole('list', { name: 'NFTs' });
    await expect(nfts.getByRole('img', { name })).toHaveAttribute('src', NFT_IMAGE);
    await expect(nfts.getByText(name)).toBeVisible();
    expect(visitorErrors).toEqual([]);
    await context.close();
  });

  expect(id).toMatch(/^\d+$/);
  expect(errors).toEqual([]);
});

// The suite runs everything on this machine, an NFT's metadata server too: the API reads metadata
// served from localhost (NFT_METADATA_ALLOW_PRIVATE_ADDRESSES, which a deployed API leaves off).
test('an NFT whose metadata is served from this machine shows its name and image on its collection page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Harbour ${Date.now().toString(36)}`;
  const metadataReads: string[] = [];
  const server = await serveOnLocalhost((request, response) => {
    metadataReads.push(request.url ?? '');
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ name, description: 'Served from this machine', image: NFT_IMAGE }));
  });
  try {
    const contract = await mintNft(`${server.url}nft/1.json`);
    await page.goto(`http://localhost:3000/collection/local-chain/${contract}`);
    await expect(page.getByRole('heading', { name: 'Test NFT', level: 1 })).toBeVisible();
    const nfts = page.getByRole('list', { name: 'NFTs' });
    await expect(nfts.getByRole('img', { name })).toHaveAttribute('src', NFT_IMAGE);
    await expect(nfts.getByText(name)).toBeVisible();
    expect(metadataReads).toContain('/nft/1.json');
  } finally {
    await server.close();
  }
});
