import type {
  DonationsExportQuery,
  GiftAidQuery,
} from '@givecrowd/shared/giving/giving-exports-api';
import { readAnswer, requestHeaders, unreachableError } from '@/lib/api-client';
import { localTimeZone } from '@/lib/local-today';

/** A query string of the values that are set, in the order given. */
function searchOf(values: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `?${search}` : '';
}

const organizationPath = (slug: string) => `/api/organizations/${encodeURIComponent(slug)}`;

/** The owner's exports of an organization's gifts (docs/product/donations.md#exports). */
export const exportPaths = {
  donationsCsv: (slug: string, filters: DonationsExportQuery) =>
    `${organizationPath(slug)}/donations.csv${searchOf({ ...filters, tz: localTimeZone() })}`,
  form10bd: (slug: string, fy: string) => `${organizationPath(slug)}/form-10bd${searchOf({ fy })}`,
  giftAid: (slug: string, { from, to }: GiftAidQuery) =>
    `${organizationPath(slug)}/gift-aid${searchOf({ from, to })}`,
};

/** The file name the server gave (`Content-Disposition: attachment; filename="…"`). */
function fileNameOf(disposition: string | null): string | null {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null;
}

/** Hands a file to the browser's downloads, as a link to it clicked. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the file by the next task; the address can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads an export with the signed-in owner's token (a plain link could not send it): the
 * answer is read into a file the browser saves. A refusal (a 409 of Form 10BD's check, a 404)
 * becomes an ApiError with the server's message and the gifts it lists.
 */
export async function downloadExport(path: string, fallbackName: string): Promise<void> {
  const headers = requestHeaders();
  headers.set('Accept', 'text/csv, application/json');
  let response: Response;
  try {
    response = await fetch(path, { headers });
  } catch {
    throw unreachableError();
  }
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    readAnswer({ status: response.status, body });
  }
  let file: Blob;
  try {
    file = await response.blob();
  } catch {
    // The connection broke while the file came: nothing whole to save.
    throw unreachableError();
  }
  saveFile(file, fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName);
}
