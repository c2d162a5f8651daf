/** @jest-environment node */
import { addressKey, mailboxOf } from '@/lib/email/visitor-mail';

describe('the mailbox of an address, for the limits on mail to visitors', () => {
  it.each([
    ['victim@example.com', 'victim@example.com'],
    [' Victim@Example.COM ', 'victim@example.com'],
    ['victim+a@example.com', 'victim@example.com'],
    ['Victim+Newsletter@Example.com', 'victim@example.com'],
    ['victim+a+b@example.com', 'victim@example.com'],
    ['first.last+x@sub.example.org', 'first.last@sub.example.org'],
    // Gmail ignores dots and reads googlemail.com as gmail.com; other providers keep their dots.
    ['vic.tim@gmail.com', 'victim@gmail.com'],
    ['v.ictim@googlemail.com', 'victim@gmail.com'],
    ['VICTIM@GMAIL.COM', 'victim@gmail.com'],
    ['v.i.c.t.i.m+promo@GoogleMail.com', 'victim@gmail.com'],
  ])('reads %j as %j', (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });

  it('gives every tag of a mailbox one key, and another mailbox another', () => {
    const key = addressKey(mailboxOf('victim@example.com'));
    for (const tag of ['a', 'b', 'c', 'a-long-tag'])
      expect(addressKey(mailboxOf(`victim+${tag}@example.com`))).toBe(key);
    expect(addressKey(mailboxOf('victim2@example.com'))).not.toBe(key);
    expect(addressKey(mailboxOf('victim@example.org'))).not.toBe(key);
  });
});
