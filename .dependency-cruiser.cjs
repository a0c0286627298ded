/** Architecture rules of DESIGN.md section 5. */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'contracts-imports-no-app',
      comment: 'contracts is shared by both sides and must not depend on either',
      severity: 'error',
      from: { path: '^packages/contracts' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-feature-not-into-other-feature',
      comment: 'a feature never imports another feature',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-not-into-features-or-app',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-features-not-into-app',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-test-support-only-in-tests',
      comment:
        'src/test holds test support (renderers, factories, fixtures, fakes): only tests import it, so the build never bundles it',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: ['\\.test\\.tsx?$', '^apps/web/src/test/'] },
      to: {
        path: [
          '^apps/web/src/test/',
          '^packages/contracts/test/',
          'node_modules/(vitest|@vitest|@testing-library)/',
        ],
      },
    },
    {
      name: 'web-toast-library-only-in-its-host',
      comment:
        'notistack loads after the first paint, in shared/feedback/ToastHost.tsx (lazy); a toast goes through toast-queue.ts, so a value import elsewhere would put the library back before the paint (bench first-page)',
      severity: 'error',
      from: {
        path: '^apps/web/src/',
        pathNot: ['\\.test\\.tsx?$', '^apps/web/src/test/', '^apps/web/src/shared/feedback/ToastHost\\.tsx$'],
      },
      to: { path: 'node_modules/notistack/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-platform-not-into-modules',
      severity: 'error',
      from: { path: '^apps/server/src/platform/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'server-db-not-into-platform-or-modules',
      severity: 'error',
      from: { path: '^apps/server/src/db/' },
      to: { path: '^apps/server/src/(platform|modules)/' },
    },
    {
      name: 'server-module-through-index-only',
      comment: 'a module uses another module only through its index.ts',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'apps-not-into-each-other',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-not-into-web',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'server-and-contracts-src-not-into-test-support',
      comment:
        'a file under src is production code: only test files (*.test.ts) import test support (fixtures, oracles, ' +
        'factories, fakes under a test folder), so the graph shows modules as they depend in production',
      severity: 'error',
      from: { path: '^(apps/server|packages/contracts)/src/', pathNot: '\\.test\\.ts$' },
      to: { path: '(^|/)test/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The build's output and the SQL migrations; packages stay in the graph (not followed), so the rules about
    // which code may import test libraries or the toast library can see them.
    exclude: { path: ['^apps/web/dist/', '^apps/server/src/db/migrations/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
