import './RouteProgress.css';

/** A thin bar across the top while a screen's code is fetched; decorative, so hidden from AT. */
export function RouteProgress() {
  return <div className="route-progress" aria-hidden="true" />;
}
