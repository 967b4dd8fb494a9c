import { render, screen } from '@testing-library/react';
import { readHostConfig } from './host-config';
import { RemoteRefused } from './remote-refused';

const CONFIGURED = 'http://localhost:3003/remoteEntry.js';

describe('the page query', () => {
  it('loads the configured remote entry when ?remote= is unset, empty or names it', () => {
    for (const search of [
      '',
      '?remote=',
      `?remote=${CONFIGURED}`,
      '?remote=HTTP://LOCALHOST:3003/remoteEntry.js',
    ]) {
      expect(readHostConfig(search, CONFIGURED).remote).toEqual({ entry: CONFIGURED });
    }
    expect(readHostConfig('?api=http://localhost:4000', CONFIGURED).apiBaseUrl).toBe('http://localhost:4000');
  });

  it('refuses any other remote entry, and the page says which one and what it loads instead', () => {
    const others = [
      'https://attacker.example/remoteEntry.js',
      '/uploads/remoteEntry.js',
      'http://localhost:3010/remoteEntry.js',
      'javascript:alert(1)',
    ];
    for (const other of others) {
      const { remote } = readHostConfig(`?remote=${encodeURIComponent(other)}`, CONFIGURED);
      expect(remote).toEqual({ refused: other, allowed: CONFIGURED });
    }

    const { remote } = readHostConfig('?remote=https://attacker.example/remoteEntry.js', CONFIGURED);
    if (!('refused' in remote)) throw new Error('The remote entry was not refused');
    render(<RemoteRefused refused={remote.refused} allowed={remote.allowed} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The section editors were not loaded: ?remote= names https://attacker.example/remoteEntry.js, and this page loads them only from http://localhost:3003/remoteEntry.js.',
    );
  });
});
