import { useSyncExternalStore } from 'react';
import { exportStore, type ExportState } from './exportStore';

/** The app's one export, as it runs (exportStore.ts). */
export function useExport(): ExportState {
  return useSyncExternalStore(exportStore.subscribe, exportStore.get);
}
