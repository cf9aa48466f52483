export * from './client';
export * from './pageApi';
export * from './query';
