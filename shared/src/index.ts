export * from './constants';
export * from './types';
export * from './waste';
export * from './initials';
export * from './schemas/item';
export * from './schemas/auth';
export * from './schemas/upload';
export * from './schemas/format-error';
