import { formatLongDay } from '../../lib/formatDate';
import { PACK_CHARTS_MAX, type PackChart } from './packCharts';

interface PackChartsProps {
  /** The edition's charts read whole, newest match first (PACK_CHARTS_MAX at the most). */
  charts: readonly (PackChart & { date: string })[];
  /** How many charts the member has of the edition, all told. */
  total: number;
  /** Some chart could not be read: the pack says so rather than leave it out silently. */
  failed: boolean;
}

/**
 * 'Your charted matches': each chart of this edition with its players, round, result, key figures as a
 * table (text, no plot: paper and screen readers read the same) and the match's note.
 */
export function PackCharts({ charts, total, failed }: PackChartsProps) {
  return (
    <section className="pack__section" aria-labelledby="pack-charts">
      <h2 id="pack-charts">Your charted matches</h2>
      {total > PACK_CHARTS_MAX && (
        <p className="pack__lead">
          The newest {PACK_CHARTS_MAX} of {total} charted matches; every one has its report in the app.
        </p>
      )}
      {failed && (
        <p className="pack__empty" role="alert">
          Some of your charts could not be loaded.
        </p>
      )}
      <ol className="pack-charts">
        {charts.map((chart) => (
          <li key={chart.id} className="pack-chart">
            <h3 className="pack-chart__players">
              {chart.players[0]} v {chart.players[1]}
            </h3>
            <p className="pack-chart__facts">
              {[chart.round, formatLongDay(chart.date), chart.result].filter(Boolean).join(' · ')}
            </p>
            {chart.figures ? (
              <table className="pack-chart__figures">
                <caption className="visually-hidden">
                  Key figures of {chart.players[0]} v {chart.players[1]}
                </caption>
                <thead>
                  <tr>
                    <td />
                    <th scope="col">{chart.players[0]}</th>
                    <th scope="col">{chart.players[1]}</th>
                  </tr>
                </thead>
                <tbody>
                  {chart.figures.map((figure) => (
                    <tr key={figure.name}>
                      <th scope="row">{figure.name}</th>
                      <td>{figure.values[0]}</td>
                      <td>{figure.values[1]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="pack__empty">This chart's points could not be counted.</p>
            )}
            {chart.note && <p className="pack-chart__note">{chart.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
