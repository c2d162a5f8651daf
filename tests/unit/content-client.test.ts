/** @jest-environment node */
import {
  CONTENT_MAX_RETRIES,
  CONTENT_REVALIDATE_SECONDS,
  contentRetryDelay,
  FIRST_RETRY_MS,
  MAX_RETRY_MS,
} from '@/lib/content/constants';

/** What each retry waits: FIRST_RETRY_MS, doubling, never more than MAX_RETRY_MS. */
const expectedDelays = (count: number) =>
  Array.from({ length: count }, (_, attempt) => Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS));

// The content service as next-sanity's client would answer: no author document written yet.
const createClient = jest.fn();
const fetchFromService = jest.fn();
jest.mock('next-sanity', () => ({
  createClient: (config: unknown) => {
    createClient(config);
    return { fetch: fetchFromService };
  },
}));

/** lib/content with a Sanity project configured, as on a site connected to the content service. */
type Content = typeof import('@/lib/content');

function contentWithService(): Content {
  process.env.NEXT_PUBLIC_SANITY_PROJECT_ID = 'abc123';
  let content: Content | undefined;
  jest.isolateModules(() => {
    content = jest.requireActual<Content>('@/lib/content');
  });
  delete process.env.NEXT_PUBLIC_SANITY_PROJECT_ID;
  return content!;
}

// docs/architecture.md#content-sources
describe('the content service client (data-fetching defaults)', () => {
  it('retries a failed request, waiting FIRST_RETRY_MS, then doubling up to MAX_RETRY_MS at most', () => {
    const attempts = Math.ceil(Math.log2(MAX_RETRY_MS / FIRST_RETRY_MS)) + 2;
    const delays = Array.from({ length: attempts }, (_, attempt) => contentRetryDelay(attempt));
    expect(delays).toEqual(expectedDelays(attempts));
    expect(delays.at(-1)).toBe(MAX_RETRY_MS);
    expect(delays[1]).toBe(2 * delays[0]);
  });

  it('keeps fetched content 5 minutes, tagged for the webhook, with the retries configured', async () => {
    fetchFromService.mockResolvedValue([]);
    await contentWithService().getPosts('en');
    expect(createClient).toHaveBeenCalledWith(
      expect.objectContaining({ useCdn: true, perspective: 'published', maxRetries: CONTENT_MAX_RETRIES }),
    );
    const { retryDelay } = createClient.mock.calls[0][0] as { retryDelay: (attempt: number) => number };
    expect([0, 1, 2].map(retryDelay)).toEqual(expectedDelays(3));
    expect(fetchFromService).toHaveBeenCalledWith(expect.any(String), expect.anything(), {
      next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags: ['sanity:post', 'sanity:author', 'sanity:category'] },
    });
  });

  it("shows the embedded author while the service has no author document, and the service's once it has", async () => {
    fetchFromService.mockResolvedValue(null);
    const content = contentWithService();
    expect(await content.getAuthor('camille-laurent')).toMatchObject({ name: 'Camille Laurent' });

    fetchFromService.mockResolvedValue({ _id: 'author-1', name: 'Alex Martin', slug: 'camille-laurent' });
    expect(await contentWithService().getAuthor('camille-laurent')).toEqual(
      expect.objectContaining({ _id: 'author-1', name: 'Alex Martin' }),
    );
  });
});
