'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { withdrawConsent } from '@/lib/consent';
import { STATUS_MESSAGE_MS, WITHDRAW_RELOAD_MS } from '@/lib/consent/constants';
import { eraseVisitorData, exportVisitorData } from '@/lib/privacy/gdpr';
import type { MyDataTexts } from './my-data-button';

type Action = 'export' | 'withdraw' | 'erase';
type Status = { text: string; error: boolean };

type MyDataDialogProps = {
  texts: MyDataTexts;
  /** Server-rendered: where contact requests live, and links to the privacy policy and cookie settings. */
  footer: ReactNode;
  /** Counts the visitor's requests to open the panel: each new one opens it. */
  openRequests: number;
};

const actionButton =
  'inline-flex min-w-48 items-center justify-center rounded-full px-5 py-2.5 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 aria-disabled:cursor-wait aria-disabled:opacity-70';
const styles = {
  normal: `${actionButton} border border-slate-300 bg-white text-ink hover:border-brand hover:text-brand focus-visible:outline-brand`,
  danger: `${actionButton} bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700`,
  subtle: `${actionButton} border border-slate-300 bg-white text-ink hover:bg-slate-100 focus-visible:outline-brand`,
};

/** Lets the busy state paint before the browser does the (synchronous) work. */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

type ActionSectionProps = {
  title: string;
  text: string;
  label: string;
  busyLabel: string;
  busy: boolean;
  /** Another action is running: this one waits. */
  locked: boolean;
  /** The question asked before an irreversible action (docs/behaviour/privacy-and-consent.md#my-data-panel). */
  confirm?: { question: string; yes: string; cancel: string };
  onRun: () => void;
};

/** One action of the panel, with its busy state and, when it cannot be undone, an inline confirmation. */
function ActionSection({ title, text, label, busyLabel, busy, locked, confirm, onRun }: ActionSectionProps) {
  const [confirming, setConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const questionId = useId();

  useEffect(() => {
    if (confirming) cancel.current?.focus();
  }, [confirming]);

  const closeConfirmation = () => {
    setConfirming(false);
    button.current?.focus();
  };

  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="font-semibold">
        {title}
      </h3>
      <p className="mt-1 text-sm text-muted">{text}</p>
      <button
        ref={button}
        type="button"
        aria-disabled={locked || undefined}
        aria-busy={busy || undefined}
        onClick={() => {
          if (locked) return;
          if (confirm) setConfirming(true);
          else onRun();
        }}
        className={`mt-3 ${styles.normal}`}
      >
        {busy ? busyLabel : label}
      </button>
      {confirm && confirming ? (
        <div
          role="group"
          aria-labelledby={questionId}
          className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
        >
          <p id={questionId} className="font-medium text-ink">
            {confirm.question}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              className={styles.danger}
              onClick={() => {
                closeConfirmation();
                onRun();
              }}
            >
              {confirm.yes}
            </button>
            <button ref={cancel} type="button" className={styles.subtle} onClick={closeConfirmation}>
              {confirm.cancel}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The GDPR panel (docs/behaviour/privacy-and-consent.md#my-data-panel): the footer's My Data button opens a modal
 * <dialog>, which keeps focus inside and closes on Escape. Export, withdraw and erase each show a busy state
 * and a message cleared after 5 s; withdraw and erase ask for confirmation first.
 */
export default function MyDataDialog({ texts, footer, openRequests }: MyDataDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  // A new opening starts without a pending confirmation.
  const [opening, setOpening] = useState(0);
  const titleId = useId();

  useEffect(() => {
    if (openRequests > 0 && !dialog.current?.open) dialog.current?.showModal();
  }, [openRequests]);

  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(null), STATUS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function run(action: Action, work: () => void, success: string, failure: string): Promise<boolean> {
    setStatus(null);
    setBusy(action);
    await nextPaint();
    try {
      work();
      setStatus({ text: success, error: false });
      return true;
    } catch {
      setStatus({ text: failure, error: true });
      return false;
    } finally {
      setBusy(null);
    }
  }

  const withdraw = async () => {
    if (await run('withdraw', withdrawConsent, texts.withdrawn, texts.withdrawError)) {
      // The page reloads, so no tag already running keeps going
      // (docs/behaviour/privacy-and-consent.md#withdrawing-consent).
      setBusy('withdraw');
      window.setTimeout(() => window.location.reload(), WITHDRAW_RELOAD_MS);
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => setOpening((count) => count + 1)}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === dialog.current) dialog.current?.close();
      }}
      className="m-auto max-h-[90dvh] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-950/60"
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5">
        <h2 id={titleId} className="text-xl font-semibold">
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
      <div key={opening} className="space-y-6 p-5">
        <p className="text-muted">{texts.intro}</p>
        <ActionSection
          title={texts.exportTitle}
          text={texts.exportText}
          label={texts.exportButton}
          busyLabel={texts.exporting}
          busy={busy === 'export'}
          locked={busy !== null}
          onRun={() => void run('export', () => exportVisitorData(), texts.exported, texts.exportError)}
        />
        <ActionSection
          title={texts.withdrawTitle}
          text={texts.withdrawText}
          label={texts.withdrawButton}
          busyLabel={texts.withdrawing}
          busy={busy === 'withdraw'}
          locked={busy !== null}
          confirm={{ question: texts.confirmWithdraw, yes: texts.confirmWithdrawButton, cancel: texts.cancel }}
          onRun={() => void withdraw()}
        />
        <ActionSection
          title={texts.eraseTitle}
          text={texts.eraseText}
          label={texts.eraseButton}
          busyLabel={texts.erasing}
          busy={busy === 'erase'}
          locked={busy !== null}
          confirm={{ question: texts.confirmErase, yes: texts.confirmEraseButton, cancel: texts.cancel }}
          onRun={() => void run('erase', eraseVisitorData, texts.erased, texts.eraseError)}
        />
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
