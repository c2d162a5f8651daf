import { Card, CardTitle } from '@/components/ui/card';
import { Icon, type IconName } from '@/components/ui/icon';

type BenefitBlockProps =
  /** A figure with its label: the claims band. */
  | { variant: 'stat'; value: string; title: string; text?: string }
  /** An icon card: the "why work with me" grid. */
  | { variant: 'card'; icon: IconName; title: string; text: string }
  /** A compact tick line: guarantees and inclusions. */
  | { variant: 'check'; title: string; text?: string };

/** One benefit, in the three looks of the design; see /test-benefits for all of them side by side. */
export function BenefitBlock(props: BenefitBlockProps) {
  if (props.variant === 'stat') {
    return (
      <Card padding="sm" className="@container h-full sm:p-6">
        <p className="stat">{props.value}</p>
        <p className="mt-1 font-semibold text-ink">{props.title}</p>
        {props.text ? <p className="mt-2 text-sm text-muted">{props.text}</p> : null}
      </Card>
    );
  }
  if (props.variant === 'card') {
    return (
      <Card className="h-full">
        <span className="icon-tile">
          <Icon name={props.icon} />
        </span>
        <CardTitle size="lg" className="mt-4">
          {props.title}
        </CardTitle>
        <p className="mt-2 text-muted">{props.text}</p>
      </Card>
    );
  }
  return (
    <div className="flex gap-3">
      <span className="tick">
        <Icon name="check" className="size-4" />
      </span>
      <div>
        <p className="font-semibold text-ink">{props.title}</p>
        {props.text ? <p className="mt-1 text-sm text-muted">{props.text}</p> : null}
      </div>
    </div>
  );
}
