import { enableDraftMode } from '@/lib/content/draft-mode';

/** The studio's Presentation tool starts draft mode here (lib/content/draft-mode.ts). */
export function GET(request: Request): Promise<Response> {
  return enableDraftMode(request);
}
