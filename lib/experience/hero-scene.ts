/**
 * The 3D hero: a slowly turning globe of points with an orbit, drawn with plain WebGL (no 3D library)
 * in the theme's brand colour. Loaded on its own (dynamic import) once the page is idle; it pauses
 * while off screen, and hides and stops while the page is hidden (docs/behaviour/experience.md#visibility).
 */
export type HeroScene = { stop: () => void };

const GLOBE_POINTS = 520;
const ORBIT_VERTICES = 160;
const ORBIT_RADIUS = 1.22;
const CAMERA_DISTANCE = 3.6;
const FOCAL = 3.1;
const TURN_PER_SECOND = 0.18;
const MAX_PIXEL_RATIO = 2;

const vertexShader = `
attribute vec3 position;
uniform mat3 rotation;
uniform vec2 scale;
uniform float pointSize;
varying float depth;
void main() {
  vec3 p = rotation * position;
  depth = clamp((p.z + 1.5) / 3.0, 0.0, 1.0);
  float w = ${CAMERA_DISTANCE.toFixed(1)} - p.z;
  gl_Position = vec4(p.xy * scale, 0.0, w);
  gl_PointSize = pointSize * (0.5 + depth) / w;
}`;

const fragmentShader = `
precision mediump float;
uniform vec3 color;
uniform float round;
varying float depth;
void main() {
  float alpha = mix(0.25, 1.0, depth);
  if (round > 0.5) {
    float d = length(gl_PointCoord - 0.5);
    if (d > 0.5) discard;
    alpha *= smoothstep(0.5, 0.15, d);
  } else {
    alpha *= 0.55;
  }
  gl_FragColor = vec4(color * alpha, alpha);
}`;

/** Points spread evenly over a sphere (the Fibonacci lattice). */
function globe(count: number): Float32Array {
  const points = new Float32Array(count * 3);
  const golden = Math.PI * (3 - Math.sqrt(5));
  for (let i = 0; i < count; i++) {
    const y = 1 - (2 * (i + 0.5)) / count;
    const radius = Math.sqrt(1 - y * y);
    points.set([Math.cos(golden * i) * radius, y, Math.sin(golden * i) * radius], i * 3);
  }
  return points;
}

function orbit(count: number, radius: number): Float32Array {
  const points = new Float32Array(count * 3);
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * Math.PI * 2;
    points.set([Math.cos(angle) * radius, 0, Math.sin(angle) * radius], i * 3);
  }
  return points;
}

/** Rotation about Y by `turn`, then about X by `tilt`, column-major for WebGL. */
function rotation(turn: number, tilt: number): Float32Array {
  const [cy, sy, cx, sx] = [Math.cos(turn), Math.sin(turn), Math.cos(tilt), Math.sin(tilt)];
  return new Float32Array([cy, sx * sy, -cx * sy, 0, cx, sx, sy, -sx * cy, cx * cy]);
}

/** `#1d4ed8` -> [r, g, b] in 0..1; the brand colour when the custom property is missing. */
export function parseColor(value: string): [number, number, number] {
  const hex = /^#?([0-9a-f]{6})$/i.exec(value.trim())?.[1] ?? '1d4ed8';
  return [0, 2, 4].map((offset) => parseInt(hex.slice(offset, offset + 2), 16) / 255) as [number, number, number];
}

function compile(gl: WebGLRenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (!shader) throw new Error('WebGL shader could not be created');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  return shader;
}

function buffer(gl: WebGLRenderingContext, data: Float32Array): WebGLBuffer {
  const created = gl.createBuffer();
  if (!created) throw new Error('WebGL buffer could not be created');
  gl.bindBuffer(gl.ARRAY_BUFFER, created);
  gl.bufferData(gl.ARRAY_BUFFER, data, gl.STATIC_DRAW);
  return created;
}

