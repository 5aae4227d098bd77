// The baseline every throughput row is compared with: plain node:http answering our route's own answer from
// memory, with nothing in between (no routing, no auth, no database, no logging). The answer is the one the
// route gave once: its status, its headers (the security headers, the request id, caching) and its body, so
// both sides send the same bytes. Node adds Date, Connection and Keep-Alive itself, as it does for the route.
// Run as a child process, like the real server.
// Usage: node raw-server.mjs <port> <head file: {"status", "headers": [name, value, ...]}> <body file>
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [port, headFile, bodyFile] = process.argv.slice(2);
const { status, headers } = JSON.parse(readFileSync(headFile, 'utf8'));
const body = readFileSync(bodyFile);

http
  .createServer((request, response) => {
    // Read whatever was sent so a request body never stalls the connection.
    request.resume();
    request.on('end', () => {
      response.writeHead(status, headers);
      response.end(body);
    });
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
