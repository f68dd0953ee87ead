import { createStaffBodySchema } from '@foyer/contract';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { ShopResolver } from '../../kernel/shop-context.js';
import { DomainError } from '../../errors/domain-error.js';
import { removeDemoStaff } from './demo-staff.js';
import { StaffManagementService } from './staff-management.service.js';

export const STAFF_COMMAND_USAGE = [
  'Usage: npm run office:staff -- add --email <address> --name <name> --role <owner|editor|box-office|door|accountant> [--language en] [--can-refund]',
  '       npm run office:staff -- remove-demo',
].join('\n');

/**
 * `npm run office:staff`: adds a member (the first owner above all) and prints their one-time set-up
 * link on PUBLIC_URL, or removes the demo's staff before production starts. Answers the exit code;
 * `print` and `fail` are standard output and error.
 */
export const runStaffCommand = async (args: string[], db: Db, config: Config, io: { print: (line: string) => void; fail: (line: string) => void }): Promise<number> => {
  const [command, ...rest] = args;
  if (command === 'remove-demo') {
    io.print(`Removed ${await removeDemoStaff(db)} demo staff members.`);
    return 0;
  }
  if (command !== 'add') {
    io.fail(STAFF_COMMAND_USAGE);
    return 2;
  }
  let options;
  try {
    options = parseArgs({
      args: rest,
      options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, language: { type: 'string', default: 'en' }, 'can-refund': { type: 'boolean', default: false } },
    }).values;
  } catch (error) {
    io.fail(`${(error as Error).message}\n${STAFF_COMMAND_USAGE}`);
    return 2;
  }
  const body = createStaffBodySchema.safeParse({
    email: options.email,
    name: options.name,
    role: options.role,
    language: options.language,
    canRefund: options['can-refund'],
    scope: { events: null, tours: null },
  });
  if (!body.success) {
    io.fail(`${z.prettifyError(body.error)}\n${STAFF_COMMAND_USAGE}`);
    return 2;
  }
  const service = new StaffManagementService(db, new ShopResolver(db, config.overrides), config.publicUrl);
  try {
    const { staff, link } = await service.create(body.data, null, new Date(), { mail: false });
    io.print(`Added ${staff.name} <${staff.email}> as ${staff.role}. One-time set-up link (valid 72 hours):\n${link}`);
    return 0;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'OFFICE_EMAIL_TAKEN') {
      io.fail(`A staff member with the address ${body.data.email} already exists.`);
      return 1;
    }
    throw error;
  }
};
