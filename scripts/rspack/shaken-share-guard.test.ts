import { afterEach, describe, expect, it, jest } from '@jest/globals';
import shakenShareGuard, { exportsInMask, missingExports } from './shaken-share-guard';
import { exportMask } from './shaken-shares.mjs';

type Guard = ReturnType<typeof shakenShareGuard>;
type ResolveArgs = Parameters<NonNullable<Guard['resolveShare']>>[0];
type RegisterArgs = Parameters<NonNullable<Guard['afterRegisterShare']>>[0];

function shellCopy(held: string[] | undefined) {
  return {
    shared: { from: 'shell', treeShaking: { mode: 'runtime-infer', usedExports: held } },
    useTreesShaking: true,
  };
}

/** What the runtime hands the plugin when `from` asks for antd and the scope offers `resolved`. */
function resolveArgs(from: string, resolved: ReturnType<typeof shellCopy> | undefined): ResolveArgs {
  return {
    pkgName: 'antd',
    shareInfo: { from },
    resolver: () => resolved,
  } as unknown as ResolveArgs;
}

/** The arguments the guard hands on to the runtime. */
function resolve(guard: Guard, args: ResolveArgs): ResolveArgs {
  const result = guard.resolveShare?.(args);
  if (!result) throw new Error('resolveShare returned nothing');
  return result;
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('missingExports', () => {
  it('names what the copy lacks, or everything when nobody said what it holds', () => {
    expect(missingExports(['Button', 'Rate'], ['Button', 'Card'])).toEqual(['Rate']);
    expect(missingExports(['Button'], ['Button', 'Card'])).toEqual([]);
    expect(missingExports(['Button'], undefined)).toEqual(['Button']);
  });
});

describe('exportMask and exportsInMask', () => {
  const kept = ['Alert', 'Button', 'Card', 'Form', 'Rate', 'Select'];

  it('mark which kept names an app imports itself, and read them back', () => {
    const mask = exportMask(kept, ['Button', 'Rate', 'Select']);
    expect(mask).toBe('23');
    expect(exportsInMask(kept, mask)).toEqual(['Button', 'Rate', 'Select']);
    expect(exportsInMask(kept, exportMask(kept, []))).toEqual([]);
    expect(exportsInMask(kept, exportMask(kept, kept))).toEqual(kept);
  });

  it('read every kept name when there is no mask, and refuse a name that was not kept', () => {
    expect(exportsInMask(kept, undefined)).toEqual(kept);
    expect(() => exportMask(kept, ['Button', 'Table'])).toThrow(
      'Table is imported but not among the exports kept',
    );
  });
});

describe('shakenShareGuard', () => {
  it('hands over a shaken copy that holds every export the app uses', () => {
    const guard = shakenShareGuard({ usedExports: { antd: ['Button', 'Card'] } });
    const resolved = shellCopy(['Button', 'Card', 'Table']);
    const args = resolve(guard, resolveArgs('mfe_commerce', resolved));
    expect(args.resolver()).toBe(resolved);
  });

  it('asks a copy for what the app itself imports, not for all its build kept', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const kept = ['Button', 'Card', 'Rate'];
    const plain = shakenShareGuard({
      usedExports: { antd: kept },
      ownExports: { antd: exportMask(kept, ['Button', 'Card']) },
    });
    const resolved = shellCopy(['Button', 'Card']);
    expect(resolve(plain, resolveArgs('mfe_commerce', resolved)).resolver()).toBe(resolved);
    const rating = shakenShareGuard({
      usedExports: { antd: kept },
      ownExports: { antd: exportMask(kept, ['Button', 'Rate']) },
    });
    expect(resolve(rating, resolveArgs('mfe_commerce', resolved)).resolver()).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('refuses a shaken copy that lacks one, so the app loads its own, and says which', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const guard = shakenShareGuard({ usedExports: { antd: ['Button', 'Rate'] } });
    const args = resolve(guard, resolveArgs('mfe_commerce', shellCopy(['Button', 'Card'])));
    expect(args.resolver()).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      '[federation] mfe_commerce uses antd exports the shared copy from shell does not hold (Rate); it loads its own copy.',
    );
  });

  it('refuses a shaken copy whose contents nobody wrote down', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const guard = shakenShareGuard({ usedExports: { antd: ['Button'] } });
    const args = resolve(guard, resolveArgs('mfe_commerce', shellCopy(undefined)));
    expect(args.resolver()).toBeUndefined();
  });

  it('leaves whole copies and packages it does not shake alone', () => {
    const guard = shakenShareGuard({ usedExports: { antd: ['Button', 'Rate'] } });
    const whole = { ...shellCopy(undefined), useTreesShaking: false };
    expect(resolve(guard, resolveArgs('mfe_commerce', whole)).resolver()).toBe(whole);
    const react = { ...resolveArgs('mfe_commerce', shellCopy(undefined)), pkgName: 'react' };
    expect(resolve(guard, react).resolver).toBe(react.resolver);
  });

  it('writes on the copy an app registers what that copy holds, and not on another app’s', () => {
    const guard = shakenShareGuard({ usedExports: { antd: ['Button', 'Card'] } });
    const own = { from: 'shell', treeShaking: { usedExports: undefined as string[] | undefined } };
    const other = { from: 'mfe_auth', treeShaking: { usedExports: undefined as string[] | undefined } };
    const register = (shared: typeof own) =>
      guard.afterRegisterShare?.({
        pkgName: 'antd',
        shared,
        origin: { name: 'shell' },
      } as unknown as RegisterArgs);
    register(own);
    register(other);
    expect(own.treeShaking.usedExports).toEqual(['Button', 'Card']);
    expect(other.treeShaking.usedExports).toBeUndefined();
  });

  it('loads a shaken copy registered without a getter of its own through the share’s getter', async () => {
    const guard = shakenShareGuard({ usedExports: { antd: ['Button'] } });
    const copy = async () => () => ({ Button: 'the build’s Button' });
    const shared: { from: string; get: typeof copy; treeShaking: { get?: typeof copy } } = {
      from: 'shell',
      get: copy,
      treeShaking: {},
    };
    guard.afterRegisterShare?.({
      pkgName: 'antd',
      shared,
      origin: { name: 'shell' },
    } as unknown as RegisterArgs);
    const factory = await shared.treeShaking.get?.();
    expect(factory?.()).toEqual({ Button: 'the build’s Button' });
  });
});
