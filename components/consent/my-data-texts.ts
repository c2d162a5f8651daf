/** The My Data panel's texts: the server formats them (my-data-button.tsx), the client panel shows them. */
export const myDataTextKeys = [
  'title',
  'intro',
  'close',
  'exportTitle',
  'exportText',
  'exportButton',
  'exporting',
  'withdrawTitle',
  'withdrawText',
  'withdrawButton',
  'withdrawing',
  'eraseTitle',
  'eraseText',
  'eraseButton',
  'erasing',
  'confirmErase',
  'confirmEraseButton',
  'confirmWithdraw',
  'confirmWithdrawButton',
  'cancel',
  'exported',
  'exportError',
  'erased',
  'eraseError',
  'withdrawn',
  'withdrawError',
] as const;

/** What the panel shows, formatted on the server. */
export type MyDataTexts = Record<(typeof myDataTextKeys)[number], string>;
