import type { Page } from '@playwright/test';

/** A text of the page as drawn: its colour (opacity of its ancestors included), its boxes, its size class. */
type Sample = {
  label: string;
  rgba: number[];
  boxes: { x: number; y: number; width: number; height: number }[];
  large: boolean;
};

/**
 * Every visible text and every placeholder shown in an empty field: the computed colour and the boxes the browser
 * drew it in. A text counts where it can be hit at the centre of its box (so clipped, covered or screen-reader-only
 * text does not), and it is large at 24 px, or 18.66 px and bold (WCAG's 18 and 14 points).
 */
function samplesOf(page: Page): Promise<Sample[]> {
  return page.evaluate(() => {
    const canvas = new OffscreenCanvas(1, 1).getContext('2d', { willReadFrequently: true })!;
    // Whatever syntax the computed style uses (rgb, oklch, color-mix…), as sRGB bytes and an alpha from 0 to 1.
    const rgba = (css: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = css;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const opacity = (element: Element | null): number =>
      element ? Number(getComputedStyle(element).opacity) * opacity(element.parentElement) : 1;
    const isLarge = (style: CSSStyleDeclaration) => {
      const size = parseFloat(style.fontSize);
      return size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    };
    const hits = (element: Element, box: DOMRect) => {
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && (hit === element || element.contains(hit));
    };
    const color = (element: Element, pseudo?: string) => {
      const [r, g, b, a] = rgba(getComputedStyle(element, pseudo).color);
      return [r, g, b, a * opacity(element)];
    };
    const name = (element: Element, text: string) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${text.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;

    const samples = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const element = node.parentElement;
      if (!element || !node.data.trim() || element.closest('script, style, noscript, template')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const boxes = [...range.getClientRects()].filter(
        (box) => box.width >= 2 && box.height >= 4 && hits(element, box),
      );
      if (boxes.length === 0) continue;
      const style = getComputedStyle(element);
      samples.push({ label: name(element, node.data), rgba: color(element), boxes, large: isLarge(style) });
    }
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[placeholder]')) {
      const box = field.getBoundingClientRect();
      if (field.value || !field.placeholder || box.width === 0 || !hits(field, box)) continue;
      const style = getComputedStyle(field);
      const [top, right, bottom, left] = ['Top', 'Right', 'Bottom', 'Left'].map(
        (side) =>
          parseFloat(style.getPropertyValue(`padding-${side.toLowerCase()}`)) +
          parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)),
      );
      samples.push({
        label: name(field, `placeholder: ${field.placeholder}`),
        rgba: color(field, '::placeholder'),
        boxes: [new DOMRect(box.x + left, box.y + top, box.width - left - right, box.height - top - bottom)],
        large: isLarge(style),
      });
    }
    // Fully transparent text (a heading's anchor until it is hovered or focused) is not drawn: nothing to read.
    return samples
      .filter((sample) => sample.rgba[3] > 0)
      .map((sample) => ({
        ...sample,
        boxes: sample.boxes.map(({ x, y, width, height }) => ({ x, y, width, height })),
      }));
  });
}

/**
 * What is behind the texts: the page drawn with every text, placeholder and caret transparent, and nothing else,
 * as a PNG in base64. Chromium's fast PNG encoding, through the DevTools protocol: a third of the default's time.
 */
async function backgroundPicture(page: Page): Promise<string> {
  const hide = await page.addStyleTag({
    content: `*, *::before, *::after, ::placeholder { color: transparent !important; -webkit-text-fill-color: transparent !important;
      text-shadow: none !important; caret-color: transparent !important; text-decoration-color: transparent !important; }`,
  });
  await page.evaluate(() => new Promise(requestAnimationFrame));
  const devtools = await page.context().newCDPSession(page);
  const { data } = await devtools.send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true });
  await devtools.detach();
  await hide.evaluate((style) => (style as Element).remove());
  return data;
}

/**
 * The texts of the page as it is now whose contrast with what is drawn behind them is under 4.5:1 (3:1 for large
 * text), WCAG 1.4.3. Colours are read from the page (the computed colour of each text, the pixels of the page drawn
 * without its texts), never from a list: each text is measured against the 10th percentile of the pixels behind it,
 * so a gradient or a picture under a text counts where it is lightest (or darkest), not on average. The page must fit
 * the viewport (tall enough for the whole page), so every text can be hit-tested and drawn at once.
 */
export async function contrastProblems(page: Page, label: string): Promise<{ checked: number; problems: string[] }> {
  const samples = await samplesOf(page);
  const picture = await backgroundPicture(page);
  // Decoded and measured in a blank page of its own: no site policy or script in the way.
  const scratch = await page.context().newPage();
  try {
    const problems = await scratch.evaluate(
      async ({ picture, samples }) => {
        const bytes = Uint8Array.from(atob(picture), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d', {
          willReadFrequently: true,
        })!;
        context.drawImage(bitmap, 0, 0);
        const channel = (value: number) => {
          const c = value / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        const luminance = ([r, g, b]: number[]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        const ratio = (one: number[], other: number[]) => {
          const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
          return (light + 0.05) / (dark + 0.05);
        };
        const found: string[] = [];
        for (const { label: text, rgba, boxes, large } of samples) {
          const [r, g, b, alpha] = rgba;
          const measures: { ratio: number; background: number[] }[] = [];
          for (const box of boxes) {
            // One pixel in from each edge: the neighbouring element's border is not behind the text.
            const x = Math.max(0, Math.floor(box.x) + 1);
            const y = Math.max(0, Math.floor(box.y) + 1);
            const width = Math.min(bitmap.width - x, Math.floor(box.width) - 2);
            const height = Math.min(bitmap.height - y, Math.floor(box.height) - 2);
            if (width < 1 || height < 1) continue;
            const pixels = context.getImageData(x, y, width, height).data;
            const step = Math.max(1, Math.floor(Math.sqrt((width * height) / 400))) * 4;
            for (let index = 0; index < pixels.length; index += step) {
              const background = [pixels[index], pixels[index + 1], pixels[index + 2]];
              const drawn = [r, g, b].map(
                (value, channelIndex) => alpha * value + (1 - alpha) * background[channelIndex],
              );
              measures.push({ ratio: ratio(drawn, background), background });
            }
          }
          if (measures.length === 0) continue;
          measures.sort((a, b) => a.ratio - b.ratio);
          const { ratio: measured, background: behind } = measures[Math.floor(measures.length / 10)];
          const needed = large ? 3 : 4.5;
          if (measured < needed)
            found.push(
              `${text}: ${measured.toFixed(2)}:1 < ${needed}:1 (rgba(${rgba.map((value) => +value.toFixed(2)).join(', ')}) on rgb(${behind.join(', ')}))`,
            );
        }
        return found;
      },
      { picture, samples },
    );
    return { checked: samples.length, problems: problems.map((problem) => `${label}: ${problem}`) };
  } finally {
    await scratch.close();
  }
}
