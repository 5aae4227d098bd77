import { DIARY_LIMITS } from '@baseline/contract/limits';

export type AddTagResult =
  { added: true; tags: string[] } | { added: false; reason: 'blank' | 'duplicate' | 'limit' | 'too-long' };

/** A tag as stored: trimmed, as the server also trims it. */
export function normalizeTag(raw: string): string {
  return raw.trim();
}

/** Whether the tab already has the tag, ignoring case (the server merges 'Clay' and 'clay'). */
export function hasTag(tags: readonly string[], tag: string): boolean {
  const wanted = normalizeTag(tag).toLocaleLowerCase();
  return tags.some((existing) => existing.toLocaleLowerCase() === wanted);
}

/** Adds a typed tag unless it is blank, already there, too long, or the tab is full. */
export function addTag(tags: readonly string[], raw: string): AddTagResult {
  const tag = normalizeTag(raw);
  if (tag === '') return { added: false, reason: 'blank' };
  if (hasTag(tags, tag)) return { added: false, reason: 'duplicate' };
  if (tag.length > DIARY_LIMITS.tagLength) return { added: false, reason: 'too-long' };
  if (tags.length >= DIARY_LIMITS.tagsPerTab) return { added: false, reason: 'limit' };
  return { added: true, tags: [...tags, tag] };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((existing) => existing !== tag);
}
