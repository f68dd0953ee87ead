/**
 * The server's zones (DESIGN.md "Architecture", docs/architecture.md), for dependency-cruiser:
 * a kernel below every module, modules that touch each other only through a declared face
 * (public.ts), a database layer that imports no module, kinds of line that only kinds.ts names, routes composed in app.ts alone,
 * HTTP errors raised at the edge only.
 * Written for any source root so a fixture tree can show each rule biting (server-zones.test.mjs).
 */
const KINDS = '(events|tours|merchandise|passes|gift-vouchers|donations)';

/** @returns {import('dependency-cruiser').IForbiddenRuleType[]} */
export const serverZones = (root) => {
  const productionOnly = ['\\.test\\.ts$', `${root}test-support/`, `${root}fuzz/`];
  return [
    {
      name: 'server-no-cycles',
      comment: 'Server files import each other one way: a cycle of value imports ties them into one knot.',
      severity: 'error',
      from: { path: root, pathNot: productionOnly },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'kernel-is-below-everything',
      comment: 'The kernel (HTTP helpers, errors, labels, formats, shop context) serves every module and imports none.',
      severity: 'error',
      from: { path: `${root}(kernel|http|errors)/`, pathNot: productionOnly },
      to: { path: root, pathNot: [`${root}(kernel|http|errors|db)/`, `${root}config\\.ts$`] },
    },
    {
      name: 'db-names-no-module',
      comment:
        "The database layer serves every module and knows none: a kind's tables and migrations join from its own folder (declaration merging of Database, the migration list kinds.ts composes).",
      severity: 'error',
      from: { path: `${root}db/`, pathNot: productionOnly },
      to: { path: `${root}(modules/|(app|kinds)\\.ts$)` },
    },
    {
      name: 'generic-code-names-no-kind',
      comment:
        "Checkout, orders, documents, mail, the catalog and app.ts itself work through the kinds' plug-ins; only kinds.ts (the one list of kinds) and the kind itself name a kind.",
      severity: 'error',
      from: { path: root, pathNot: [...productionOnly, `${root}modules/${KINDS}/`, `${root}kinds\\.ts$`] },
      to: { path: `${root}modules/${KINDS}/` },
    },
    {
      name: 'modules-keep-their-insides',
      comment: "A module uses another only through that module's declared face (public.ts).",
      severity: 'error',
      from: { path: `${root}modules/([^/]+)/`, pathNot: productionOnly },
      to: { path: `${root}modules/`, pathNot: [`${root}modules/$1/`, `${root}modules/[^/]+/public\\.ts$`] },
    },
    {
      name: 'only-app-composes',
      comment:
        'Routes and registrations are put together in app.ts alone. A payment provider is a plug-in that app.ts registers whole: it brings the routes its provider needs (a webhook, a payment page). So is a kind of line (<kind>.kind.ts, listed in kinds.ts): it brings its own public calls.',
      severity: 'error',
      from: { path: root, pathNot: [...productionOnly, `${root}app\\.ts$`, `${root}payments/providers/[^/]+/[^/]+-provider\\.ts$`, `${root}modules/${KINDS}/[^/]+\\.kind\\.ts$`] },
      to: { path: `${root}.+(\\.routes|/register-[^/]+)\\.ts$` },
    },
    {
      name: 'services-raise-domain-errors',
      comment: 'HTTP statuses belong to the edge: services raise domain errors, which the error plugin maps to a status.',
      severity: 'error',
      from: { path: root, pathNot: [...productionOnly, `${root}(http|plugins)/`, '\\.routes\\.ts$'] },
      to: { path: `${root}http/http-error\\.ts$` },
    },
    {
      name: 'production-never-loads-test-support',
      comment: 'Test stand-ins stay out of what a museum runs.',
      severity: 'error',
      from: { path: root, pathNot: productionOnly },
      to: { path: productionOnly },
    },
  ];
};

export const cruiseOptions = {
  doNotFollow: { path: 'node_modules' },
  exclude: { path: ['node_modules', 'dist/'] },
  tsPreCompilationDeps: true,
  tsConfig: { fileName: 'tsconfig.base.json' },
  enhancedResolveOptions: { extensions: ['.ts', '.js'] },
};
