// A Jest transformer for antd's `lib/index.js`, the barrel that `import { Button } from 'antd'`
// reaches in CommonJS: it requires every one of antd's ~80 components up front, ~0.6 s for each test
// file, where a bundler would keep only the imported ones. Here each `var _x = …require("./x")…;`
// of the barrel becomes a stand-in that requires the module the first time a property of it is
// read, so a test file loads the components it renders and nothing else. The barrel's getters,
// export names and the components themselves are untouched.
import { createHash } from 'node:crypto';

const EAGER_REQUIRE = /^var (_\w+) = ((?:_interopRequire\w+\()?require\("\.\/[^"]+"\)\)?(?:\.\w+)?);$/gm;

const LAZY_HELPER = `function __lazyModule(load) {
  var loaded;
  var get = function () { return loaded === undefined ? (loaded = load()) : loaded; };
  return new Proxy({}, {
    get: function (_target, key) { return get()[key]; },
    has: function (_target, key) { return key in get(); },
  });
}
`;

export default {
  /** @param {string} sourceText */
  process(sourceText) {
    return {
      code:
        LAZY_HELPER + sourceText.replace(EAGER_REQUIRE, 'var $1 = __lazyModule(function () { return $2; });'),
    };
  },
  /** @param {string} sourceText */
  getCacheKey(sourceText) {
    return createHash('sha256')
      .update(LAZY_HELPER)
      .update(EAGER_REQUIRE.source)
      .update(sourceText)
      .digest('hex');
  },
};
