/**
 * Noisy errors (docs/behaviour/experience.md#noisy-errors): errors that are known, harmless and not ours to fix are
 * kept out of the console and the error reports: the marketing pixel's rejected promises, a lost WebGL context,
 * WebSocket hiccups, and the DOM removal errors that browser extensions (page translators) cause by editing React's
 * nodes.
 */
const pixelPatterns = [/fbq/i, /fbevents/i, /facebook/i, /pixel/i];
const noisyErrorPatterns = [
  /webgl/i,
  /context lost/i,
  /websocket/i,
  /removeChild/,
  /insertBefore/,
  /The node to be removed is not a child/i,
];

function text(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}\n${reason.stack ?? ''}`;
  if (typeof reason === 'string') return reason;
  if (reason && typeof reason === 'object') {
    const { message, type } = reason as { message?: unknown; type?: unknown };
    return [message, type].filter((part) => typeof part === 'string').join(' ');
  }
  return '';
}

/** An unhandled promise rejection the console should not show. */
export function isNoisyRejection(reason: unknown): boolean {
  const value = text(reason);
  return [...pixelPatterns, ...noisyErrorPatterns].some((pattern) => pattern.test(value));
}

/** An uncaught error the console should not show. */
export function isNoisyError(error: unknown, message = ''): boolean {
  const value = `${message}\n${text(error)}`;
  return noisyErrorPatterns.some((pattern) => pattern.test(value));
}
