import { useToken } from '@/lib/use-token';

/** Who reads a page signed out. */
export const ANONYMOUS_VIEWER = 'anonymous';

/**
 * Who reads a public page. Its owner and reviewers are answered a preview of an organization that
 * is not approved yet, anyone else 'not found' (docs/product/verification.md#publication-and-preview),
 * so an answer is cached per reader: the signed-in user's id, or 'anonymous'.
 */
export function viewerOf(token: string | null): string {
  if (!token) return ANONYMOUS_VIEWER;
  try {
    const payload = token.split('.')[1] ?? '';
    const { sub } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: unknown;
    };
    return typeof sub === 'string' ? `user:${sub}` : token;
  } catch {
    return token;
  }
}

export function useViewer(): string {
  return viewerOf(useToken());
}
