import { disableDraftMode } from '@/lib/content/draft-mode-routes';

/** The preview bar's exit button (components/layout/preview-bar.tsx). */
export function POST(request: Request): Promise<Response> {
  return disableDraftMode(request);
}
