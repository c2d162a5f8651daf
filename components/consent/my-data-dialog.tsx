'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { eraseBrowserData, withdrawConsent } from '@/lib/consent';
import { WITHDRAW_RELOAD_MS } from '@/lib/consent/constants';
import { exportVisitorData } from '@/lib/privacy/gdpr';
import type en from '@/messages/en.json';
import { useStatusMessage } from './consent-form';

type Action = 'export' | 'withdraw' | 'erase';

type MyDataDialogProps = {
  texts: (typeof en)['MyDataPanel'];
  /** Server-rendered: where contact requests live, and links to the privacy policy and cookie settings. */
  footer: ReactNode;
  onClose: () => void;
};

const plainButton = `${buttonClass('secondary')} min-w-48 aria-disabled:cursor-wait aria-disabled:opacity-70`;

/** Lets the busy state paint before the browser does the (synchronous) work. */
const nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** The GDPR panel (docs/behaviour/privacy-and-consent.md#my-data-panel), a modal <dialog>. */
export default function MyDataDialog({ texts, footer, onClose }: MyDataDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const [asking, setAsking] = useState<Action | null>(null);
  const [status, setStatus] = useStatusMessage<{ text: string; error: boolean }>();
  const id = useId();

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  // What each action does, says while it runs, and says after; the irreversible ones ask first.
  const actions: Record<Action, { work: () => void; busy: string; done: string; question?: [string, string] }> = {
    export: { work: exportVisitorData, busy: texts.exporting, done: texts.exported },
    withdraw: {
      work: withdrawConsent,
      busy: texts.withdrawing,
      done: texts.withdrawn,
      question: [texts.confirmWithdraw, texts.confirmWithdrawButton],
    },
    erase: {
      work: eraseBrowserData,
      busy: texts.erasing,
      done: texts.erased,
      question: [texts.confirmErase, texts.confirmEraseButton],
    },
  };

  const stopAsking = (action: Action) => {
    setAsking(null);
    document.getElementById(`${id}-${action}`)?.focus();
  };

  async function run(action: Action) {
    const { work, done } = actions[action];
    setStatus(null);
    setBusy(action);
    await nextPaint();
    try {
      work();
    } catch {
      setStatus({ text: texts[`${action}Error`], error: true });
      return setBusy(null);
    }
    setStatus({ text: done, error: false });
    // After a withdrawal the page reloads, so no tag already running keeps going; it stays busy until then.
    if (action === 'withdraw') window.setTimeout(() => window.location.reload(), WITHDRAW_RELOAD_MS);
    else setBusy(null);
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => event.target === dialog.current && dialog.current.close()}
      className="m-auto max-h-[90dvh] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-950/60"
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {texts.title}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="grid size-10 shrink-0 place-items-center rounded-full border border-slate-300 hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
        >
          <span className="sr-only">{texts.close}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="space-y-6 p-5">
        <p className="text-muted">{texts.intro}</p>
        {(['export', 'withdraw', 'erase'] as const).map((action) => {
          const { question, busy: busyLabel } = actions[action];
          return (
            <section key={action}>
              <h3 className="font-semibold">{texts[`${action}Title`]}</h3>
              <p className="mt-1 text-sm text-muted">{texts[`${action}Text`]}</p>
              <button
                id={`${id}-${action}`}
                type="button"
                aria-disabled={busy !== null || undefined}
                aria-busy={busy === action || undefined}
                onClick={() => {
                  if (busy) return;
                  if (question) setAsking(action);
                  else void run(action);
                }}
                className={`mt-3 ${plainButton}`}
              >
                {busy === action ? busyLabel : texts[`${action}Button`]}
              </button>
              {question && asking === action ? (
                <div
                  role="group"
                  aria-labelledby={`${id}-${action}-question`}
                  className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
                >
                  <p id={`${id}-${action}-question`} className="font-medium">
                    {question[0]}
                  </p>
                  <div className="mt-3 flex flex-wrap gap-3">
                    <button
                      type="button"
                      className={`${buttonClass()} bg-red-700 hover:bg-red-800 focus-visible:outline-red-700`}
                      onClick={() => {
                        stopAsking(action);
                        void run(action);
                      }}
                    >
                      {question[1]}
                    </button>
                    {/* Focus starts on the way out of an irreversible action. */}
                    <button type="button" autoFocus className={plainButton} onClick={() => stopAsking(action)}>
                      {texts.cancel}
                    </button>
                  </div>
                </div>
              ) : null}
            </section>
          );
        })}
        <p
          role="status"
          className={status && !status.error ? 'rounded-xl bg-emerald-50 p-3 font-medium text-emerald-900' : 'sr-only'}
        >
          {status && !status.error ? status.text : ''}
        </p>
        <p role="alert" className={status?.error ? 'rounded-xl bg-red-50 p-3 font-medium text-red-900' : 'sr-only'}>
          {status?.error ? status.text : ''}
        </p>
        <div className="border-t border-slate-200 pt-4 text-sm text-muted">{footer}</div>
      </div>
    </dialog>
  );
}
