import { useId } from 'react';
import { LazyMomentumPlot } from './LazyPlots';
import { leadText } from './momentum';

interface MomentumProps {
  momentum: readonly number[];
  setEnds: readonly number[];
  names: readonly [string, string];
}

/** The match's lead point by point: a line above the middle while the first player leads, and as a table. */
export function Momentum({ momentum, setEnds, names }: MomentumProps) {
  const headingId = useId();
  return (
    <section className="report-section report-section--wide" aria-labelledby={headingId}>
      <h2 id={headingId} className="report-section__title">
        Momentum
      </h2>
      <p className="report-section__basis">
        Points won by {names[0]} minus points won by {names[1]}, after each of the {momentum.length} points. Above the
        middle line {names[0]} leads, below it {names[1]}; a dashed line marks the end of a set.
      </p>
      <LazyMomentumPlot momentum={momentum} setEnds={setEnds} />
      <table className="visually-hidden">
        <caption>The lead after each point</caption>
        <thead>
          <tr>
            <th scope="col">Point</th>
            <th scope="col">Lead</th>
          </tr>
        </thead>
        <tbody>
          {momentum.map((lead, index) => (
            <tr key={index}>
              <th scope="row">{index + 1}</th>
              <td>{leadText(lead, names)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
