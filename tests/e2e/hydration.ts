import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated the element (it then carries React's props), so its handlers run when it is clicked.
 * A plain link clicked earlier navigates without them: on a busy machine the click can beat the page's scripts.
 */
export async function hydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
}
