import { existsSync } from 'node:fs';
import { seededTemplate } from './server.js';

/**
 * Seeds the data directory every journey copies, once, before the files start: they run two at a time, and two
 * first journeys would otherwise both seed it. Without a build there is nothing to seed; each file then fails
 * with `startServer`'s own message.
 */
export default async function setup(): Promise<void> {
  if (!existsSync(new URL('../../apps/server/dist/main.js', import.meta.url))) return;
  await seededTemplate();
}
