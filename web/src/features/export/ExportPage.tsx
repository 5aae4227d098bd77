import type { ExportFormat } from '@baseline/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Page } from '../../components/Page';
import { TextField } from '../../components/TextField';
import { downloadSink, pickFileSink } from './exportSinks';
import { exportStore, startExport } from './exportStore';
import { formatBytes } from '../../lib/intl/formatBytes';
import { percentDone } from './percentDone';
import { useExport } from './useExport';
import './ExportPage.css';
import { NeedsConnection } from '../offline/status/NeedsConnection';

type Scope = 'everything' | 'range';

const FORMATS: { value: ExportFormat; label: string; hint: string }[] = [
  { value: 'json', label: 'JSON', hint: 'One file with everything, images included: it can be imported back.' },
  {
    value: 'markdown',
    label: 'Markdown (zip)',
    hint: 'A file per day, per player and per chart, images beside them: for Obsidian or any editor, and it can be imported back.',
  },
];

/** The member's export: what (everything or a range) and how (JSON or Markdown), then its progress. */
export function ExportPage() {
  const current = useExport();
  const [scope, setScope] = useState<Scope>('everything');
  const [format, setFormat] = useState<ExportFormat>('json');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const running = current.phase === 'running';

  async function begin() {
    const range = scope === 'range' ? { from: from || null, to: to || null } : { from: null, to: null };
    if (range.from && range.to && range.from > range.to) {
      setProblem('The first day must not be after the last.');
      return;
    }
    setProblem(null);
    let sink;
    try {
      sink = (await pickFileSink(format)) ?? downloadSink(format);
    } catch {
      // The member closed the save dialog: nothing starts.
      return;
    }
    void startExport({ format, ...range }, sink);
  }

  return (
    <Page title="Export my data" brand={false}>
      <NeedsConnection what="Export">
        <p className="export__intro">
          Take your diary, player notes, labels and templates with you. The export keeps going while you use the rest of
          the app.
        </p>
        <Alert feedback={problem ? { tone: 'error', message: problem } : null} />
        <form
          className="form export__form"
          aria-label="Export my data"
          onSubmit={(event) => {
            event.preventDefault();
            void begin();
          }}
        >
          <fieldset className="export__choice" disabled={running}>
            <legend className="field__label">Days</legend>
            <label className="checkbox">
              <input
                type="radio"
                className="checkbox__input"
                name="scope"
                checked={scope === 'everything'}
                onChange={() => {
                  setScope('everything');
                }}
              />
              <span className="checkbox__label">Everything</span>
            </label>
            <label className="checkbox">
              <input
                type="radio"
                className="checkbox__input"
                name="scope"
                checked={scope === 'range'}
                onChange={() => {
                  setScope('range');
                }}
              />
              <span className="checkbox__label">A date range</span>
            </label>
            {scope === 'range' && (
              <div className="export__range">
                <TextField label="From" type="date" value={from} onValueChange={setFrom} />
                <TextField label="To" type="date" value={to} onValueChange={setTo} />
              </div>
            )}
          </fieldset>
          <fieldset className="export__choice" disabled={running}>
            <legend className="field__label">Format</legend>
            {FORMATS.map((option) => (
              <label key={option.value} className="checkbox">
                <input
                  type="radio"
                  className="checkbox__input"
                  name="format"
                  aria-describedby={`export-hint-${option.value}`}
                  checked={format === option.value}
                  onChange={() => {
                    setFormat(option.value);
                  }}
                />
                <span className="checkbox__label">
                  {option.label}
                  <span id={`export-hint-${option.value}`} className="field__hint export__hint">
                    {option.hint}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="export__actions">
            <Button type="submit" disabled={running}>
              Export
            </Button>
            {running && (
              <Button variant="secondary" onClick={exportStore.cancel}>
                Cancel
              </Button>
            )}
          </div>
        </form>
        <ExportProgress />
        <p>
          <Link to="/main">Back</Link>
        </p>
      </NeedsConnection>
    </Page>
  );
}

/** The running export's progress bar and words, announced politely as they change; how the last one ended. */
function ExportProgress() {
  const current = useExport();
  if (current.phase === 'failed') return <Alert feedback={{ tone: 'error', message: current.message }} />;
  return (
    <div className="export__progress" role="status" aria-live="polite">
      {current.phase === 'running' && (
        <>
          <progress
            className="export__bar"
            max={100}
            value={percentDone(current.received, current.estimate)}
            aria-label="Export progress"
          />
          <p>
            {current.estimate === 0
              ? 'Preparing the export…'
              : `${formatBytes(current.received)} of about ${formatBytes(current.estimate)} (${percentDone(current.received, current.estimate)} %)`}
          </p>
        </>
      )}
      {current.phase === 'done' && (
        <p className="export__done">
          Saved {current.fileName} ({formatBytes(current.bytes)}).
        </p>
      )}
    </div>
  );
}
