const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** A size as people read it: "512 bytes", "1.4 MB". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${UNITS[unit]}`;
}

/** How far along an export is, never past 99 % until it has ended (the server's size is an estimate). */
export function percentDone(received: number, estimate: number): number {
  if (estimate <= 0) return 0;
  return Math.min(99, Math.floor((received / estimate) * 100));
}
