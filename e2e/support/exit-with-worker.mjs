// Preloaded into every e2e server (node --import, support/server.ts). The server's stdin is a pipe from the
// Playwright worker that started it, and the system closes that pipe when the worker ends in any way, a crash
// or a kill -9 included: the server then stops as it does on SIGTERM, instead of holding its port for the
// next run. A worker that ends normally has already stopped it.
process.stdin.on('end', () => {
  process.kill(process.pid, 'SIGTERM');
});
process.stdin.resume();
