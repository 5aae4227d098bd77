import { useState } from 'react';
import { Button } from '../../../components/Button';
import './RecoveryCodesPanel.css';

interface RecoveryCodesPanelProps {
  codes: string[];
  /** Called when the user says they have kept the codes; the codes are not shown again after. */
  onSaved: () => void;
}

/** Fresh recovery codes, shown once, with ways to keep them: copy, download, or write them down. */
export function RecoveryCodesPanel({ codes, onSaved }: RecoveryCodesPanelProps) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const text = `Baseline recovery codes (each works once)\n\n${codes.join('\n')}\n`;

  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => {
        setCopied('copied');
      },
      () => {
        setCopied('failed');
      },
    );
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'baseline-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section className="recovery-codes" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title">Your recovery codes</h2>
      <p>Keep these somewhere safe. If you lose your phone, each code lets you log in once. They are shown only now.</p>
      <ul className="recovery-codes__list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="recovery-codes__actions">
        <Button variant="secondary" onClick={copy}>
          Copy
        </Button>
        <Button variant="secondary" onClick={download}>
          Download
        </Button>
        <Button onClick={onSaved}>I have saved them</Button>
      </div>
      <p role="status" className="recovery-codes__copied">
        {copied === 'copied' && 'Copied to the clipboard.'}
        {copied === 'failed' && 'Copying is not allowed here: download the codes or write them down.'}
      </p>
    </section>
  );
}
