import { describe, expect, it } from '@jest/globals';
import { sharedDrift, type SharedManifest } from './shared-drift.mjs';

/** A manifest's shares, each built with `version` and requiring `^version` (as shared-deps.mjs does). */
function manifest(versions: Record<string, string>): SharedManifest {
  return {
    shared: Object.entries(versions).map(([name, version]) => ({
      name,
      version,
      requiredVersion: `^${version}`,
    })),
  };
}

const REACT = { react: '19.2.3', 'react/jsx-runtime': '19.2.3', 'react-dom': '19.2.3' };
const SHARED = { '@suite/shared': '1.0.0', '@suite/shared/react': '1.0.0' };

describe('sharedDrift', () => {
  it('passes apps built with the same versions', () => {
    const drift = sharedDrift({
      shell: manifest({ ...REACT, ...SHARED, antd: '6.6.8' }),
      mfe_auth: manifest({ ...REACT, ...SHARED }),
      mfe_commerce: manifest({ ...REACT, '@suite/shared': '1.0.0' }),
    });
    expect(drift).toEqual({ packages: 4, apps: 3, problems: [] });
  });

  it('names the package and the apps when one was built with another React', () => {
    const { problems } = sharedDrift({
      shell: manifest({ ...REACT, ...SHARED }),
      mfe_auth: manifest({ ...REACT, ...SHARED }),
      mfe_commerce: manifest({ react: '19.1.0', 'react/jsx-runtime': '19.1.0', 'react-dom': '19.2.3' }),
    });
    // One line for react (its subpaths are the same package), none for react-dom.
    expect(problems.filter((line) => line.startsWith('react:'))).toEqual([
      'react: shell 19.2.3, mfe_auth 19.2.3, mfe_commerce 19.1.0',
    ]);
    expect(problems.some((line) => line.startsWith('react-dom:'))).toBe(false);
  });

  it("fails a required range the host's copy does not satisfy", () => {
    const commerce = manifest(SHARED);
    commerce.shared = commerce.shared.map((share) => ({ ...share, requiredVersion: '^2.0.0' }));
    const { problems } = sharedDrift({ shell: manifest(SHARED), mfe_commerce: commerce });
    expect(problems).toEqual([
      "@suite/shared: mfe_commerce requires ^2.0.0, the page would run shell's 1.0.0",
      "@suite/shared/react: mfe_commerce requires ^2.0.0, the page would run shell's 1.0.0",
    ]);
  });

  it("checks a share the host does not provide against the other apps' copies", () => {
    const auth = manifest({ dequal: '2.0.3' });
    const commerce = manifest({ dequal: '2.0.3' });
    commerce.shared = [{ name: 'dequal', version: '2.0.3', requiredVersion: '^2.1.0' }];
    const { problems } = sharedDrift({ shell: manifest(REACT), mfe_auth: auth, mfe_commerce: commerce });
    expect(problems).toEqual(["dequal: mfe_commerce requires ^2.1.0, the page would run mfe_auth's 2.0.3"]);
  });

  it('fails a share built without a required range', () => {
    const { problems } = sharedDrift({
      shell: { shared: [{ name: 'react', version: '19.2.3', requiredVersion: false }] },
    });
    expect(problems).toEqual(['react: shell was built without a requiredVersion']);
  });
});
