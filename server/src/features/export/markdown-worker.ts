import { tabMarkdown, type TabMarkdown } from './html-to-markdown.js';

/**
 * A day's tabs (their sanitised HTML) as Markdown, in the export's worker thread (tab-converter.ts): Turndown
 * takes some 18 ms a full tab, which on the event loop bounded the export's rate and held other requests.
 */
export default function convertTabs(htmls: readonly string[]): TabMarkdown[] {
  return htmls.map((html) => tabMarkdown(html));
}
