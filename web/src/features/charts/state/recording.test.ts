import type { ChartInput, ChartPointInput } from '@baseline/contract';
import { pointsText, scoreLine } from '@baseline/contract/charting';
import { describe, expect, it } from 'vitest';
import { rallyPoint, servePoint } from './quickPoints';
import {
  addPoint,
  correctPoint,
  deletePoint,
  noteMatch,
  notePoint,
  noteSet,
  redo,
  scoreNow,
  setLevel,
  startRecording,
  undo,
  type Recording,
  type Step,
} from './recording';
import { EMPTY_CHART as CHART } from '../test/emptyChart';

const ACE = servePoint(0, 'ace', false);

function ok(step: Step): Recording {
  if (!step.ok) throw new Error(step.problem);
  return step.recording;
}

function started(points: ChartPointInput[] = [], chart: ChartInput = CHART): Recording {
  return ok(startRecording({ ...chart, points }));
}

const points = (recording: Recording) => pointsText(recording.chart.format, scoreNow(recording));

describe('recording a chart', () => {
  it('scores each point as it is added: the server, the game, the set line', () => {
    let recording = started();
    for (let i = 0; i < 4; i += 1) recording = ok(addPoint(recording, ACE));
    expect(scoreLine(scoreNow(recording))).toBe('1-0');
    expect(scoreNow(recording).server).toBe(1);
    recording = ok(addPoint(recording, rallyPoint(1, 'unforced error', 'backhand', true)));
    expect(points(recording)).toEqual(['15', '0']);
    expect(recording.chart.points).toHaveLength(5);
  });

  it('refuses a point that cannot follow, with the sentence, and keeps the recording as it was', () => {
    const recording = started();
    expect(addPoint(recording, servePoint(1, 'ace', false))).toEqual({
      ok: false,
      problem: 'An ace is won by the server.',
    });
    expect(addPoint(recording, { level: 'full', first: '4x', second: '' })).toMatchObject({ ok: false });
  });

  it('refuses a point after the match is over', () => {
    let recording = started();
    // 6-0 6-0 in 48 points: Ana serves aces, and Bea double-faults every point of her service games.
    for (let game = 0; game < 12; game += 1) {
      const server = game % 2 === 0 ? 0 : 1;
      for (let i = 0; i < 4; i += 1)
        recording = ok(addPoint(recording, server === 0 ? ACE : servePoint(1, 'double fault', false)));
    }
    expect(scoreNow(recording).winner).toBe(0);
    expect(addPoint(recording, ACE)).toEqual({
      ok: false,
      problem: 'The match is over: no point can follow its last.',
    });
  });

  it('undoes and redoes any number of points, and a new point forgets what was undone', () => {
    let recording = started();
    for (let i = 0; i < 3; i += 1) recording = ok(addPoint(recording, ACE));
    recording = undo(undo(recording));
    expect(points(recording)).toEqual(['15', '0']);
    expect(recording.undone).toHaveLength(2);
    recording = redo(recording);
    expect(points(recording)).toEqual(['30', '0']);
    recording = redo(recording);
    expect(points(recording)).toEqual(['40', '0']);
    expect(redo(recording)).toBe(recording);
    recording = ok(addPoint(undo(recording), servePoint(0, 'double fault', false)));
    expect(recording.undone).toEqual([]);
    expect(points(recording)).toEqual(['30', '15']);
    expect(undo(started())).toEqual(started());
  });

  it('corrects an earlier point and works the score after it out again', () => {
    let recording = started();
    for (let i = 0; i < 3; i += 1) recording = ok(addPoint(recording, ACE));
    const corrected = ok(correctPoint(recording, 0, servePoint(0, 'double fault', false)));
    expect(points(corrected)).toEqual(['30', '15']);
    expect(corrected.chart.points[0]).toMatchObject({ ending: 'double fault' });
    expect(corrected.scores).toHaveLength(4);
  });

  it('refuses a correction that makes a later point impossible, naming that point', () => {
    let recording = started();
    for (let i = 0; i < 4; i += 1) recording = ok(addPoint(recording, ACE));
    recording = ok(addPoint(recording, servePoint(1, 'ace', false)));
    // With the first point lost, Ana is still serving at point 5, so Bea's ace there cannot be.
    expect(correctPoint(recording, 0, rallyPoint(0, 'unforced error', 'forehand', false))).toEqual({
      ok: false,
      problem: 'Point 5: An ace is won by the server.',
    });
    // Deleted, the same point is the fourth.
    expect(deletePoint(recording, 0)).toEqual({ ok: false, problem: 'Point 4: An ace is won by the server.' });
    expect(correctPoint(recording, 9, ACE)).toEqual({ ok: false, problem: 'There is no point 10.' });
  });

  it('deletes a point and scores the rest again', () => {
    let recording = started();
    recording = ok(addPoint(recording, ACE));
    recording = ok(addPoint(recording, servePoint(0, 'double fault', false)));
    recording = ok(deletePoint(recording, 0));
    expect(points(recording)).toEqual(['0', '15']);
  });

  it('switches level for new points while each charted point keeps its own', () => {
    let recording = ok(addPoint(started(), ACE));
    recording = setLevel(recording, 'full');
    recording = ok(addPoint(recording, { level: 'full', first: '6*', second: '' }));
    expect(recording.chart.level).toBe('full');
    expect(recording.chart.points.map((point) => point.level)).toEqual(['quick', 'full']);
    expect(points(recording)).toEqual(['30', '0']);
  });

  it('keeps a note on a point, a set and the match; an emptied point note goes', () => {
    let recording = ok(addPoint(started(), ACE));
    recording = notePoint(recording, 0, 'Wide into the wind');
    expect(recording.chart.points[0]).toMatchObject({ note: 'Wide into the wind' });
    expect(notePoint(recording, 0, '').chart.points[0]).not.toHaveProperty('note');
    expect(noteSet(recording, 1, 'Bea changed tactics').chart.setNotes).toEqual(['', 'Bea changed tactics']);
    expect(noteMatch(recording, 'Windy').chart.note).toBe('Windy');
  });
});
