export * from './client';
export * from './pageApi';
export * from './query';
export * from './pageAnswers';
export * from './mutations';
export * from './offlineCache';
export * from './offlineState';
