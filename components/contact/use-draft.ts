import { useEffect, useEffectEvent, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { clearDraft, loadDraft, newSubmissionId, saveDraft } from '@/lib/contact/browser-store';
import type { ContactSubmission } from '@/lib/contact/schema';
import { steps, type ContactFormValues } from '@/lib/contact/steps';
import { HONEYPOT_FIELD } from '@/lib/http/honeypot';

/** Every field of the form, empty: what each step asks for (lib/contact/fields.ts). */
export const emptyValues = Object.fromEntries(
  steps.flatMap(({ fields }) => fields).map((name) => [name, '']),
) as ContactFormValues;

/** Keeps only known string fields from what storage returned; never the honeypot. */
function restoreValues(stored: Record<string, unknown>): ContactFormValues {
  const values = { ...emptyValues };
  for (const key of Object.keys(emptyValues) as (keyof ContactFormValues)[]) {
    const value = stored[key];
    if (typeof value === 'string' && key !== HONEYPOT_FIELD) values[key] = value.slice(0, 5000);
  }
  return values;
}

type Form = UseFormReturn<ContactFormValues, unknown, ContactSubmission>;

/**
 * What the visitor typed survives a reload (session storage) until it is sent, with the id that makes
 * a retry of the same form the same message. `onRestored` runs once the draft is back in the form.
 */
export function useDraft({ reset, subscribe, getValues }: Form, onRestored: () => void) {
  const submissionId = useRef<string | undefined>(undefined);
  const sent = useRef(false);
  const restored = useEffectEvent(onRestored);

  useEffect(() => {
    const draft = loadDraft();
    if (draft) {
      reset(restoreValues(draft.values));
      submissionId.current = draft.submissionId;
    }
    restored();
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (!sent.current) saveDraft({ values: { ...values }, submissionId: submissionId.current });
      },
    });
  }, [reset, subscribe]);

  return {
    /** The form's id, created on the first send and kept with the draft. */
    submissionId(): string {
      submissionId.current ??= newSubmissionId();
      saveDraft({ values: { ...getValues() }, submissionId: submissionId.current });
      return submissionId.current;
    },
    /** Sent: the draft goes, and stays gone while the page leaves. */
    clear() {
      sent.current = true;
      clearDraft();
    },
  };
}
