import { useOnline } from '../../offline/status/useOnline';
import { drawFailureText } from '../state/drawMessages';

interface DrawAnswerStateProps {
  answer: { isPending: boolean; isError: boolean; error: Error | null };
  className: string;
  /** Added while loading, e.g. to hold the bracket's place so the page does not jump when the draw arrives. */
  loadingClassName?: string;
}

/** 'Loading draw...' while the draw is asked for, and why it could not be shown when that failed. */
export function DrawAnswerState({ answer, className, loadingClassName }: DrawAnswerStateProps) {
  const online = useOnline();
  if (answer.isPending) {
    return (
      <p className={loadingClassName ? `${className} ${loadingClassName}` : className} role="status">
        Loading draw...
      </p>
    );
  }
  if (answer.isError && answer.error) {
    return (
      <p className={className} role="alert">
        {drawFailureText(answer.error, online)}
      </p>
    );
  }
  return null;
}
