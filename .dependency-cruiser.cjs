/**
 * The layers of server/ and web/ (drawn in server/README.md and web/README.md), checked by `npm run lint`.
 * A feature folder is one unit: no two features import each other, directly or round a circle, and a feature
 * reads another's tables only through that feature's public module, never its `*.repo.ts`.
 */
const tests = '(\\.test\\.tsx?$|/test/|/testing/)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular-files',
      comment: 'A module that imports itself round a circle: split out what both need.',
      severity: 'error',
      from: { pathNot: tests },
      to: { circular: true },
    },
    {
      name: 'no-circular-features',
      comment: 'Two features that lean on each other: one of them must depend on the other only.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(server|web)/src/' },
      to: { circular: true },
    },
    {
      name: 'no-reaching-into-another-features-tables',
      comment: "A feature reads another feature's tables through that feature's public module, not its repository.",
      severity: 'error',
      from: { path: '^(server/src/features/[^/]+)/', pathNot: tests },
      to: { path: '^server/src/features/[^/]+/.+\\.repo\\.ts$', pathNot: '^$1/' },
    },
    {
      name: 'access-is-the-lowest-layer',
      comment: 'Access decides who may do what; it imports no feature above it.',
      severity: 'error',
      from: { path: '^server/src/features/access/', pathNot: tests },
      to: { path: '^server/src/features/', pathNot: '^server/src/features/access/' },
    },
    {
      name: 'no-test-helpers-in-production',
      comment: "A feature's test helpers (its testing/ folder) serve tests only: no production module imports them.",
      severity: 'error',
      from: { pathNot: tests },
      to: { path: '/testing/' },
    },
    {
      name: 'lib-is-below-features',
      comment: 'lib holds what any feature may use; it imports no feature.',
      severity: 'error',
      from: { path: '^(server|web)/src/lib/', pathNot: tests },
      to: { path: '^(server|web)/src/(features|app)/' },
    },
  ],
  options: {
    // A feature's test helpers are cruised, so that an import of one is seen, but not followed into the tests' own.
    doNotFollow: { path: '(node_modules|/testing/)' },
    exclude: { path: '(node_modules|\\.test\\.tsx?$|/test/)' },
    tsPreCompilationDeps: true,
  },
};
