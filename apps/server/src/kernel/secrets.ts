import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface Secrets {
  jwtSecret: string;
}

/**
 * Secrets not given by configuration are generated once and kept in DATA_DIR/secrets.json (mode 0600),
 * so tokens survive restarts. Several instances must share JWT_SECRET instead.
 */
export function loadOrCreateSecrets(
  dataDir: string,
  configured: { jwtSecret?: string | undefined },
): Secrets {
  if (configured.jwtSecret) return { jwtSecret: configured.jwtSecret };
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
    if (stored.jwtSecret && stored.jwtSecret.length >= 32) return { jwtSecret: stored.jwtSecret };
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets = { jwtSecret: randomBytes(48).toString('base64url') };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
