// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showUpdatePrompt } from './showUpdatePrompt';

const prompts = () => document.querySelectorAll('aside[aria-label="Update"]');
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((each) => each.textContent === name) as HTMLButtonElement;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('the update prompt', () => {
  it('announces the new version as a status, once however often the worker asks, and reloads on demand', () => {
    const reload = vi.fn();
    act(() => {
      showUpdatePrompt(reload);
      showUpdatePrompt(reload);
    });
    expect(prompts()).toHaveLength(1);
    const status = document.querySelector('[role="status"]');
    expect(status?.textContent).toContain('New version available.');
    expect(status?.contains(button('Reload'))).toBe(true);

    act(() => {
      button('Reload').click();
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(button('Reloading…').disabled).toBe(true);
    expect(button('Not now').disabled).toBe(true);
  });
});

describe('the update prompt, put off', () => {
  it('goes away on "Not now", and comes back for the next update', async () => {
    document.body.replaceChildren();
    vi.resetModules();
    const { showUpdatePrompt: show } = await import('./showUpdatePrompt');
    const reload = vi.fn();
    act(() => {
      show(reload);
    });
    act(() => {
      button('Not now').click();
    });
    expect(prompts()).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
    act(() => {
      show(reload);
    });
    expect(prompts()).toHaveLength(1);
  });
});
