import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import { cruiseOptions, serverZones } from './server-zones.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const source = `${relative(process.cwd(), resolve(here, 'fixture/src')).replaceAll('\\', '/')}/`;

const violationsOf = async () => {
  const { output } = await cruise([source], { ...cruiseOptions, validate: true, ruleSet: { forbidden: serverZones(`^${source}`) } });
  return output.summary.violations.map((violation) => [violation.rule.name, violation.from.replace(source, ''), violation.to.replace(source, '')]);
};

describe('server zones', () => {
  it.each([
    ['kernel-is-below-everything', 'kernel/reaches-up.ts', 'modules/checkout/checkout.service.ts'],
    ['modules-keep-their-insides', 'modules/checkout/reads-insides.ts', 'modules/orders/orders.repository.ts'],
    ['generic-code-names-no-kind', 'modules/checkout/names-a-kind.ts', 'modules/events/public.ts'],
    ['generic-code-names-no-kind', 'app.ts', 'modules/events/public.ts'],
    ['db-names-no-module', 'db/reaches-up.ts', 'modules/orders/public.ts'],
    ['db-names-no-module', 'db/reaches-up.ts', 'kinds.ts'],
    ['only-app-composes', 'modules/orders/wires-routes.ts', 'modules/checkout/checkout.routes.ts'],
    ['only-app-composes', 'payments/providers/card/card-refunds.ts', 'payments/providers/card/card-webhook.routes.ts'],
    ['only-app-composes', 'modules/events/wires-routes.ts', 'modules/events/events.routes.ts'],
    ['production-never-loads-test-support', 'modules/orders/uses-kit.ts', 'test-support/kit.ts'],
    ['services-raise-domain-errors', 'modules/checkout/checkout.service.ts', 'http/http-error.ts'],
    ['server-no-cycles', 'modules/orders/first-half.ts', 'modules/orders/second-half.ts'],
  ])('%s stops %s importing %s', async (rule, from, to) => {
    expect(await violationsOf()).toContainEqual([rule, from, to]);
  });

  it('lets the kernel, a module face, app.ts, kinds.ts and a kind of line be imported the way the zones allow', async () => {
    const allowed = [
      ['modules/checkout/checkout.service.ts', 'kernel/money-text.ts'],
      ['modules/checkout/checkout.service.ts', 'modules/orders/public.ts'],
      ['app.ts', 'modules/checkout/checkout.routes.ts'],
      ['kinds.ts', 'modules/events/public.ts'],
      ['kinds.ts', 'db/schema.ts'],
      ['payments/providers/card/card-provider.ts', 'payments/providers/card/card-webhook.routes.ts'],
      ['modules/events/events.kind.ts', 'modules/events/events.routes.ts'],
      ['modules/checkout/checkout.routes.ts', 'http/http-error.ts'],
    ];
    const flagged = (await violationsOf()).map(([, from, to]) => `${from} -> ${to}`);
    for (const [from, to] of allowed) expect(flagged).not.toContain(`${from} -> ${to}`);
  });
});
