import { OFFLINE_COPY_HEADER } from '../service-worker/apiRequests';

/**
 * When an answer came from the service worker's cache instead of the network: the instant the server sent it
 * (ISO), 'unknown' when the copy carried no date, or null for a fresh answer.
 */
export function offlineCopyOf(headers: Headers): string | null {
  return headers.get(OFFLINE_COPY_HEADER);
}
