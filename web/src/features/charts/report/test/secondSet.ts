import { matchReport, type Report } from '@baseline/contract/charting';
import { storedChart } from './chartFixture';

/** The fixture's reading, as the report page makes it. */
export function fixtureReport() {
  const reading = matchReport(storedChart.format, storedChart.firstServer, storedChart.points);
  if (!reading.ok) throw new Error(reading.problem);
  return reading.report;
}

/** The fixture's second set: its eight points charted in full. */
export function secondSet(): Report {
  const set = fixtureReport().sets[1];
  if (!set) throw new Error('the fixture has no second set');
  return set;
}
