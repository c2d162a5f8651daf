import { buttonClass } from '@/components/ui/button-class';
import type { FunnelTexts } from '@/lib/contact/funnel-texts';
import type { Step } from '@/lib/contact/steps';

type FunnelActionsProps = {
  step: Step;
  sending: boolean;
  texts: Pick<FunnelTexts, 'actions' | 'whatsappHint'>;
  onBack: () => void;
  onChat: () => void;
};

const button = (variant: 'primary' | 'secondary') =>
  `${buttonClass(variant)} gap-1 disabled:cursor-not-allowed disabled:opacity-60`;

/** Back and Continue; on the last step, the two ways to send (the email one is the form's submit). */
export function FunnelActions({ step, sending, texts: { actions, whatsappHint }, onBack, onChat }: FunnelActionsProps) {
  return (
    <>
      <div className="mt-8 flex flex-wrap items-center gap-3">
        {step > 1 ? (
          <button type="button" onClick={onBack} disabled={sending} className={button('secondary')}>
            {actions.back}
          </button>
        ) : null}
        {step < 4 ? (
          <button type="submit" className={`${button('primary')} ml-auto`}>
            {actions.next}
          </button>
        ) : (
          <div className="ml-auto flex flex-wrap items-center gap-3">
            <button type="button" onClick={onChat} disabled={sending} className={button('secondary')}>
              {actions.sendWhatsapp} <span className="sr-only">{actions.newTab}</span>
            </button>
            <button type="submit" disabled={sending} aria-busy={sending} className={button('primary')}>
              {sending ? actions.sending : actions.sendEmail}
            </button>
          </div>
        )}
      </div>
      {step === 4 ? <p className="mt-4 text-sm text-muted">{whatsappHint}</p> : null}
    </>
  );
}
