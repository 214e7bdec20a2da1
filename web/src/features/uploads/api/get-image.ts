import type { ImageDataResponse } from '@surplus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/image/{name}: an uploaded image as base64 (`name` is what follows /uploads/). */
export const fetchImage = (name: string) => apiGet<ImageDataResponse>(`/api/image/${encodeURIComponent(name)}`);

export const imageQueryOptions = (name: string) =>
  queryOptions({ queryKey: queryKeys.image(name), queryFn: () => fetchImage(name) });

export const useImageData = (name: string | null) =>
  useQuery({ ...imageQueryOptions(name ?? ''), enabled: name !== null });
