/** YouTube's privacy-enhanced host: the only one the Content-Security-Policy lets into a frame. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

const youtubeHosts = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com'];

/**
 * The privacy-enhanced embed address of a YouTube link (watch, short link, embed or shorts), playing at once since it
 * is loaded by a click; undefined for anything else, which the page shows as a plain link.
 */
export function videoEmbedUrl(videoUrl: string): string | undefined {
  const url = URL.canParse(videoUrl) ? new URL(videoUrl) : undefined;
  if (url?.protocol !== 'https:' || !youtubeHosts.includes(url.hostname)) return undefined;
  const [first, second] = url.pathname.split('/').filter(Boolean);
  const id =
    url.hostname === 'youtu.be'
      ? first
      : first === 'watch'
        ? url.searchParams.get('v')
        : first === 'embed' || first === 'shorts'
          ? second
          : undefined;
  return id && /^[\w-]{11}$/.test(id) ? `${VIDEO_EMBED_ORIGIN}/embed/${id}?autoplay=1` : undefined;
}
