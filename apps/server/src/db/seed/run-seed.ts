import { loadConfig } from '../../config.js';
import { openDatabase } from '../open-database.js';
import { seed } from './seed.js';

// `npm run seed`: migrate and seed the configured database without starting the server.
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const result = await seed(database.db, { adminPassword: config.adminPassword });
  console.info(`Seed done (${database.kind}); admin users created: ${result.createdAdmins}`);
  if (result.generatedAdminPassword) printAdminPassword(result.generatedAdminPassword);
} finally {
  await database.close();
}

function printAdminPassword(password: string) {
  console.info(
    `\n  Generated password of user "admin" (host and Default tenant): ${password}\n  It is shown only once.\n`,
  );
}
