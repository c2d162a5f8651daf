import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { budgetsFor, timelinesFor, type ProjectType } from '@/lib/contact/choices';
import type { ContactFormValues, ContactSubmission } from '@/lib/contact/schema';

type Form = UseFormReturn<ContactFormValues, unknown, ContactSubmission>;

/** The project type chosen so far; budget and duration choices that no longer fit it are cleared, not sent. */
export function useProjectType({ control, getValues, setValue }: Form): ProjectType | undefined {
  const type = (useWatch({ control, name: 'projectType' }) || undefined) as ProjectType | undefined;
  useEffect(() => {
    const { budget, timeline } = getValues();
    if (budget && !budgetsFor(type).includes(budget as never)) setValue('budget', '');
    if (timeline && !timelinesFor(type).includes(timeline as never)) setValue('timeline', '');
  }, [type, getValues, setValue]);
  return type;
}
