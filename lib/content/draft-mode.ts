import 'server-only';
import { draftMode } from 'next/headers';

/**
 * Whether this request is in draft mode (the studio turned it on, docs/architecture.md#draft-preview). Outside a request
 * (generateStaticParams at build) there is no draft mode to read, and so none.
 */
export async function inDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}
