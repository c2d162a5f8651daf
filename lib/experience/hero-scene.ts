/**
 * The 3D hero (docs/behaviour/experience.md#3d-hero): a slowly turning globe of 520 points, projected in perspective
 * onto a 2D canvas in the theme's brand colour. Loaded on its own (dynamic import);
 * it pauses while off screen or paused by the visitor, and hides and stops while the page is hidden.
 */
export type HeroScene = { stop: () => void; pause: (paused: boolean) => void };
type Point = [number, number, number];

const GLOBE_POINTS = 520;
const CAMERA_DISTANCE = 3.6;
const FOCAL = 3.1;
const TURN_PER_SECOND = 0.18;
const MAX_PIXEL_RATIO = 2;

/** Points spread evenly over a sphere (the Fibonacci lattice). */
const globe = Array.from({ length: GLOBE_POINTS }, (_, i): Point => {
  const y = 1 - (2 * (i + 0.5)) / GLOBE_POINTS;
  const angle = Math.PI * (3 - Math.sqrt(5)) * i;
  return [Math.cos(angle) * Math.sqrt(1 - y * y), y, Math.sin(angle) * Math.sqrt(1 - y * y)];
});

/** Starts drawing on `canvas`; null when the browser cannot draw on it. */
export function startHeroScene(canvas: HTMLCanvasElement): HeroScene | null {
  const context = canvas.getContext('2d');
  if (!context) return null;
  const ctx = context;

  /** Turns about Y by `turn`, then about X by `tilt`, and projects in perspective: [x, y, depth 0..1, scale]. */
  const project = ([x, y, z]: Point, turn: number, tilt: number) => {
    const [cy, sy, cx, sx] = [Math.cos(turn), Math.sin(turn), Math.cos(tilt), Math.sin(tilt)];
    const [px, py, pz] = [x * cy + z * sy, x * sx * sy + y * cx - z * sx * cy, -x * cx * sy + y * sx + z * cx * cy];
    const side = Math.min(canvas.width, canvas.height);
    const scale = (FOCAL * side) / 2 / (CAMERA_DISTANCE - pz);
    return [
      canvas.width / 2 + px * scale,
      canvas.height / 2 - py * scale,
      Math.min(1, Math.max(0, (pz + 1.5) / 3)),
      scale,
    ];
  };

  const draw = (seconds: number) => {
    const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
    const [width, height] = [Math.round(canvas.clientWidth * ratio), Math.round(canvas.clientHeight * ratio)];
    if (canvas.width !== width || canvas.height !== height) [canvas.width, canvas.height] = [width, height];
    const turn = seconds * TURN_PER_SECOND;
    ctx.clearRect(0, 0, width, height);
    ctx.fillStyle = getComputedStyle(canvas).getPropertyValue('--brand').trim() || '#1d4ed8';
    for (const point of globe) {
      const [x, y, depth, scale] = project(point, turn, 0.35);
      ctx.globalAlpha = 0.25 + 0.75 * depth;
      ctx.beginPath();
      ctx.arc(x, y, (0.036 * (0.5 + depth) * scale) / FOCAL, 0, Math.PI * 2);
      ctx.fill();
    }
  };

  let frame = 0;
  let last: number | undefined;
  let seconds = 0;
  let [onScreen, paused] = [true, false];
  const loop = (time: number) => {
    // The globe turns with the time it was shown: a pause stops it where it is.
    seconds += Math.min(time - (last ?? time), 100) / 1000;
    last = time;
    draw(seconds);
    frame = window.requestAnimationFrame(loop);
  };
  const update = () => {
    canvas.hidden = document.hidden;
    window.cancelAnimationFrame(frame);
    frame = 0;
    last = undefined;
    if (onScreen && !paused && !document.hidden) frame = window.requestAnimationFrame(loop);
  };
  const visibility = new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? true;
    update();
  });
  visibility.observe(canvas);
  document.addEventListener('visibilitychange', update);
  draw(0);
  update();
  return {
    stop: () => {
      window.cancelAnimationFrame(frame);
      visibility.disconnect();
      document.removeEventListener('visibilitychange', update);
    },
    pause: (value) => {
      paused = value;
      update();
    },
  };
}
