import type { DiaryDayResponse } from '@baseline/contract';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { HistoryDialog } from './HistoryDialog';

interface HistoryButtonProps {
  date: string;
  dayVersion: number;
  dirty: boolean;
  disabled: boolean;
  storedNotes: DiaryDayResponse['notes'];
  onReload: (stored?: DiaryDayResponse) => void;
  onRestored: () => void;
}

/** 'History' in the day's actions: shown on every day, a deleted one too, since its versions are kept. */
export function HistoryButton({ disabled, ...props }: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => {
          setOpen(true);
        }}
      >
        History
      </Button>
      <HistoryDialog
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
        }}
      />
    </>
  );
}
