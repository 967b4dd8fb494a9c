import { render, screen } from '@testing-library/react';
import type { AccountAreaProps } from '../mount-props';
import type { FederationRuntime } from './remote-loader';
import { StandaloneAccountArea } from './standalone';

function FakeAccountArea({ accountPath }: AccountAreaProps) {
  return <a href={accountPath}>Account</a>;
}

describe('StandaloneAccountArea', () => {
  it("borrows mfe_auth's account area from its port of the page's host, registered once per runtime", async () => {
    const registerRemotes = jest.fn();
    const loadRemote = jest.fn().mockResolvedValue({ default: FakeAccountArea });
    const runtime = () => ({
      registerRemotes,
      loadRemote: loadRemote as FederationRuntime['loadRemote'],
    });
    const { rerender } = render(<StandaloneAccountArea runtime={runtime()} />);
    const origin = `${window.location.protocol}//${window.location.hostname}:3001`;
    expect(await screen.findByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      `${origin}/u/account`,
    );
    rerender(<StandaloneAccountArea runtime={runtime()} />);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_auth', entry: `${origin}/mf-manifest.json` }]);
    expect(loadRemote).toHaveBeenCalledWith('mfe_auth/AccountArea');
  });
});
