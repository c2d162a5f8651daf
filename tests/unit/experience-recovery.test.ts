import { isNoisyError, isNoisyRejection } from '@/lib/experience/noisy-errors';
import { isFailedAppScript, isLoadFailure, RECOVERY_WINDOW_MS, recoverOnce } from '@/lib/experience/recovery';

/** Where the stand-in session keeps the recovery guard. */
const GUARD = 'recovery guard';

function chunkLoadError(): Error {
  const error = new Error('Loading chunk 4821 failed. (error: https://example.test/_next/static/chunks/4821.js)');
  error.name = 'ChunkLoadError';
  return error;
}

// docs/behaviour/experience.md#recovery
describe('what counts as a load failure after a deployment', () => {
  it.each([
    chunkLoadError(),
    new TypeError('Failed to fetch dynamically imported module: https://example.test/_next/static/chunks/a.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    "Refused to execute script from 'https://example.test/_next/static/chunks/a.js' because its MIME type ('text/html') is not executable",
    { message: 'Loading CSS chunk 12 failed.' },
  ])('recognises %p', (reason) => {
    expect(isLoadFailure(reason)).toBe(true);
  });

  it.each([new TypeError("Cannot read properties of undefined (reading 'map')"), 'boom', undefined, null, 42])(
    'ignores %p',
    (reason) => {
      expect(isLoadFailure(reason)).toBe(false);
    },
  );

  it('recognises a failed script of the app, not of a third party', () => {
    const own = document.createElement('script');
    own.src = 'http://localhost/_next/static/chunks/a.js';
    const other = document.createElement('script');
    other.src = 'https://www.googletagmanager.com/gtm.js';
    expect(isFailedAppScript(own, 'http://localhost')).toBe(true);
    expect(isFailedAppScript(other, 'http://localhost')).toBe(false);
    expect(isFailedAppScript(document.createElement('img'), 'http://localhost')).toBe(false);
  });
});

function environment(now = 1_000_000) {
  const session = new Map<string, string>([['analytics_session', 'abc']]);
  const cacheNames = ['pages-v1', 'assets-v1'];
  const env = {
    clock: now,
    online: true,
    leaving: false,
    session: {
      lastRecovery: () => session.get(GUARD) ?? null,
      restart: (at: number) => {
        session.clear();
        session.set(GUARD, String(at));
        return true;
      },
    },
    caches: {
      keys: async () => [...cacheNames],
      delete: async (name: string) => {
        cacheNames.splice(cacheNames.indexOf(name), 1);
        return true;
      },
    },
    reload: jest.fn(),
  };
  return {
    env: { ...env, online: async () => env.online, leaving: () => env.leaving, now: () => env.clock },
    session,
    cacheNames,
    setNow: (value: number) => {
      env.clock = value;
    },
    setOnline: (value: boolean) => {
      env.online = value;
    },
    setLeaving: (value: boolean) => {
      env.leaving = value;
    },
  };
}

// docs/behaviour/experience.md#recovery
describe('recovery by one reload', () => {
  it('clears the caches and the session, then reloads', async () => {
    const { env, session, cacheNames } = environment();
    await expect(recoverOnce(env)).resolves.toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(cacheNames).toEqual([]);
    expect(session.get('analytics_session')).toBeUndefined();
    expect(session.get(GUARD)).toBe('1000000');
  });

  it('leaves the page alone while the visitor leaves it: the browser aborted its chunks, nothing changed', async () => {
    const { env, setLeaving, session } = environment();
    setLeaving(true);
    await expect(recoverOnce(env)).resolves.toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
    expect(session.get('analytics_session')).toBe('abc');
  });

  it('never loops: the page that comes back after the reload fails again and stays', async () => {
    const { env, setNow } = environment();
    await recoverOnce(env);
    setNow(1_000_000 + 5_000);
    await expect(recoverOnce(env)).resolves.toBe(false);
    await expect(recoverOnce(env)).resolves.toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('recovers once when several chunks fail at the same moment', async () => {
    const { env } = environment();
    await expect(Promise.all([recoverOnce(env), recoverOnce(env), recoverOnce(env)])).resolves.toEqual([
      true,
      true,
      true,
    ]);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('recovers again once the guard has expired (a later deployment in the same tab)', async () => {
    const { env, setNow } = environment();
    await recoverOnce(env);
    setNow(1_000_000 + RECOVERY_WINDOW_MS);
    await expect(recoverOnce(env)).resolves.toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it('does nothing offline, where clearing the caches would lose the offline pages', async () => {
    const { env, setOnline, cacheNames } = environment();
    setOnline(false);
    await expect(recoverOnce(env)).resolves.toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
    expect(cacheNames).toHaveLength(2);
  });

  it('does not reload when the session refuses the guard, since the reload could then loop', async () => {
    const { env } = environment();
    env.session.restart = () => false;
    await expect(recoverOnce(env)).resolves.toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('still reloads when the caches cannot be cleared', async () => {
    const { env } = environment();
    env.caches.keys = () => Promise.reject(new Error('SecurityError'));
    await expect(recoverOnce(env)).resolves.toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });
});

// docs/behaviour/experience.md#noisy-errors
describe('noisy errors kept out of the console', () => {
  it('silences rejections that mention the pixel', () => {
    expect(isNoisyRejection(new Error('fbq is not defined'))).toBe(true);
    expect(isNoisyRejection('Failed to load https://connect.facebook.net/en_US/fbevents.js')).toBe(true);
    expect(isNoisyRejection(new Error('Meta Pixel blocked'))).toBe(true);
  });

  it('silences lost WebGL contexts, WebSocket hiccups and DOM removal errors', () => {
    expect(isNoisyError(undefined, 'WebGL: CONTEXT_LOST_WEBGL: loseContext: context lost')).toBe(true);
    expect(isNoisyError(new Error("WebSocket connection to 'wss://example.test/' failed"))).toBe(true);
    expect(
      isNoisyError(
        new DOMException(
          "Failed to execute 'removeChild' on 'Node': The node to be removed is not a child of this node.",
        ),
      ),
    ).toBe(true);
    expect(isNoisyError(new DOMException("Failed to execute 'insertBefore' on 'Node'"))).toBe(true);
    expect(isNoisyRejection({ type: 'webglcontextlost' })).toBe(true);
  });

  it('lets real errors through', () => {
    expect(isNoisyError(new TypeError("Cannot read properties of undefined (reading 'title')"))).toBe(false);
    expect(isNoisyRejection(new Error('Request failed with status 500'))).toBe(false);
  });
});
