/**
 * The id a chart keeps of the draw's match it was started from (`ChartEvent.matchId`, `^[A-Za-z0-9-]{1,40}$`):
 * the association, the event and the fixture's place (`eventFixtures`' key, its colons as hyphens), so
 * "ATP-MS-3-0" is the men's singles' fourth round's first match. The draw gives fixtures no ids of their own.
 */
export function drawMatchId(associationName: string, eventCode: string, fixtureKey: string): string {
  // The names are cut, never the place: two matches of one event must not share an id.
  const part = (text: string) => text.replace(/[^A-Za-z0-9]/g, '').slice(0, 10);
  return [part(associationName), part(eventCode), fixtureKey.replace(/[^A-Za-z0-9]+/g, '-')].join('-').slice(0, 40);
}
