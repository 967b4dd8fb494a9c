import { Flex, Grid } from 'antd';
import { useSession } from '@suite/shared/react';
import { LoginButton } from '../login/login-button';
import { NftAvatar } from '../nft-profile/nft-avatar';
import { AccountMenu } from './account-menu';

/** The header's account area: the login button, and once signed in the address with its menu. */
export function AccountArea({ accountPath = '/u/account' }: { accountPath?: string }) {
  const { account } = useSession();
  const screens = Grid.useBreakpoint();
  return (
    <Flex align="center" gap={8}>
      <LoginButton compact={screens.md === false} />
      {account?.user.nftProfile && <NftAvatar nft={account.user.nftProfile} />}
      {account && <AccountMenu address={account.address} accountPath={accountPath} />}
    </Flex>
  );
}
