import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomHeadingResponse, PreferredTemplateResponse } from '@voices/contracts';
import { get, put, searchParams, segment, type CallOptions } from './request';
import { queryKeys } from '@voices/platform';

/**
 * `GET /users/me/preferred-template` (bearer): the member's saved theme, or null for a member
 * who has never saved one (the gateway answers null; missing and empty count the same).
 */
export async function getPreferredTemplate({ signal }: CallOptions = {}): Promise<string | null> {
  const body = await get<PreferredTemplateResponse>('users/me/preferred-template', { signal });
  const saved = body.preferredTemplate as string | null | undefined;
  return typeof saved === 'string' && saved.trim() ? saved : null;
}

/** `PUT /users/me/preferred-template` (bearer); 400 'This theme is not recognized.' */
export function savePreferredTemplate(templateId: string): Promise<PreferredTemplateResponse> {
  return put<PreferredTemplateResponse>('users/me/preferred-template', { json: { templateId } });
}

/** `GET /users/{authorId}/custom-heading`: the theme's heading, else the global one; null for none. */
export async function getCustomHeading(
  authorId: string,
  themeId?: string | null,
  { signal }: CallOptions = {},
): Promise<string | null> {
  const body = await get<CustomHeadingResponse>(`users/${segment(authorId)}/custom-heading`, {
    searchParams: searchParams({ themeId }),
    signal,
  });
  return body.heading;
}

/** `PUT /users/me/custom-heading` (bearer): empty removes it; without a theme it is global. */
export function saveCustomHeading(
  heading: string | null,
  themeId?: string | null,
): Promise<CustomHeadingResponse> {
  return put<CustomHeadingResponse>('users/me/custom-heading', {
    json: themeId === undefined ? { heading } : { heading, themeId },
  });
}

export const preferenceQueries = {
  preferredTemplate: () =>
    queryOptions({
      queryKey: queryKeys.preferences.preferredTemplate,
      queryFn: ({ signal }) => getPreferredTemplate({ signal }),
    }),
  customHeading: (authorId: string, themeId?: string | null) =>
    queryOptions({
      queryKey: queryKeys.preferences.customHeading(authorId, themeId),
      queryFn: ({ signal }) => getCustomHeading(authorId, themeId, { signal }),
    }),
};

export function usePreferredTemplate(enabled: boolean) {
  return useQuery({ ...preferenceQueries.preferredTemplate(), enabled });
}

export function useCustomHeading(authorId: string | null, themeId?: string | null) {
  return useQuery({
    ...preferenceQueries.customHeading(authorId ?? '', themeId),
    enabled: Boolean(authorId),
  });
}

export function useSavePreferredTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePreferredTemplate,
    onSuccess: ({ preferredTemplate }) =>
      client.setQueryData(queryKeys.preferences.preferredTemplate, preferredTemplate),
  });
}

/** Saves a heading; every section showing that author's headings reads them again. */
export function useSaveCustomHeading(authorId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ heading, themeId }: { heading: string | null; themeId?: string | null }) =>
      saveCustomHeading(heading, themeId),
    onSuccess: () => {
      if (authorId) {
        void client.invalidateQueries({
          queryKey: queryKeys.preferences.customHeadings(authorId),
        });
      }
    },
  });
}
