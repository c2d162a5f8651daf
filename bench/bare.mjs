import { bodySize } from './weight.mjs';

/**
 * The URL of the bare page padded to `targetBytes` of HTML (bench/bare/app/padded/). The padding appears
 * twice, in the markup and in React's payload, so the bench weighs the page unpadded and once padded,
 * then pads by the measured bytes per character; the result lands within a few bytes of the target.
 */
export async function paddedBarePage(origin, targetBytes) {
  const weigh = async (padding) => (await bodySize(`${origin}/padded/${padding}`)).raw;
  const unpadded = await weigh(0);
  const trial = Math.max(1, Math.round((targetBytes - unpadded) / 2));
  const bytesPerCharacter = ((await weigh(trial)) - unpadded) / trial;
  const padding = Math.max(0, Math.round((targetBytes - unpadded) / bytesPerCharacter));
  return { url: `${origin}/padded/${padding}`, bytes: await weigh(padding) };
}
