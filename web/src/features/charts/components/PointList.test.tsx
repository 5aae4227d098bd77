// @vitest-environment happy-dom
import { pointsText } from '@baseline/contract/charting';
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { click, mount } from '../../notebook/test/mount';
import { servePoint } from '../state/quickPoints';
import { addPoint, scoreNow, startRecording, type Recording, type Step } from '../state/recording';
import { PointList } from './PointList';
import { EMPTY_CHART as CHART } from '../test/emptyChart';

function recorded(): Recording {
  let step: Step = startRecording(CHART);
  for (let i = 0; i < 3; i += 1) if (step.ok) step = addPoint(step.recording, servePoint(0, 'ace', false));
  if (!step.ok) throw new Error(step.problem);
  return step.recording;
}

let latest: Recording = recorded();

/** The list with the recorder's apply: a change kept, or refused with its sentence. */
function Harness() {
  const [recording, setRecording] = useState(recorded);
  const [problem, setProblem] = useState<string | null>(null);
  latest = recording;
  return (
    <PointList
      recording={recording}
      problem={problem}
      apply={(change) => {
        const result = change(recording);
        if ('ok' in result && !result.ok) {
          setProblem(result.problem);
          return false;
        }
        setProblem(null);
        setRecording('ok' in result ? result.recording : result);
        return true;
      }}
    />
  );
}

let page: Awaited<ReturnType<typeof mount>>;

afterEach(() => {
  page.unmount();
});

const buttonNamed = (text: string) =>
  [...page.container.querySelectorAll('button')].find((button) => button.textContent === text);

async function choose(label: string, value: string) {
  const field = [...page.container.querySelectorAll('label')].find((each) => each.textContent === label);
  const select = page.container.querySelector<HTMLSelectElement>(`#${CSS.escape(field?.htmlFor ?? '')}`);
  if (!select) throw new Error(`no field ${label}`);
  await act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    return Promise.resolve();
  });
}

async function openList() {
  const details = page.container.querySelector('details');
  await act(() => {
    if (details) details.open = true;
    details?.dispatchEvent(new Event('toggle'));
    return Promise.resolve();
  });
}

describe('the list of points', () => {
  it('corrects an earlier point, and the score after it is worked out again', async () => {
    page = await mount(<Harness />, () => undefined);
    await openList();
    expect(page.container.querySelectorAll('.point-list__point')).toHaveLength(3);
    await click(buttonNamed('Edit point 1'));
    await choose('Won by', '1');
    await choose('How it ended', 'double fault');
    await click(buttonNamed('Save point 1'));
    expect(pointsText(latest.chart.format, scoreNow(latest))).toEqual(['30', '15']);
    expect(page.container.textContent).toContain('Double fault: point Bea');
  });

  it('refuses a correction that cannot be, with the sentence beside the point, and keeps the point', async () => {
    page = await mount(<Harness />, () => undefined);
    await openList();
    await click(buttonNamed('Edit point 2'));
    await choose('Won by', '1');
    await click(buttonNamed('Save point 2'));
    expect(page.container.querySelector('.point-editor .charts__problem')?.textContent).toBe(
      'Point 2: An ace is won by the server.',
    );
    expect(latest.chart.points[1]).toMatchObject({ winner: 0 });
  });
});
