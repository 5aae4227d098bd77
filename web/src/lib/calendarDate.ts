/** The calendar day `days` after `day` (YYYY-MM-DD, any sign), counted in UTC so no clock change can shift it. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
