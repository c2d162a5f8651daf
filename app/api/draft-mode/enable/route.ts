import { enableDraftMode } from '@/lib/content/draft-mode-routes';

/** The studio's Presentation tool starts draft mode here (lib/content/draft-mode-routes.ts). */
export function GET(request: Request): Promise<Response> {
  return enableDraftMode(request);
}