/** Starts drawing on `canvas`; `null` when the browser has no WebGL. `onLost` runs if the GPU takes the context away. */
export function startHeroScene(canvas: HTMLCanvasElement, onLost: () => void): HeroScene | null {
  const gl = canvas.getContext('webgl', {
    alpha: true,
    antialias: true,
    premultipliedAlpha: true,
    powerPreference: 'low-power',
  });
  if (!gl) return null;

  const program = gl.createProgram();
  if (!program) return null;
  gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, vertexShader));
  gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, fragmentShader));
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) return null;
  gl.useProgram(program);

  const globeBuffer = buffer(gl, globe(GLOBE_POINTS));
  const orbitBuffer = buffer(gl, orbit(ORBIT_VERTICES, ORBIT_RADIUS));
  const position = gl.getAttribLocation(program, 'position');
  const uniform = (name: string) => gl.getUniformLocation(program, name);
  const [rotationAt, scaleAt, pointSizeAt, colorAt, roundAt] = ['rotation', 'scale', 'pointSize', 'color', 'round'].map(
    uniform,
  );
  gl.enableVertexAttribArray(position);
  gl.enable(gl.BLEND);
  gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
  gl.clearColor(0, 0, 0, 0);

  const readColor = () => gl.uniform3fv(colorAt, parseColor(getComputedStyle(canvas).getPropertyValue('--brand')));
  readColor();
  const themeWatch = new MutationObserver(readColor);
  themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });

  let pixelRatio = 1;
  const resize = () => {
    pixelRatio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
    const width = Math.max(1, Math.round(canvas.clientWidth * pixelRatio));
    const height = Math.max(1, Math.round(canvas.clientHeight * pixelRatio));
    canvas.width = width;
    canvas.height = height;
    gl.viewport(0, 0, width, height);
    const side = Math.min(width, height);
    gl.uniform2f(scaleAt, (FOCAL * side) / width, (FOCAL * side) / height);
  };
  resize();
  const sizeWatch = new ResizeObserver(resize);
  sizeWatch.observe(canvas);

  const draw = (seconds: number) => {
    const turn = seconds * TURN_PER_SECOND;
    const side = Math.min(canvas.width, canvas.height);
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.uniform1f(roundAt, 1);
    gl.uniformMatrix3fv(rotationAt, false, rotation(turn, 0.35));
    gl.uniform1f(pointSizeAt, side * 0.036);
    gl.bindBuffer(gl.ARRAY_BUFFER, globeBuffer);
    gl.vertexAttribPointer(position, 3, gl.FLOAT, false, 0, 0);
    gl.drawArrays(gl.POINTS, 0, GLOBE_POINTS);

    gl.uniformMatrix3fv(rotationAt, false, rotation(-turn * 0.5, 1.1));
    gl.bindBuffer(gl.ARRAY_BUFFER, orbitBuffer);
    gl.vertexAttribPointer(position, 3, gl.FLOAT, false, 0, 0);
    gl.uniform1f(roundAt, 0);
    gl.drawArrays(gl.LINE_LOOP, 0, ORBIT_VERTICES);
    // A satellite travelling along the orbit.
    gl.uniform1f(roundAt, 1);
    gl.uniform1f(pointSizeAt, side * 0.07);
    gl.drawArrays(gl.POINTS, Math.floor(seconds * 12) % ORBIT_VERTICES, 1);
  };

  let frame = 0;
  let onScreen = true;
  const loop = (time: number) => {
    draw(time / 1000);
    frame = window.requestAnimationFrame(loop);
  };
  const pause = () => {
    window.cancelAnimationFrame(frame);
    frame = 0;
  };
  const resume = () => {
    if (!frame && onScreen && !document.hidden) frame = window.requestAnimationFrame(loop);
  };
  const onVisibility = () => {
    canvas.hidden = document.hidden;
    if (document.hidden) pause();
    else resume();
  };
  const visibility = new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? true;
    if (onScreen) resume();
    else pause();
  });
  visibility.observe(canvas);
  document.addEventListener('visibilitychange', onVisibility);

  const stop = () => {
    pause();
    themeWatch.disconnect();
    sizeWatch.disconnect();
    visibility.disconnect();
    document.removeEventListener('visibilitychange', onVisibility);
    canvas.removeEventListener('webglcontextlost', onContextLost);
  };
  function onContextLost() {
    // The static picture underneath stays: the scene is not worth restoring.
    stop();
    onLost();
  }
  canvas.addEventListener('webglcontextlost', onContextLost);
  onVisibility();
  return { stop };
}
