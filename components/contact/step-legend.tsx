import type { Ref } from 'react';

type StepLegendProps = { title: string; hint?: string; hintId: string; headingRef: Ref<HTMLHeadingElement> };

/** A step's question: the fieldset's legend is its heading, which takes the focus when the step opens. */
export function StepLegend({ title, hint, hintId, headingRef }: StepLegendProps) {
  return (
    <>
      <legend className="contents">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-ink focus:outline-none md:text-3xl"
        >
          {title}
        </h2>
      </legend>
      {hint ? (
        <p id={hintId} className="mt-2 text-muted">
          {hint}
        </p>
      ) : null}
    </>
  );
}
