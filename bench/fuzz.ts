/**
 * The schema-driven fuzz of every route (apps/server/src/security/api-fuzz.test.ts) for
 * longer and with another seed each run: `BENCH_FUZZ_REQUESTS` requests (30 000 by default)
 * against an in-process app on the embedded database. Prints what failed; exits 1 on any.
 */
import { fuzzFreshApp } from '../apps/server/src/testing/api-fuzz.ts';

const requests = Number(process.env.BENCH_FUZZ_REQUESTS ?? 30_000);
const seed = Number(process.env.BENCH_FUZZ_SEED ?? Date.now() % 2 ** 31);
const started = performance.now();
const run = await fuzzFreshApp({ seed, requests });
const seconds = (performance.now() - started) / 1000;
await run.close();

const { report } = run;
const log = run.logLines.join('');
const leaked = run.personalData.filter((value) => log.includes(value));
console.log(
  `\nFuzz of every route: seed ${seed}, ${report.requests} requests over ${report.operations} operations`,
);
console.log(
  `  ${Math.round(report.requests / seconds)} requests/s in process; answers by status:`,
  report.statusCounts,
);
console.log(`  failures: ${report.failures.length}; personal data in logs: ${leaked.length}`);
for (const failure of report.failures.slice(0, 20)) {
  console.log(
    `  ${failure.operation} -> ${failure.statusCode}: ${failure.problem}\n    ${failure.request.url} ${failure.body}`,
  );
}
process.exit(report.failures.length > 0 || leaked.length > 0 ? 1 : 0);
