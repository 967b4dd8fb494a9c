import { expect, test } from '@playwright/test';
import { ANTD_STYLE_ENGINE, collectScripts } from '../support/page-tools';

// A marker that exists once per copy of react-dom: its renderer registers itself with this name.
const REACT_DOM_RENDERER = 'rendererPackageName:"react-dom"';

test('the shell and every loaded remote share one React, one React renderer and one antd', async ({
  page,
}) => {
  const scripts = collectScripts(page);
  // The commerce back office: the shell, the header's account area (mfe_auth) and mfe_commerce.
  await page.goto('/u/account/commerce');
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(page.locator('header').getByRole('button', { name: 'Login', exact: true })).toBeVisible();

  const shared = await page.evaluate(async () => {
    interface Instance {
      name: string;
      loadShare(name: string): Promise<false | (() => Record<string, unknown>)>;
    }
    const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } })
      .__FEDERATION__;
    const copies = { react: new Set<unknown>(), reactDom: new Set<unknown>(), antd: new Set<unknown>() };
    for (const instance of federation.__INSTANCES__) {
      const load = async (name: string) => {
        const factory = await instance.loadShare(name);
        if (!factory) throw new Error(`${instance.name} has no shared ${name}`);
        return factory();
      };
      copies.react.add((await load('react')).useState);
      copies.reactDom.add((await load('react-dom')).createPortal);
      copies.antd.add((await load('antd')).Button);
    }
    return {
      apps: federation.__INSTANCES__.map((instance) => instance.name),
      react: copies.react.size,
      reactDom: copies.reactDom.size,
      antd: copies.antd.size,
    };
  });
  expect(shared.apps).toEqual(expect.arrayContaining(['shell', 'mfe_auth', 'mfe_commerce']));
  expect(shared).toMatchObject({ react: 1, reactDom: 1, antd: 1 });

  const bodies = await Promise.all(scripts);
  expect(bodies.filter((body) => body.includes(REACT_DOM_RENDERER))).toHaveLength(1);
  expect(bodies.filter((body) => body.includes(ANTD_STYLE_ENGINE))).toHaveLength(1);
});
