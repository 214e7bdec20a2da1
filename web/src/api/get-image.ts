import type { ImageDataResponse } from '@surplus/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import { queryKeys } from './query-keys';

export const imagePath = (path: string) => `/api/image/${path.split('/').map(encodeURIComponent).join('/')}`;

/** GET /api/image/{path}: an uploaded image or a variant as base64 (`path` is what follows /uploads/, folders kept). */
export const fetchImage = (path: string) => apiGet<ImageDataResponse>(imagePath(path));

export const imageQueryOptions = (path: string) =>
  queryOptions({ queryKey: queryKeys.image(path), queryFn: () => fetchImage(path) });
