#!/usr/bin/env node
// The single `npm test`: lint → unit/API tests (the build alongside) → e2e, with the typecheck at the lowest
// CPU priority alongside both (docs: STYLE.md).
// Every step streams its own output. The very last line is always the summary `N passed, N failed, N skipped`,
// which CI parses; a failed non-test step (lint, typecheck, build, a test run that crashed) counts as one failure.
//
//   node scripts/test-all.mjs             everything
//   node scripts/test-all.mjs --skip-e2e  without the e2e project (no server start, no browser)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, '.test-results');
const vitestBin = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const args = new Set(process.argv.slice(2));
const unknown = [...args].filter((a) => a !== '--skip-e2e');
if (unknown.length > 0) {
  console.error(`test-all: unknown argument(s): ${unknown.join(' ')} (supported: --skip-e2e)`);
  process.exit(2);
}
const skipE2e = args.has('--skip-e2e');

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Steps that did not succeed, with a one-line reason each; printed just before the summary. */
const problems = [];
/** Failures that are steps rather than tests (lint, typecheck, build, a crashed test run). */
let stepFailures = 0;

function banner(text) {
  console.info(`\n━━━ ${text} ${'━'.repeat(Math.max(3, 72 - text.length))}`);
}

/** Runs a command with inherited stdio (streams as it goes); resolves to its exit code, never rejects. */
function run(command, commandArgs) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('error', (error) => {
      console.error(`test-all: could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Runs a command with its output kept in memory, to be printed whole when a foreground step is done. */
function runQuietly(command, commandArgs) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, commandArgs, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => {
      chunks.push(Buffer.from(`test-all: could not start ${command}: ${error.message}\n`));
      resolve({ code: 127, output: Buffer.concat(chunks).toString() });
    });
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 128 : 1), output: Buffer.concat(chunks).toString() }),
    );
  });
}

/** Reports a finished step: its failure counts as one failed check. */
function settleStep(name, code, started, ended = Date.now()) {
  const took = `${((ended - started) / 1000).toFixed(1)} s`;
  if (code === 0) {
    console.info(`✔ ${name} passed (${took})`);
    return true;
  }
  console.error(`✘ ${name} FAILED with exit code ${code} (${took})`);
  problems.push(`${name} failed (exit code ${code})`);
  stepFailures += 1;
  return false;
}

/**
 * The command at the lowest CPU priority: Linux's idle scheduling class (`chrt --idle 0`), which runs it on a
 * core nothing else wants; else nice 19, which on a busy 2-core machine still took 15% of the CPU time from
 * the tests (measured during the unit/API tests); as it is where neither exists.
 */
function lowPriority(command, commandArgs) {
  if (process.platform === 'win32') return [command, commandArgs];
  if (process.platform === 'linux' && spawnSync('chrt', ['--idle', '0', 'true']).status === 0)
    return ['chrt', ['--idle', '0', command, ...commandArgs]];
  return ['nice', ['-n', '19', command, ...commandArgs]];
}

/** A step that is not a test run, streamed as it goes. */
async function step(name, command, commandArgs) {
  banner(name);
  const started = Date.now();
  return settleStep(name, await run(command, commandArgs), started);
}

/** Prints a step that ran alongside another (its output kept whole) and reports it like `step`. */
function reportQuietStep(name, alongside, { code, output, ended }, started) {
  banner(`${name} (${alongside})`);
  process.stdout.write(output);
  return settleStep(name, code, started, ended);
}

/** A vitest run with the JSON reporter next to the default one; adds its counts to the totals. */
async function testStep(name, projectArgs, jsonFile) {
  banner(name);
  const outputFile = join(resultsDir, jsonFile);
  rmSync(outputFile, { force: true });
  const started = Date.now();
  const code = await run(process.execPath, [
    vitestBin,
    'run',
    ...projectArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ]);
  const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const report = readReport(outputFile);
  if (report) {
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  const failedTests = report?.numFailedTests ?? 0;
  // Files that failed without a failed test in them: import error, a beforeAll/afterAll that threw...
  const brokenFiles = (report?.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed'),
  );
  if (code === 0 && report && brokenFiles.length === 0) {
    console.info(
      `✔ ${name}: ${report.numPassedTests} passed (${took}, report ${relative(root, outputFile)})`,
    );
    return true;
  }
  if (failedTests > 0) {
    console.error(`✘ ${name}: ${failedTests} test(s) failed (${took})`);
    problems.push(`${name}: ${failedTests} failed test(s)`);
  }
  for (const file of brokenFiles) {
    const reason = String(file.message ?? '').split('\n')[0] || 'see output above';
    console.error(`✘ ${name}: ${relative(root, file.name)} failed outside its tests: ${reason}`);
    problems.push(`${name}: ${relative(root, file.name)} failed outside its tests`);
    stepFailures += 1;
  }
  if (failedTests === 0 && brokenFiles.length === 0) {
    // Crashed before or besides the tests: startup error, an unhandled error, no test files...
    // Nothing in the counts says so, so count the run itself.
    const why = report ? 'failed outside of individual tests' : 'wrote no JSON report';
    console.error(`✘ ${name} FAILED with exit code ${code}: ${why} (${took}; see output above)`);
    problems.push(`${name} ${why} (exit code ${code})`);
    stepFailures += 1;
  }
  return false;
}

function readReport(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`test-all: cannot read ${relative(root, file)}: ${error.message}`);
    return undefined;
  }
}

mkdirSync(resultsDir, { recursive: true });
const startedAll = Date.now();

// Lint and typecheck failures do not stop the run: the test results are still worth having.
await step('lint', npm, ['run', 'lint']);
// The build runs alongside the unit/API tests (those run from source: the `source` export condition,
// `serve:source`, never dist); its `tsc -b` checks the domain and the server. The rest of the typecheck (the
// server's tests, the web app, e2e, bench) writes nothing and runs at the lowest CPU priority from the start to
// the end of the tests: on two cores it takes what the unit/API tests leave, and mostly the core the e2e tests
// leave idle, instead of slowing the unit/API tests by a third. It needs the domain's declarations first.
const domainBuilt = runQuietly(npm, ['run', 'build', '-w', 'packages/domain']);
const buildStarted = Date.now();
const buildRun = domainBuilt.then((domain) =>
  domain.code !== 0
    ? { ...domain, ended: Date.now() }
    : runQuietly(npm, ['run', 'build']).then((result) => ({ ...result, ended: Date.now() })),
);
const typecheckStarted = Date.now();
const typecheckRun = domainBuilt.then((domain) =>
  domain.code !== 0
    ? { ...domain, ended: Date.now() }
    : runQuietly(...lowPriority(npm, ['run', 'typecheck:rest'])).then((result) => ({
        ...result,
        ended: Date.now(),
      })),
);
// Every project except e2e: the negated filter includes `server-postgres` exactly when TEST_DATABASE_URL
// defines it, and any project added later, without a list of names to keep in sync.
// Two workers even on two cores: most of a file's time is module loading and database start-up, not its tests,
// and the build alongside takes what a core has left.
await testStep('unit/API tests', ['--project', '!e2e', '--maxWorkers=2'], 'unit.json');
const built = await reportQuietStep(
  'build',
  'ran alongside the unit/API tests',
  await buildRun,
  buildStarted,
);

if (skipE2e) {
  banner('e2e');
  console.info('e2e skipped (--skip-e2e)');
} else if (!built) {
  banner('e2e');
  console.error('✘ e2e not run: the build failed, so there is nothing current to test');
  problems.push('e2e not run because the build failed');
} else {
  await testStep('e2e tests', ['--project', 'e2e'], 'e2e.json');
}
await reportQuietStep('typecheck', 'ran alongside the tests', await typecheckRun, typecheckStarted);

banner(`done in ${((Date.now() - startedAll) / 1000).toFixed(0)} s`);
for (const problem of problems) console.error(`✘ ${problem}`);
if (stepFailures > 0) {
  console.error(
    `${stepFailures} failure(s) outside of tests (failed steps, broken test files) counted as failed below`,
  );
}
const failed = totals.failed + stepFailures;
const ok = problems.length === 0 && failed === 0 && totals.passed > 0;
if (ok) console.info('✔ all steps passed');
else if (problems.length === 0 && totals.passed === 0) console.error('✘ no test passed (were any found?)');
console.info(`${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`);
process.exitCode = ok ? 0 : 1;
