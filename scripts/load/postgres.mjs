// A database of its own for each Postgres run, made on the server that LOAD_DATABASE_URL names and
// dropped afterwards, so that runs (and the test suites on the same server) never collide.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../ensure-deps.mjs';

const { Client } = createRequire(path.join(root, 'server', 'package.json'))('pg');

async function onServer(url, work) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Resolves to the new database's URL and a function that drops it; rejects when the server is unreachable. */
export async function createLoadDatabase(serverUrl) {
  const name = `load_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}
