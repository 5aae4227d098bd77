// Every package that `npm ci` installs, at the root and in bench/, must run on the oldest release of each
// Node line that package.json's `engines` promises (20.19.0, 22.13.0, 24.0.0): a dependency asking for
// more would work here on a newer Node and fail for an operator on the oldest supported one.
// Packages for another platform (sharp's Windows binaries, say) are never installed here and not checked.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { root } from './ensure-deps.mjs';

const lockfiles = ['package-lock.json', path.join('bench', 'package-lock.json')];
const supported = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
const oldestOfEachLine = supported.split('||').map((range) => semver.minVersion(range.trim()).version);

const failures = [];
let checked = 0;
for (const lockfile of lockfiles) {
  const { packages } = JSON.parse(readFileSync(path.join(root, lockfile), 'utf8'));
  for (const [location, entry] of Object.entries(packages)) {
    if (location === '' || !installsHere(entry)) continue;
    checked += 1;
    const wanted = entry.engines?.node;
    if (wanted === undefined) continue;
    const refused = oldestOfEachLine.filter((version) => !semver.satisfies(version, wanted));
    if (refused.length > 0) {
      failures.push(`${lockfile}: ${location} ${entry.version ?? ''} wants Node ${wanted} (not ${refused.join(', ')})`);
    }
  }
}

if (failures.length > 0) {
  console.error(`Packages that need more than the supported Node (${supported}):\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`${checked} packages run on Node ${oldestOfEachLine.join(', ')} (engines: ${supported}).`);

/** npm's `os` and `cpu` fields: names a package runs on, and `!name`s it does not. */
function installsHere(entry) {
  return [
    [entry.os, process.platform],
    [entry.cpu, process.arch],
  ].every(([field, value]) => {
    const list = [field ?? []].flat();
    const wanted = list.filter((item) => !item.startsWith('!'));
    return !list.includes(`!${value}`) && (wanted.length === 0 || wanted.includes(value));
  });
}
