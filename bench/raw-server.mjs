// The baseline every throughput row is compared with: plain node:http answering the same body from memory,
// with nothing in between (no routing, no auth, no database). Run as a child process, like the real server.
// Usage: node raw-server.mjs <port> <content-type> <body file>
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [port, contentType, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = { 'content-type': contentType, 'content-length': String(body.length) };

http
  .createServer((request, response) => {
    // Read whatever was sent so a request body never stalls the connection.
    request.resume();
    request.on('end', () => {
      response.writeHead(200, headers);
      response.end(body);
    });
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
