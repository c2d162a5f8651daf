import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ErrorPage from '@/app/[locale]/error';
import { ErrorTextsProvider } from '@/components/experience/error-texts';
import english from '@/messages/en.json';
import french from '@/messages/fr.json';

/** Recovery's first step is asking the server whether the network is there (lib/experience/recovery.ts). */
const onlineCheck = jest.fn().mockRejectedValue(new Error('offline'));
global.fetch = onlineCheck;

function renderErrorPage(error: Error, retry = jest.fn()) {
  render(
    <ErrorTextsProvider texts={english.ErrorPage}>
      <ErrorPage error={error} retry={retry} />
    </ErrorTextsProvider>,
  );
  return retry;
}

// docs/behaviour/pages-and-routes.md#error-pages
describe('the error boundary', () => {
  afterEach(() => jest.clearAllMocks());

  it('shows "Unexpected Application Error!" with the message, and tries again on request', async () => {
    const retry = renderErrorPage(new Error('data is undefined'));
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('data is undefined')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('recovers by a reload when the error is a missing chunk, and only then', () => {
    renderErrorPage(new Error('boom'));
    expect(onlineCheck).not.toHaveBeenCalled();
    const chunkError = new Error('Loading chunk 12 failed.');
    chunkError.name = 'ChunkLoadError';
    renderErrorPage(chunkError);
    expect(onlineCheck).toHaveBeenCalledTimes(1);
    expect(onlineCheck).toHaveBeenCalledWith(window.location.href, { method: 'HEAD', cache: 'no-store' });
  });

  it('the last-resort page speaks the language of the address', () => {
    // What next.config.ts inlines at build time.
    process.env.NEXT_PUBLIC_GLOBAL_ERROR_TEXTS = JSON.stringify({ en: english.ErrorPage, fr: french.ErrorPage });
    const GlobalError = (jest.requireActual('@/app/global-error') as typeof import('@/app/global-error')).default;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/fr/services');
    const { container } = render(<GlobalError error={new Error('layout failed')} retry={jest.fn()} />, {
      container: document,
    });
    expect(container.querySelector('h1')).toHaveTextContent("Erreur inattendue de l'application !");
    expect(container.body).toHaveTextContent('layout failed');
    window.history.replaceState(null, '', '/');
  });
});
