import type { ImageDataResponse } from '@surplus/shared';
import { imageData } from '../aws/image-data';
import type { AnswerRequest } from './answer';

/** GET /api/image/{path+}: an uploaded image or one of its variants as base64 (`path` is what follows /uploads/). */
export const answer = ({ pathParameters }: AnswerRequest): Promise<ImageDataResponse> => imageData(pathParameters.path ?? '');
