import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { Builder, By, type WebDriver } from 'selenium-webdriver';

/** The engines a visitor brings besides Chromium, as Debian ships them (.ci/run installs them). */
const engines = {
  firefox: { binary: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr' },
  webkit: {
    driver: process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
    browser: process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  },
} as const;

export type EngineName = keyof typeof engines;

/**
 * One browser window, whatever drives it: puppeteer-core over WebDriver BiDi for Firefox, Selenium over classic
 * WebDriver for WebKit (its driver has no BiDi). Only what the cross-engine check needs.
 */
export type EngineWindow = {
  /** Opens `url` and resolves once it has loaded. */
  open: (url: string) => Promise<void>;
  /** Runs `script` (a function's source, called with `args`) in the page; its result must be JSON. */
  run: <T>(script: string, ...args: unknown[]) => Promise<T>;
  /** A real click (pointer events, focus) on the element `selector` finds. */
  click: (selector: string) => Promise<void>;
  /** Types `text` into the field `selector` finds, as a keyboard would. */
  type: (selector: string, text: string) => Promise<void>;
  resize: (width: number, height: number) => Promise<void>;
  screenshot: (file: string) => Promise<void>;
  close: () => Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function untilAnswers(url: string, what: string) {
  for (let tries = 0; tries < 100; tries++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start`);
}

const stop = (child: ChildProcess) => {
  if (child.exitCode === null) child.kill();
};

/**
 * A navigation is over once a new document is complete: a driver can answer while scripts still reach the previous
 * document (WebKitWebDriver did), or an intermediate one. The old document is marked before leaving.
 */
function leaving() {
  (window as unknown as { __engineLeft?: boolean }).__engineLeft = true;
}
function opened() {
  return !(window as unknown as { __engineLeft?: boolean }).__engineLeft && document.readyState === 'complete';
}

async function openFirefox(): Promise<EngineWindow> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: engines.firefox.binary,
    headless: true,
    protocol: 'webDriverBiDi',
    // A new profile each time: no cache, no stored choice, as a first visit. Firefox gives an `optional` font 100 ms
    // (its short block period); on this machine, both cores busy, even a cached font can take 300 ms to read, and a
    // page then keeps the stand-in by design (docs/behaviour/experience.md#typeface). The check is whether Firefox
    // draws Inter at its weights, not how busy the machine is: it waits as long as Firefox waits for any other font.
    extraPrefsFirefox: {
      'browser.shell.checkDefaultBrowser': false,
      'gfx.downloadable_fonts.fallback_delay_short': 3000,
    },
  });
  const page: Page = await browser.newPage();
  return {
    open: async (url) => {
      await page.evaluate(leaving);
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(opened, { timeout: 30_000 });
    },
    run: (script, ...args) => page.evaluate(`(${script})(...${JSON.stringify(args)})`) as never,
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    resize: (width, height) => page.setViewport({ width, height }),
    screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
    close: () => browser.close(),
  };
}

/** Xvfb on a display it chooses itself (`-displayfd`): MiniBrowser has no headless mode. */
async function startDisplay(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]!.once('data', (chunk: Buffer) => resolve(`:${chunk.toString().trim()}`));
    xvfb.once('exit', () => reject(new Error('Xvfb did not start')));
  });
  return { display, process: xvfb };
}

async function openWebKit(): Promise<EngineWindow> {
  const { display, process: xvfb } = await startDisplay();
  const port = await freePort();
  const driverProcess = spawn(engines.webkit.driver, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  try {
    await untilAnswers(`http://127.0.0.1:${port}/status`, 'WebKitWebDriver');
    const driver: WebDriver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: engines.webkit.browser, args: ['--automation'] },
      })
      .build();
    return {
      open: async (url) => {
        await driver.executeScript(`(${leaving})()`);
        await driver.get(url);
        await driver.wait(() => driver.executeScript(`return (${opened})()`), 30_000, `${url} did not open`);
      },
      run: (script, ...args) => driver.executeScript(`return (${script})(...arguments)`, ...args),
      click: async (selector) => driver.findElement(By.css(selector)).click(),
      type: async (selector, text) => driver.findElement(By.css(selector)).sendKeys(text),
      resize: async (width, height) => {
        await driver.manage().window().setRect({ width, height });
      },
      screenshot: async (file) => writeFile(file, await driver.takeScreenshot(), 'base64'),
      close: async () => {
        await driver.quit().catch(() => {});
        stop(driverProcess);
        stop(xvfb);
      },
    };
  } catch (error) {
    stop(driverProcess);
    stop(xvfb);
    throw error;
  }
}

export const openEngine = (name: EngineName): Promise<EngineWindow> =>
  name === 'firefox' ? openFirefox() : openWebKit();
