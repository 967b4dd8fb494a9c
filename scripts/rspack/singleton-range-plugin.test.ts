import { afterEach, describe, expect, it, jest } from '@jest/globals';
import singletonRange from './singleton-range-plugin';

type Plugin = ReturnType<typeof singletonRange>;
type ResolveArgs = Parameters<NonNullable<Plugin['resolveShare']>>[0];

/** What the runtime hands the plugin when `from`, built for `required`, asks for a package the page has at `version`. */
function resolveArgs(from: string, required: string | false, version: string, singleton = true): ResolveArgs {
  return {
    pkgName: '@suite/shared',
    shareInfo: { from, shareConfig: { singleton, requiredVersion: required } },
    resolver: () => ({ shared: { from: 'shell', version }, useTreesShaking: false }),
  } as unknown as ResolveArgs;
}

function resolve(plugin: Plugin, args: ResolveArgs) {
  const result = plugin.resolveShare?.(args);
  if (!result) throw new Error('resolveShare returned nothing');
  return result.resolver();
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the singleton range warning', () => {
  it("hands an app built for another range the page's copy, and says so once in the console", () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const plugin = singletonRange();
    expect(resolve(plugin, resolveArgs('mfe_commerce', '^2.0.0', '1.0.0'))).toMatchObject({
      shared: { version: '1.0.0' },
    });
    resolve(plugin, resolveArgs('mfe_commerce', '^2.0.0', '1.0.0'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(
      '[federation] mfe_commerce was built for @suite/shared ^2.0.0, but this page shares @suite/shared 1.0.0 ' +
        '(from shell); mfe_commerce runs with it and may fail where they differ. Deploy a build of ' +
        "mfe_commerce made with @suite/shared 1.0.0. Every app and its versions: the admin's About page " +
        "(/admin/about), or /remotes on an app's own port.",
    );
  });

  it('says nothing when the copy is in range, or for a package that is not a singleton', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const plugin = singletonRange();
    resolve(plugin, resolveArgs('mfe_commerce', '^1.0.0', '1.2.0'));
    resolve(plugin, resolveArgs('mfe_commerce', '^2.0.0', '1.0.0', false));
    resolve(plugin, resolveArgs('mfe_commerce', false, '1.0.0'));
    expect(warn).not.toHaveBeenCalled();
  });
});
