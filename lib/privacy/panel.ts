/** Lets any page open the one My Data panel, which lives in the footer. */
const openers = new Set<() => void>();

export function openMyDataPanel(): void {
  for (const open of [...openers]) open();
}

export function onMyDataPanelRequest(open: () => void): () => void {
  openers.add(open);
  return () => {
    openers.delete(open);
  };
}
