// Reads the test runners' JSON reports into npm test's totals, the failed tests' names and each file's time.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { root } from '../ensure-deps.mjs';

export const totals = { passed: 0, failed: 0, skipped: 0, failedTests: [] };
const fileTimes = [];

/**
 * Adds a vitest JSON report; `label` marks its files (say, the runtime it ran on), named from `base` (the folder
 * the suite ran in: a copy of the repository for the Node 24 half). A file whose hook failed and an error no test
 * caught fail the run with every test passed: each is counted as a failure and named, the latter from the
 * suite's output in `log`, so the summary says what failed.
 */
export function addVitest(file, { label = '', base = root, log } = {}) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  let explained = (report.numFailedTests ?? 0) > 0;
  for (const suite of report.testResults ?? []) {
    const name = `${label}${path.relative(base, suite.name)}`;
    if (suite.startTime && suite.endTime)
      fileTimes.push({ file: name, seconds: (suite.endTime - suite.startTime) / 1000 });
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      totals.failedTests.push(`${name} > ${test.fullName}: ${firstLine(test.failureMessages)}`);
    if (suite.status === 'failed' && failedTests.length === 0) {
      totals.failed += 1;
      totals.failedTests.push(`${name} (the file, not a test): ${firstLine([suite.message])}`);
      explained = true;
    }
  }
  // The JSON report says nothing of them (`success` stays true): only the output does.
  const errors = log && existsSync(log) ? uncaughtErrors(readFileSync(log, 'utf8')) : [];
  totals.failed += errors.length;
  for (const error of errors) totals.failedTests.push(`${label}${error}`);
  if (report.success === false && !explained && errors.length === 0) {
    totals.failed += 1;
    totals.failedTests.push(`${label}${path.basename(file)}: failed with every test passed`);
  }
}

/** Vitest's "Unhandled Errors" in a suite's output, each as "<file>: <error's first line>". */
export function uncaughtErrors(output) {
  const text = stripVTControlCharacters(output);
  const errors = [];
  const pattern = /Unhandled (?:Rejection|Error)\s*⎯*\n([^\n]*)[\s\S]*?This error originated in "([^"]+)" test file/g;
  for (const [, message, file] of text.matchAll(pattern))
    errors.push(`${file}: uncaught ${message.trim().slice(0, 300)}`);
  return errors;
}

/** Adds Playwright's JSON report: a spec file's time is the sum of its tests' runs. */
export function addPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
  const specTimes = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const results = spec.tests?.flatMap((test) => test.results ?? []) ?? [];
      const name = `e2e/specs/${spec.file}`;
      specTimes.set(
        name,
        (specTimes.get(name) ?? 0) + results.reduce((sum, result) => sum + (result.duration ?? 0), 0),
      );
      if (!spec.ok) {
        const error = results.find((result) => result.error)?.error;
        totals.failedTests.push(`${name} > ${spec.title}: ${firstLine([error?.message])}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  for (const [name, ms] of specTimes) fileTimes.push({ file: name, seconds: ms / 1000 });
}

export function slowestFiles(count) {
  return [...fileTimes].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

function firstLine(messages) {
  return String(messages?.[0] ?? '')
    .split('\n')[0]
    .slice(0, 300);
}
