/** @jest-environment node */
import {
  CONTENT_MAX_RETRIES,
  CONTENT_REVALIDATE_SECONDS,
  contentRetryDelay,
  FIRST_RETRY_MS,
} from '@/lib/content/constants';

/** What each retry waits: FIRST_RETRY_MS, doubling. */
const expectedDelays = (count: number) => Array.from({ length: count }, (_, attempt) => FIRST_RETRY_MS * 2 ** attempt);

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
  it('retries a failed request 3 times, waiting 1 s, 2 s, then 4 s', () => {
    const delays = Array.from({ length: CONTENT_MAX_RETRIES }, (_, attempt) => contentRetryDelay(attempt));
    expect(delays).toEqual([1000, 2000, 4000]);
    expect(delays).toEqual(expectedDelays(CONTENT_MAX_RETRIES));
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
