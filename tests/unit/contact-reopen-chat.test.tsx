import { cleanup, render, screen } from '@testing-library/react';
import { ReopenChatLink } from '@/components/contact/reopen-chat-link';
import { rememberChatLink } from '@/lib/contact/browser-store';

const plain = 'https://wa.me/33612345678';

function reopenLink() {
  render(
    <ReopenChatLink href={plain} className="button">
      Reopen the chat
    </ReopenChatLink>,
  );
  return screen.getByRole('link', { name: 'Reopen the chat' });
}

beforeEach(() => sessionStorage.clear());

describe('the chat success page reopening the chat', () => {
  it('reopens the conversation the funnel opened in this tab', () => {
    rememberChatLink(`${plain}?text=Hello%20Camille`);
    expect(reopenLink()).toHaveAttribute('href', `${plain}?text=Hello%20Camille`);
  });

  it('opens the plain chat on a direct visit', () => {
    expect(reopenLink()).toHaveAttribute('href', plain);
  });

  it('never follows a stored link to anywhere else', () => {
    for (const stored of ['https://evil.example/?text=hi', 'javascript:alert(1)', `${plain}.evil.example/?text=hi`]) {
      sessionStorage.setItem('contact-chat-link', JSON.stringify(stored));
      expect(reopenLink()).toHaveAttribute('href', plain);
      cleanup();
    }
    sessionStorage.setItem('contact-chat-link', '{damaged');
    expect(reopenLink()).toHaveAttribute('href', plain);
  });
});
