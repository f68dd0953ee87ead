import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { requireRegistered, type RequireCustomer } from '../../plugins/customer-auth.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { AccountService } from './account.service.js';
import { LoginService } from './login.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { registerPasswordRoutes } from './password.routes.js';
import { RegistrationService } from './registration.service.js';
import { registerRegistrationRoutes } from './registration.routes.js';
import { registerSessionRoutes } from './session.routes.js';

/** The account calls of SPEC §7: login and logout, registration, settings and password recovery. */
export const registerAccounts = (
  api: FastifyInstance,
  db: Db,
  shops: ShopResolver,
  config: Pick<Config, 'sessionHours' | 'publicUrl' | 'rateLimitPerMinute'>,
  requireCustomer: RequireCustomer,
): void => {
  const account = new AccountService(db, shops, config.publicUrl);
  const registered = requireRegistered(requireCustomer);
  const rateLimitPerMinute = config.rateLimitPerMinute;
  registerSessionRoutes(api, { login: new LoginService(db, shops, config.sessionHours), account, requireCustomer, rateLimitPerMinute });
  registerRegistrationRoutes(api, { registration: new RegistrationService(db, shops, config.sessionHours, config.publicUrl), account, requireRegistered: registered, rateLimitPerMinute });
  registerPasswordRoutes(api, {
    resets: new PasswordResetService(db, shops, config.sessionHours, config.publicUrl),
    account,
    requireRegistered: registered,
    rateLimitPerMinute,
  });
};
