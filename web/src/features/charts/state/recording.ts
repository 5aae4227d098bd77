import type { ChartInput, ChartPointInput } from '@baseline/contract';
import type { Score } from '@baseline/contract/charting';
import { replayChart, replayFrom, scoreAfter } from './replay';

/**
 * A chart being recorded: the chart as it will be saved, the score before each of its points (and after the last,
 * kept so a new point is scored from the last score alone), and the points Undo took back, for Redo.
 */
export interface Recording {
  chart: ChartInput;
  scores: readonly Score[];
  undone: readonly ChartPointInput[];
}

export type Step = { ok: true; recording: Recording } | { ok: false; problem: string };

/** A stored chart opened for recording; one whose points do not score (never stored so) says why. */
export function startRecording(chart: ChartInput): Step {
  const replayed = replayChart(chart.format, chart.firstServer, chart.points);
  return replayed.ok ? { ok: true, recording: { chart, scores: replayed.scores, undone: [] } } : replayed;
}

export function scoreNow(recording: Recording): Score {
  const score = recording.scores.at(-1);
  if (!score) throw new Error('A recording always has the score before its first point.');
  return score;
}

/** The next point, scored from the last score alone: a tap's new score costs one point's work, not the match's. */
export function addPoint(recording: Recording, point: ChartPointInput): Step {
  const next = scoreAfter(recording.chart.format, scoreNow(recording), point);
  if (!next.ok) return next;
  const chart = { ...recording.chart, points: [...recording.chart.points, point] };
  return { ok: true, recording: { chart, scores: [...recording.scores, next.score], undone: [] } };
}

/** Takes the last point back; Redo puts it back. Nothing to undo leaves the recording as it is. */
export function undo(recording: Recording): Recording {
  const last = recording.chart.points.at(-1);
  if (!last) return recording;
  return {
    chart: { ...recording.chart, points: recording.chart.points.slice(0, -1) },
    scores: recording.scores.slice(0, -1),
    undone: [...recording.undone, last],
  };
}

/** Puts back the point Undo took last. Any other change to the points forgets what was undone. */
export function redo(recording: Recording): Recording {
  const point = recording.undone.at(-1);
  if (!point) return recording;
  const added = addPoint(recording, point);
  // Only Undo fills the list, from a recording these points followed, so they follow it again.
  if (!added.ok) return recording;
  return { ...added.recording, undone: recording.undone.slice(0, -1) };
}

/** The points from `index` on replaced by `points`, every later score worked out again, or refused whole. */
function rescoreFrom(recording: Recording, index: number, points: ChartPointInput[]): Step {
  const before = recording.scores[index];
  if (!before) return { ok: false, problem: `There is no point ${String(index + 1)}.` };
  const replayed = replayFrom(recording.chart.format, before, points, index);
  if (!replayed.ok) return replayed;
  const scores = [...recording.scores.slice(0, index + 1), ...replayed.scores];
  return { ok: true, recording: { chart: { ...recording.chart, points }, scores, undone: [] } };
}

/** An earlier point corrected: the score after it is worked out again, and a match it makes impossible refused. */
export function correctPoint(recording: Recording, index: number, point: ChartPointInput): Step {
  if (index < 0 || index >= recording.chart.points.length)
    return { ok: false, problem: `There is no point ${String(index + 1)}.` };
  const points = recording.chart.points.map((each, at) => (at === index ? point : each));
  return rescoreFrom(recording, index, points);
}

export function deletePoint(recording: Recording, index: number): Step {
  if (index < 0 || index >= recording.chart.points.length)
    return { ok: false, problem: `There is no point ${String(index + 1)}.` };
  return rescoreFrom(
    recording,
    index,
    recording.chart.points.filter((_, at) => at !== index),
  );
}

/** The level new points are charted at; the points already charted keep their own. */
export function setLevel(recording: Recording, level: ChartInput['level']): Recording {
  return { ...recording, chart: { ...recording.chart, level } };
}

/** The point with this note; an empty note goes, so the stored point is as it was before it had one. */
export function withNote(point: ChartPointInput, note: string): ChartPointInput {
  if (point.level === 'quick') {
    const { note: _old, ...quick } = point;
    return note === '' ? quick : { ...quick, note };
  }
  const { note: _old, ...full } = point;
  return note === '' ? full : { ...full, note };
}

export function notePoint(recording: Recording, index: number, note: string): Recording {
  const points = recording.chart.points.map((point, at) => (at === index ? withNote(point, note) : point));
  return { ...recording, chart: { ...recording.chart, points } };
}

/** The note on set `setIndex` (from 0); the sets before it without one get an empty note. */
export function noteSet(recording: Recording, setIndex: number, note: string): Recording {
  const setNotes = Array.from({ length: Math.max(recording.chart.setNotes.length, setIndex + 1) }, (_, at) =>
    at === setIndex ? note : (recording.chart.setNotes[at] ?? ''),
  );
  return { ...recording, chart: { ...recording.chart, setNotes } };
}

export function noteMatch(recording: Recording, note: string): Recording {
  return { ...recording, chart: { ...recording.chart, note } };
}
