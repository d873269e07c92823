/**
 * `npm run role -- grant <email> <STAFF|ADMIN>` and `npm run role -- revoke <email>`:
 * sets a user's role in the configured database (DATABASE_URL, or the SQLite
 * file under DATA_DIR), read from the environment and .env as the server reads
 * them. This is how the first admin is made. Rights are read at every request,
 * so a change applies to the user's open sessions at once.
 *
 * Exit codes: 0 done (or nothing to change), 1 no such account or the database
 * or configuration failed, 2 wrong usage.
 */
import fs from 'node:fs';
import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/platform/database/database';
import { createAccountRepository } from '../src/server/modules/account/account.repository';
import { canSkipToResult } from '../src/server/modules/auth/auth.service';
import { roleSchema, type Role } from '../src/shared/contracts/auth.contract';
import { normalizeEmail } from '../src/shared/domain/email';

const USAGE = ['Usage:', '  npm run role -- grant <email> <STAFF|ADMIN>', '  npm run role -- revoke <email>     (back to USER)'].join('\n');

type Command = { action: 'grant'; email: string; role: Exclude<Role, 'USER'> } | { action: 'revoke'; email: string };

function parse(args: string[]): Command | string {
  const [action, email, role, ...rest] = args;
  if (rest.length > 0) return `Too many arguments: ${rest.join(' ')}`;
  if (action === 'grant') {
    if (!email || !role) return 'grant needs an e-mail and a role.';
    const parsed = roleSchema.safeParse(role.toUpperCase());
    if (!parsed.success || parsed.data === 'USER') return `Unknown role "${role}": grant STAFF or ADMIN (revoke goes back to USER).`;
    return { action, email, role: parsed.data };
  }
  if (action === 'revoke') {
    if (!email || role) return 'revoke needs exactly one e-mail.';
    return { action, email };
  }
  return action ? `Unknown command "${action}".` : 'No command given.';
}

async function main(): Promise<number> {
  const command = parse(process.argv.slice(2));
  if (typeof command === 'string') {
    console.error(`${command}\n\n${USAGE}`);
    return 2;
  }
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    // This command takes no payment, so it needs no gateway chosen (the server's own start does).
    config = loadConfig({ PAYMENT_GATEWAY: 'sandbox', ...process.env });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  let database;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    const where = config.database.kind === 'sqlite' ? config.database.file : 'DATABASE_URL';
    console.error(`Could not open the database (${where}): ${(error as Error).message}`);
    return 1;
  }
  try {
    const repository = createAccountRepository(database.db);
    const emailNormalized = normalizeEmail(command.email);
    const user = await repository.findUserByEmail(emailNormalized);
    if (!user) {
      console.error(`No account uses the e-mail ${command.email}. Nothing changed.`);
      return 1;
    }
    const role: Role = command.action === 'grant' ? command.role : 'USER';
    if (user.role === role) {
      console.log(`${user.email} already has the role ${role}. Nothing changed.`);
      return 0;
    }
    await repository.setRole(emailNormalized, role, new Date().toISOString());
    console.log(`${user.email}: role ${user.role} -> ${role}. It applies to their open sessions at once.`);
    const skipByAddress = canSkipToResult(
      { role: 'USER', emailNormalized, emailVerifiedInSession: user.email_verified_in_session === 1 },
      config.staffEmailDomain,
    );
    if (role === 'USER' && skipByAddress) {
      console.log(`Note: their address on STAFF_EMAIL_DOMAIN (${config.staffEmailDomain}) keeps only the quiz's skip-to-result button.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Failed: ${(error as Error).message ?? String(error)}`);
    process.exit(1);
  },
);
