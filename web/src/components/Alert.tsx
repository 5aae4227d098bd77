import './Alert.css';

export interface Feedback {
  tone: 'success' | 'error';
  message: string;
  /** A second line, e.g. the server's reason. */
  detail?: string | undefined;
}

/**
 * Inline feedback in place of window.alert. Both live regions are always in the page so screen
 * readers announce a message when it arrives: errors assertively, successes politely.
 */
export function Alert({ feedback }: { feedback: Feedback | null }) {
  const content = feedback && (
    <div className={`alert alert--${feedback.tone}`}>
      <p className="alert__message">{feedback.message}</p>
      {feedback.detail && <p className="alert__detail">{feedback.detail}</p>}
    </div>
  );
  return (
    <>
      <div role="alert" className="alert-region">
        {feedback?.tone === 'error' && content}
      </div>
      <div role="status" className="alert-region">
        {feedback?.tone === 'success' && content}
      </div>
    </>
  );
}
