/** The analytics entry point (issue "Analytics" builds the catalogue, queue and consent gating behind it). */
export type EventParams = Record<string, string | number | boolean | undefined>;

export function trackEvent(name: string, params: EventParams = {}): void {
  void name;
  void params;
}
