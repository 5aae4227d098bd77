/** The lazily loaded chunk: everything that needs TipTap, in one file fetched with the diary and never before. */
export { NoteEditor } from './NoteEditor';
