import { useId, type ReactNode } from 'react';
import { allPointsText, fullPointsText, type Basis } from './basis';
import { serveDirectionTable } from './directions';
import { endingRows, keyPointRows, netRows, rallyRows, returnRows, serveRows, shotCounts, type Sides } from './figures';
import { FigureTable } from './FigureTable';
import { LazyRallyPlot, LazyShotsPlot } from './LazyPlots';
import { ServeCourt } from './ServeCourt';
import './ReportSections.css';

export type HeadingLevel = 2 | 3 | 4;
const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

interface ReportSectionsProps {
  sides: Sides;
  names: readonly [string, string];
  basis: Basis;
  level: HeadingLevel;
}

interface SectionProps {
  title: string;
  level: HeadingLevel;
  /** The sentence saying what the section's figures rest on. */
  restsOn: string;
  children: ReactNode;
}

function ReportSection({ title, level, restsOn, children }: SectionProps) {
  const headingId = useId();
  const Heading = HEADINGS[level];
  return (
    <section className="report-section" aria-labelledby={headingId}>
      <Heading id={headingId} className="report-section__title">
        {title}
      </Heading>
      <p className="report-section__basis">{restsOn}</p>
      {children}
    </section>
  );
}

function PlotKey({ items }: { items: readonly { name: string; modifier: string }[] }) {
  return (
    <ul className="plot-key">
      {items.map(({ name, modifier }) => (
        <li key={modifier}>
          <span className={`plot-key__swatch plot-key__swatch--${modifier}`} />
          {name}
        </li>
      ))}
    </ul>
  );
}

/** Serve, return, rallies, how points ended, key points and the net, for the two sides of one report. */
export function ReportSections({ sides, names, basis, level }: ReportSectionsProps) {
  const columns = names;
  const sideIndexes = [0, 1] as const;
  return (
    <>
      <ReportSection
        title="Serve"
        level={level}
        restsOn={`From ${allPointsText(basis)}; the directions from ${fullPointsText(basis)}.`}
      >
        <FigureTable caption="Serve" columns={columns} rows={serveRows(sides)} captionHidden />
        {sideIndexes.map((index) => {
          const directions = serveDirectionTable(sides[index]);
          return (
            <div key={index} className="report-section__serves">
              <div className="report-section__courts">
                <ServeCourt title={`${names[index]}: 1st serves`} courts={sides[index].serve.directions.first} />
                <ServeCourt title={`${names[index]}: 2nd serves`} courts={sides[index].serve.directions.second} />
              </div>
              <FigureTable
                caption={`Where ${names[index]} served`}
                columns={directions.columns}
                rows={directions.rows}
              />
            </div>
          );
        })}
      </ReportSection>
      <ReportSection
        title="Return"
        level={level}
        restsOn={`From ${allPointsText(basis)}; returns in play and their depth from ${fullPointsText(basis)}.`}
      >
        <FigureTable caption="Return" columns={columns} rows={returnRows(sides)} captionHidden />
      </ReportSection>
      <ReportSection
        title="Rally length"
        level={level}
        restsOn={`From ${fullPointsText(basis)}: a quick point gives no rally length.`}
      >
        <div aria-hidden="true">
          <LazyRallyPlot sides={sides} />
          <PlotKey
            items={[
              { name: `Won by ${names[0]}`, modifier: 'a' },
              { name: `Won by ${names[1]}`, modifier: 'b' },
            ]}
          />
        </div>
        <FigureTable
          caption="Rally length (shots, the serve included)"
          columns={['Of the points', `Won by ${names[0]}`, `Won by ${names[1]}`]}
          rows={rallyRows(sides)}
        />
      </ReportSection>
      <ReportSection
        title="How points ended"
        level={level}
        restsOn={`From ${allPointsText(basis)}; the shot from ${fullPointsText(basis)} (a quick point gives its wing).`}
      >
        <FigureTable caption="Winners and errors" columns={columns} rows={endingRows(sides)} />
        {sideIndexes.map((index) => {
          const shots = shotCounts(sides[index]);
          return (
            shots.length > 0 && (
              <div key={index} className="report-section__shots">
                <FigureTable
                  caption={`${names[index]}: winners, forced and unforced errors by shot`}
                  columns={['Winners', 'Forced', 'Unforced']}
                  rows={shots.map((shot) => ({
                    label: shot.name,
                    figures: [shot.winners, shot.forcedErrors, shot.unforcedErrors].map((count) => ({
                      value: String(count),
                      detail: '',
                    })),
                  }))}
                />
                <div aria-hidden="true">
                  <LazyShotsPlot shots={shots} />
                  <PlotKey
                    items={[
                      { name: 'Winners', modifier: 'winners' },
                      { name: 'Forced errors', modifier: 'forced' },
                      { name: 'Unforced errors', modifier: 'unforced' },
                    ]}
                  />
                </div>
              </div>
            )
          );
        })}
      </ReportSection>
      <ReportSection title="Key points" level={level} restsOn={`From ${allPointsText(basis)}.`}>
        <FigureTable caption="Break points and game points" columns={columns} rows={keyPointRows(sides)} />
      </ReportSection>
      <ReportSection title="At the net" level={level} restsOn={`From ${fullPointsText(basis)}.`}>
        <FigureTable caption="Net points and serve-and-volley" columns={columns} rows={netRows(sides)} />
      </ReportSection>
    </>
  );
}
