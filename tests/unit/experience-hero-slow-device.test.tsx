import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { frames, renderHero, startLabel, watchers } from './hero-harness';

// docs/behaviour/experience.md#performance-monitor: WebKit gives no memory or connection and a fixed core count,
// so the frames are what tell a slow device.
it('never loads the 3D scene where the frames stay under the full rate, nor on a later visit to the page', async () => {
  const first = renderHero();
  await userEvent.click(screen.getByRole('button', { name: startLabel }));
  await frames(30);
  await frames(44);
  expect(watchers.size).toBe(0);
  expect(document.querySelector('canvas')).toBeNull();
  // The layer says why it draws nothing (docs/behaviour/experience.md#3d-hero).
  expect(document.querySelector('[data-hero-3d]')?.getAttribute('data-hero-3d')).toBe('too-slow');
  first.unmount();

  renderHero();
  await userEvent.click(screen.getByRole('button', { name: startLabel }));
  expect(watchers.size).toBe(0);
  expect(document.querySelector('canvas')).toBeNull();
});
