import type { Ref } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { budgetScale, budgetsFor, heardFromOptions, projectTypes, type ProjectType } from '@/lib/contact/choices';
import type { FunnelTexts } from '@/lib/contact/funnel-texts';
import { companyRequiredFor, steps, type ContactFormValues, type Step } from '@/lib/contact/steps';
import { ChoiceCards } from './choice-cards';
import { DetailsFields } from './details-fields';

type FunnelStepProps = {
  step: Step;
  texts: FunnelTexts;
  projectType?: ProjectType;
  register: UseFormRegister<ContactFormValues>;
  errors: FieldErrors<ContactFormValues>;
  errorText: (message: string | undefined) => string | undefined;
  headingRef: Ref<HTMLHeadingElement>;
};

/** One step of the funnel: a question answered with one choice, or the details. */
export function FunnelStep({ step, texts, projectType, register, errors, errorText, headingRef }: FunnelStepProps) {
  const { questions, choices } = texts;
  const name = steps[step - 1].name;
  if (name === 'details') {
    const companyRequired = projectType !== undefined && companyRequiredFor.includes(projectType);
    const props = { texts, register, errors, errorText, projectType, companyRequired, headingRef };
    return <DetailsFields {...props} />;
  }
  const question = {
    projectType: {
      ...questions.projectType,
      choices: projectTypes.map((id) => ({ id, label: choices.projectType[id], hint: choices.projectTypeHints[id] })),
    },
    budget: {
      title: questions.budget.title,
      hint: questions.budget.hint[budgetScale(projectType)],
      choices: budgetsFor(projectType).map((id) => ({ id, label: choices.budget[id] })),
    },
    heardFrom: {
      ...questions.heardFrom,
      choices: heardFromOptions.map((id) => ({ id, label: choices.heardFrom[id] })),
    },
  }[name];
  const error = errorText(errors[name]?.message);
  return <ChoiceCards name={name} {...question} register={register(name)} error={error} headingRef={headingRef} />;
}
