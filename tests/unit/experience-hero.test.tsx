import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Hero3D } from '@/components/experience/hero-3d';
import { MotionTuningProvider } from '@/components/experience/motion-tuning';

const tracked: unknown[][] = [];
jest.mock('@/lib/analytics', () => ({ trackEvent: (...args: unknown[]) => tracked.push(args) }));
// A capable device (the test machine may have few cores), and a scene that starts without WebGL.
jest.mock('@/lib/experience/device', () => ({
  ...jest.requireActual('@/lib/experience/device'),
  readDevice: () => ({ mobile: false, memoryGb: 8, cores: 8, slowConnection: false, reducedMotion: false }),
}));
jest.mock('@/lib/experience/hero-scene', () => ({ startHeroScene: () => ({ stop: () => {} }) }));

beforeEach(() => {
  window.matchMedia = jest.fn().mockReturnValue({
    matches: false,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  });
  // `?click-3d`: the scene starts on a click rather than once the page is idle.
  window.history.replaceState(null, '', '/?click-3d');
});

// docs/behaviour/analytics.md#event-catalogue
describe('the 3D hero (animation_trigger)', () => {
  it('reports the animation once its scene runs, not before', async () => {
    render(
      <MotionTuningProvider>
        <Hero3D startLabel="Show the 3D scene" />
      </MotionTuningProvider>,
    );
    expect(tracked).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Show the 3D scene' }));
    await waitFor(() => expect(document.querySelector('canvas[data-hero-canvas="running"]')).not.toBeNull());
    expect(tracked).toEqual([['animation_trigger', { animation_name: 'hero_3d', section: 'hero' }]]);
  });
});
