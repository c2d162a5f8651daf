import {
  isFailedAppScript,
  isLoadFailure,
  isNoisyError,
  isNoisyRejection,
  RECOVERY_WINDOW_MS,
  recoverOnce,
  startResilience,
} from '@/lib/experience/recovery';

/** Where the session keeps the recovery guard. */
const GUARD = 'recovery_reload_at';

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
    expect(isFailedAppScript(own)).toBe(true);
    expect(isFailedAppScript(other)).toBe(false);
    expect(isFailedAppScript(document.createElement('img'))).toBe(false);
  });
});

/** The browser the recovery runs in: its session storage, its caches, whether the site answers, and the clock. */
function environment(now = 1_000_000) {
  let clock = now;
  let online = true;
  const cacheNames = ['pages-v1', 'assets-v1'];
  sessionStorage.clear();
  sessionStorage.setItem('analytics_session_id', 'abc');
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
  const caches = {
    keys: jest.fn(async () => [...cacheNames]),
    delete: async (name: string) => Boolean(cacheNames.splice(cacheNames.indexOf(name), 1)),
  };
  Object.assign(window, { caches });
  // The page's own HEAD: answered while the site is online.
  window.fetch = jest.fn(async () => (online ? ({ ok: true } as Response) : Promise.reject(new TypeError('offline'))));
  return {
    reload: jest.fn(),
    cacheNames,
    caches,
    setNow: (value: number) => (clock = value),
    setOnline: (value: boolean) => (online = value),
  };
}

// docs/behaviour/experience.md#recovery
describe('recovery by one reload', () => {
  afterEach(() => jest.restoreAllMocks());

  it('clears the caches and the session, then reloads', async () => {
    const { reload, cacheNames } = environment();
    await expect(recoverOnce(reload)).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(cacheNames).toEqual([]);
    expect(sessionStorage.getItem('analytics_session_id')).toBeNull();
    expect(sessionStorage.getItem(GUARD)).toBe('1000000');
  });

  it('leaves the page alone while the visitor leaves it: the browser aborted its chunks, nothing changed', async () => {
    const { reload } = environment();
    const stop = startResilience();
    window.dispatchEvent(new Event('beforeunload'));
    await expect(recoverOnce(reload)).resolves.toBe(false);
    expect(sessionStorage.getItem('analytics_session_id')).toBe('abc');
    // A leave that did not happen (a mailto: link, the back-forward cache): the page recovers again.
    window.dispatchEvent(new Event('pageshow'));
    await expect(recoverOnce(reload)).resolves.toBe(true);
    stop();
  });

  it('never loops: the page that comes back after the reload fails again and stays', async () => {
    const { reload, setNow } = environment();
    await recoverOnce(reload);
    setNow(1_000_000 + 5_000);
    await expect(recoverOnce(reload)).resolves.toBe(false);
    await expect(recoverOnce(reload)).resolves.toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('recovers once when several chunks fail at the same moment', async () => {
    const { reload } = environment();
    await expect(Promise.all([recoverOnce(reload), recoverOnce(reload), recoverOnce(reload)])).resolves.toEqual([
      true,
      true,
      true,
    ]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('recovers again once the guard has expired (a later deployment in the same tab)', async () => {
    const { reload, setNow } = environment();
    await recoverOnce(reload);
    setNow(1_000_000 + RECOVERY_WINDOW_MS);
    await expect(recoverOnce(reload)).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does nothing offline, where clearing the caches would lose the offline pages', async () => {
    const { reload, setOnline, cacheNames } = environment();
    setOnline(false);
    await expect(recoverOnce(reload)).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(cacheNames).toHaveLength(2);
  });

  it('does not reload when the session refuses the guard, since the reload could then loop', async () => {
    const { reload } = environment();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    await expect(recoverOnce(reload)).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('still reloads when the caches cannot be cleared', async () => {
    const { reload, caches } = environment();
    caches.keys.mockRejectedValue(new Error('SecurityError'));
    await expect(recoverOnce(reload)).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
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
