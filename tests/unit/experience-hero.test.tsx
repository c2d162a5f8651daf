import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { frames, pauseLabel, pauses, renderHero, runningScene, startLabel, tracked, watchers } from './hero-harness';

// docs/behaviour/analytics.md#event-catalogue
it('reports the animation once its scene runs, not before (animation_trigger)', async () => {
  renderHero();
  expect(tracked).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: startLabel }));
  await frames(60);
  await waitFor(() => expect(runningScene()).not.toBeNull());
  expect(tracked).toEqual([['animation_trigger', { animation_name: 'hero_3d', section: 'hero' }]]);
});

// docs/behaviour/experience.md#3d-hero: WCAG 2.2.2, a moving scene the visitor can pause.
it('offers a pause button while the scene turns, its state in aria-pressed, and stops counting frames while paused', async () => {
  renderHero();
  expect(screen.queryByRole('button', { name: pauseLabel })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: startLabel }));
  await frames(60);
  await waitFor(() => expect(runningScene()).not.toBeNull());
  const pause = screen.getByRole('button', { name: pauseLabel });
  expect(pause).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(pause);
  expect(pause).toHaveAttribute('aria-pressed', 'true');
  expect(document.querySelector('canvas')).toHaveAttribute('data-hero-canvas', 'paused');
  expect(pauses.at(-1)).toBe(true);
  expect(watchers.size).toBe(0);
  await userEvent.click(pause);
  expect(pause).toHaveAttribute('aria-pressed', 'false');
  expect(pauses.at(-1)).toBe(false);
  expect(runningScene()).not.toBeNull();
});

// docs/behaviour/experience.md#performance-monitor
describe('the 3D hero and the frame rate', () => {
  it('starts once one of its first two windows of frames kept the full rate', async () => {
    renderHero();
    await userEvent.click(screen.getByRole('button', { name: startLabel }));
    await frames(40);
    expect(runningScene()).toBeNull();
    await frames(50);
    await waitFor(() => expect(runningScene()).not.toBeNull());
  });

  it('stops for the visit when, running, it cannot hold the full rate two windows in a row', async () => {
    const visit = renderHero();
    await userEvent.click(screen.getByRole('button', { name: startLabel }));
    await frames(60);
    await waitFor(() => expect(runningScene()).not.toBeNull());
    await frames(40);
    await frames(60);
    await frames(40);
    expect(runningScene()).not.toBeNull();
    await frames(40);
    await waitFor(() => expect(document.querySelector('canvas')).toBeNull());
    visit.unmount();

    renderHero();
    await userEvent.click(screen.getByRole('button', { name: startLabel }));
    expect(watchers.size).toBe(0);
    expect(document.querySelector('canvas')).toBeNull();
  });
});
