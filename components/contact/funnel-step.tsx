import type { Ref } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { budgetScale, budgetsFor, heardFromOptions, projectTypes, type ProjectType } from '@/lib/contact/choices';
import type { FunnelTexts } from '@/lib/contact/funnel-texts';
import type { ContactFormValues } from '@/lib/contact/schema';
import { stepNames, type Step, type StepName } from '@/lib/contact/steps';
import { ChoiceCards, type Choice } from './choice-cards';
import { DetailsFields } from './details-fields';

type Question = { title: string; hint: string; choices: Choice[] };

/** What each choice step asks, in the page's language and for the project type chosen so far. */
const questions: Record<Exclude<StepName, 'details'>, (texts: FunnelTexts, type?: ProjectType) => Question> = {
  projectType: ({ questions, choices }) => ({
    ...questions.projectType,
    choices: projectTypes.map((id) => ({ id, label: choices.projectType[id], hint: choices.projectTypeHints[id] })),
  }),
  budget: ({ questions, choices }, type) => ({
    title: questions.budget.title,
    hint: questions.budget.hint[budgetScale(type)],
    choices: budgetsFor(type).map((id) => ({ id, label: choices.budget[id] })),
  }),
  heardFrom: ({ questions, choices }) => ({
    ...questions.heardFrom,
    choices: heardFromOptions.map((id) => ({ id, label: choices.heardFrom[id] })),
  }),
};

type FunnelStepProps = {
  step: Step;
  texts: FunnelTexts;
  projectType?: ProjectType;
  register: UseFormRegister<ContactFormValues>;
  errors: FieldErrors<ContactFormValues>;
  errorText: (message: string | undefined) => string | undefined;
  headingRef: Ref<HTMLHeadingElement>;
};

/** One step of the funnel, drawn from its data: a question answered with one choice, or the details. */
export function FunnelStep({ step, texts, projectType, register, errors, errorText, headingRef }: FunnelStepProps) {
  const name = stepNames[step - 1];
  if (name === 'details') {
    return (
      <DetailsFields
        texts={texts}
        register={register}
        errors={errors}
        errorText={errorText}
        projectType={projectType}
        headingRef={headingRef}
      />
    );
  }
  return (
    <ChoiceCards
      name={name}
      {...questions[name](texts, projectType)}
      register={register(name)}
      error={errorText(errors[name]?.message)}
      headingRef={headingRef}
    />
  );
}
