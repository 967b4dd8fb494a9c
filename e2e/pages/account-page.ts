import { expect, type Locator, type Page } from '@playwright/test';
import { getAddress } from 'viem';

/** The account page (`/u/account`) as a user sees it: profile, NFT picture, wallets, sessions. */
export class AccountPage {
  constructor(
    readonly page: Page,
    readonly url: string,
  ) {}

  async goto(): Promise<void> {
    await this.page.goto(this.url);
    await expect(this.page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  }

  card(title: string): Locator {
    return this.page.locator('.ant-card').filter({
      has: this.page.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}$`) }),
    });
  }

  signedOutPrompt(): Locator {
    return this.page.getByText('Connect your wallet and sign the message to see your account.');
  }

  usernameInput(): Locator {
    return this.card('Profile').getByLabel('Username');
  }

  async typeUsername(username: string): Promise<void> {
    await this.usernameInput().fill(username);
  }

  async saveProfile(): Promise<void> {
    await this.card('Profile').getByRole('button', { name: 'Save profile' }).click();
    await expect(this.page.getByText('Profile saved')).toBeVisible();
  }

  /**
   * Store profile → Profile image URL → Choose image: uploads the file in the image picker and uses
   * it, which fills the field and closes the picker.
   */
  async uploadStorePicture(name: string, png: Buffer): Promise<void> {
    await this.card('Store profile').getByRole('button', { name: 'Choose image: Profile image URL' }).click();
    const picker = this.page.getByRole('dialog', { name: 'Your images' });
    await picker.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: png });
    await picker.getByRole('button', { name: `Use ${name}` }).click();
    await expect(picker).toBeHidden();
  }

  publicProfileLink(username: string): Locator {
    return this.card('Profile').getByRole('link', { name: `/u/${username}` });
  }

  async validateNft(contract: string, tokenId: string): Promise<void> {
    const card = this.card('NFT profile picture');
    // The chain starts on the first one the server reads NFTs on: the local chain here.
    await expect(card.getByText('Local chain (testnet)')).toBeVisible();
    await card.getByLabel('Contract address').fill(contract);
    await card.getByLabel('Token id').fill(tokenId);
    await card.getByRole('button', { name: 'Validate' }).click();
  }

  async useNftAsProfilePicture(): Promise<void> {
    await this.card('NFT profile picture').getByRole('button', { name: 'Use as profile picture' }).click();
    await expect(this.page.getByText('Profile picture updated')).toBeVisible();
  }

  /** The NFT avatar in the header, named after the token and contract it shows. */
  headerNftAvatar(tokenId: string, contract: string): Locator {
    return this.page
      .locator('header')
      .getByRole('img', { name: new RegExp(`NFT profile picture: token ${tokenId} of ${contract}`, 'i') });
  }

  linkedWallet(address: string): Locator {
    return this.card('Linked wallets').getByText(getAddress(address), { exact: true });
  }

  async linkConnectedWallet(): Promise<void> {
    await this.card('Linked wallets').getByRole('button', { name: 'Sign to link this wallet' }).click();
    await expect(this.page.getByText('Wallet linked')).toBeVisible();
  }

  removeButton(address: string): Locator {
    return this.card('Linked wallets').getByRole('button', { name: `Remove ${getAddress(address)}` });
  }

  async signOutEverywhere(): Promise<void> {
    await this.card('Sessions').getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  }
}
