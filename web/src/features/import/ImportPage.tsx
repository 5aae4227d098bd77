import type { ImportExisting, ImportPreviewResponse } from '@baseline/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { Alert, type Feedback } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Page } from '../../components/Page';
import { serverErrorOf } from '../../lib/api/ApiError';
import { useCommitImport, usePreviewImport } from './api';
import { uploadOfFile, uploadOfFolder, type ImportUpload } from './importFile';
import { previewSummary, resultSummary } from './importSummary';
import './ImportPage.css';
import { NeedsConnection } from '../offline/status/NeedsConnection';

const CHOICES: { value: ImportExisting; label: string }[] = [
  { value: 'skip', label: 'Skip them (keep my days as they are)' },
  { value: 'replace', label: 'Replace them with the imported days' },
  { value: 'add', label: 'Add the imported tabs to them' },
];

/** A picked file or folder looked at by the server first (the preview), then imported as the member chooses. */
export function ImportPage() {
  const ids = { file: useId(), folder: useId(), hint: useId() };
  const [upload, setUpload] = useState<ImportUpload | null>(null);
  const [preview, setPreview] = useState<ImportPreviewResponse | null>(null);
  const [existing, setExisting] = useState<ImportExisting>('skip');
  const [notice, setNotice] = useState<Feedback | null>(null);
  const previewing = usePreviewImport();
  const importing = useCommitImport();

  async function look(next: ImportUpload) {
    setUpload(next);
    setPreview(null);
    setExisting('skip');
    setNotice(null);
    try {
      setPreview(await previewing.mutateAsync(next));
    } catch (error) {
      setNotice({ tone: 'error', message: serverErrorOf(error) ?? 'The file could not be read. Please try again.' });
    }
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) void look(uploadOfFile(file));
  }

  async function onFolder(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    if (files.length > 0) await look(await uploadOfFolder(files));
  }

  async function runImport() {
    if (!upload) return;
    setNotice(null);
    try {
      const result = await importing.mutateAsync({ upload, existing });
      setPreview(null);
      setUpload(null);
      setNotice({ tone: 'success', message: resultSummary(result) });
    } catch (error) {
      setNotice({ tone: 'error', message: serverErrorOf(error) ?? 'The import failed. Nothing was imported.' });
    }
  }

  return (
    <Page title="Import notes" brand={false}>
      <NeedsConnection what="Import">
        <p id={ids.hint} className="import__intro">
          Bring in a Baseline JSON export, a zip of Markdown files, or a folder of Markdown daily notes (Obsidian,
          Joplin). You see what was found before anything is written.
        </p>
        <div className="import__pickers">
          <div className="field">
            <label className="field__label" htmlFor={ids.file}>
              JSON export or zip
            </label>
            <input
              id={ids.file}
              className="field__input"
              type="file"
              accept=".json,.zip,application/json,application/zip"
              aria-describedby={ids.hint}
              onChange={onFile}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.folder}>
              Or a folder of Markdown files
            </label>
            <input
              id={ids.folder}
              className="field__input"
              type="file"
              {...{ webkitdirectory: '' }}
              onChange={(event) => void onFolder(event)}
            />
          </div>
        </div>
        {previewing.isPending && <p role="status">Reading {upload?.name}…</p>}
        {preview && (
          <section className="import__preview" aria-labelledby={`${ids.hint}-preview`}>
            <h2 id={`${ids.hint}-preview`}>In {upload?.name}</h2>
            <p>{previewSummary(preview)}</p>
            {preview.existingCount > 0 && (
              <p>
                You already have {preview.existingCount} of these days
                {preview.existingDays.length > 0 && `: ${preview.existingDays.slice(0, 10).join(', ')}`}
                {preview.existingCount > 10 && ' …'}
              </p>
            )}
            {preview.warnings.length > 0 && (
              <ul className="import__warnings">
                {preview.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            )}
            {preview.existingCount > 0 && (
              <fieldset className="import__choices">
                <legend>Days you already have</legend>
                {CHOICES.map((choice) => (
                  <label key={choice.value} className="import__choice">
                    <input
                      type="radio"
                      name="existing"
                      value={choice.value}
                      checked={existing === choice.value}
                      onChange={() => {
                        setExisting(choice.value);
                      }}
                    />
                    {choice.label}
                  </label>
                ))}
              </fieldset>
            )}
            <Button onClick={() => void runImport()} disabled={importing.isPending}>
              {importing.isPending ? 'Importing…' : 'Import'}
            </Button>
          </section>
        )}
        <Alert feedback={notice} />
        <p>
          <Link to="/main">Back</Link>
        </p>
      </NeedsConnection>
    </Page>
  );
}
