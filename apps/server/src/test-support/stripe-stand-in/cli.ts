import { parseArgs } from 'node:util';
import { startStripeStandIn } from './stand-in.js';

/**
 * The stand-in as its own process, for journeys against a real server:
 * `node --import tsx apps/server/src/test-support/stripe-stand-in/cli.ts --port 4010 --webhook http://127.0.0.1:3000/payments/stripe/webhook --secret whsec_test`
 * then start the server with PAYMENT_PROVIDER=stripe STRIPE_API_URL=http://127.0.0.1:4010 and the same secret.
 */
const { values } = parseArgs({
  options: { port: { type: 'string', default: '0' }, webhook: { type: 'string' }, secret: { type: 'string' } },
});
if (values.secret === undefined) {
  console.error('Usage: cli.ts --port <n> --webhook <shop webhook address> --secret <whsec_…>');
  process.exit(2);
}
const standIn = await startStripeStandIn({ port: Number(values.port), webhookSecret: values.secret, ...(values.webhook ? { webhookUrl: values.webhook } : {}) });
// The journey reads this line to learn the address when it asked for port 0.
console.log(`stripe stand-in listening on ${standIn.url}`);
const stop = (): void => {
  standIn.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
