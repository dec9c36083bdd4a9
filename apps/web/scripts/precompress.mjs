#!/usr/bin/env node
// After `vite build`: writes brotli (quality 11) and gzip (level 9) copies next to every text asset of
// dist/assets of 1 KB or more, for the server's static host to send as they are (Content-Encoding, Vary).
// Written here, in a dozen lines of node:zlib, because the Vite plugins for it lag Vite 8's Rolldown API.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = fileURLToPath(new URL('../dist/assets', import.meta.url));
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(assets)) {
  const file = join(assets, name);
  if (!TEXT.test(name) || statSync(file).size < 1024) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  files++;
  before += body.length;
  after += br.length;
}
console.info(
  `precompressed ${files} assets: ${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB brotli`,
);
