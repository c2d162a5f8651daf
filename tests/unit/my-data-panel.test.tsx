import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyData } from '@/components/consent/my-data';
import { saveConsent } from '@/lib/consent';
import { STATUS_MESSAGE_MS, WITHDRAW_RELOAD_MS } from '@/lib/consent/constants';
import { STORAGE_KEYS } from '@/lib/consent/storage-keys';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

// jsdom has no modal dialogs: enough of one to open and close.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The panel's code loads on the first request, so the dialog appears a moment after the click. */
async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'My data' }));
  return screen.findByRole('dialog');
}

function renderPanel(texts = en.MyDataPanel) {
  render(<MyData label="My data" className="" texts={texts} footer={null} />);
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

describe('the My Data panel', () => {
  it('opens from its button as a labelled dialog, closes, and opens again', async () => {
    const user = renderPanel();
    expect(await openPanel(user)).toHaveAccessibleName(en.MyDataPanel.title);
    expect(screen.getByRole('dialog', { name: en.MyDataPanel.title })).toBeVisible();
    await user.click(screen.getByRole('button', { name: en.MyDataPanel.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await openPanel(user)).toBeVisible();
  });

  it('asks before erasing, keeps everything on Cancel, and erases on Yes', async () => {
    saveConsent({ analytics: true, marketing: true });
    const user = renderPanel();
    await openPanel(user);
    await user.click(screen.getByRole('button', { name: en.MyDataPanel.eraseButton }));
    const question = screen.getByRole('group', { name: en.MyDataPanel.confirmErase });
    expect(question).toHaveTextContent('Are you sure you want to delete all your data? This action is irreversible.');
    expect(screen.getByRole('button', { name: en.MyDataPanel.cancel })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: en.MyDataPanel.cancel }));
    expect(localStorage.getItem(STORAGE_KEYS.consentRecord.name)).not.toBeNull();
    expect(screen.getByRole('button', { name: en.MyDataPanel.eraseButton })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: en.MyDataPanel.eraseButton }));
    await user.click(screen.getByRole('button', { name: en.MyDataPanel.confirmEraseButton }));
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('status')).toHaveTextContent('All your data has been deleted');
    expect(localStorage.length).toBe(0);
  });

  it('clears its message after STATUS_MESSAGE_MS', async () => {
    const user = renderPanel();
    await openPanel(user);
    await user.click(screen.getByRole('button', { name: en.MyDataPanel.eraseButton }));
    await user.click(screen.getByRole('button', { name: en.MyDataPanel.confirmEraseButton }));
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('status')).toHaveTextContent(en.MyDataPanel.erased);
    await act(() => jest.advanceTimersByTimeAsync(STATUS_MESSAGE_MS - 100));
    expect(screen.getByRole('status')).toHaveTextContent(en.MyDataPanel.erased);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says so, in French too, when the export fails', async () => {
    URL.createObjectURL = jest.fn(() => {
      throw new Error('blocked');
    });
    const user = renderPanel(fr.MyDataPanel);
    await openPanel(user);
    await user.click(screen.getByRole('button', { name: fr.MyDataPanel.exportButton }));
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('alert')).toHaveTextContent("Erreur lors de l'exportation des données");
    expect(screen.getByRole('button', { name: fr.MyDataPanel.exportButton })).not.toHaveAttribute('aria-disabled');
  });

  it('says the erasure failed when the browser keeps something, rather than reassure', async () => {
    saveConsent({ analytics: true, marketing: true });
    jest.spyOn(Storage.prototype, 'clear').mockImplementation(() => {});
    const user = renderPanel();
    await openPanel(user);
    await user.click(screen.getByRole('button', { name: en.MyDataPanel.eraseButton }));
    await user.click(screen.getByRole('button', { name: en.MyDataPanel.confirmEraseButton }));
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('alert')).toHaveTextContent('Error deleting data');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says the withdrawal failed, in French too, and neither reloads nor reassures when storage refuses it', async () => {
    saveConsent({ analytics: true, marketing: true });
    const timers = jest.spyOn(window, 'setTimeout');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const user = renderPanel(fr.MyDataPanel);
    await openPanel(user);
    await user.click(screen.getByRole('button', { name: fr.MyDataPanel.withdrawButton }));
    await user.click(screen.getByRole('button', { name: fr.MyDataPanel.confirmWithdrawButton }));
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors du retrait du consentement');
    expect(screen.getByRole('status')).toHaveTextContent('');
    // The reload after a withdrawal is never scheduled.
    expect(timers).not.toHaveBeenCalledWith(expect.any(Function), WITHDRAW_RELOAD_MS);
    expect(screen.getByRole('button', { name: fr.MyDataPanel.withdrawButton })).not.toHaveAttribute('aria-busy');
  });

  it('shows the busy state while an action runs', async () => {
    const user = renderPanel();
    await openPanel(user);
    await user.click(screen.getByRole('button', { name: en.MyDataPanel.eraseButton }));
    await user.click(screen.getByRole('button', { name: en.MyDataPanel.confirmEraseButton }));
    const busy = screen.getByRole('button', { name: en.MyDataPanel.erasing });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: en.MyDataPanel.exportButton })).toHaveAttribute('aria-disabled', 'true');
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('button', { name: en.MyDataPanel.eraseButton })).not.toHaveAttribute('aria-busy');
  });
});
