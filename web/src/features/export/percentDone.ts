/** How far along an export is, never past 99 % until it has ended (the server's size is an estimate). */
export function percentDone(received: number, estimate: number): number {
  if (estimate <= 0) return 0;
  return Math.min(99, Math.floor((received / estimate) * 100));
}
