export * from './constants/chains';
export * from './constants/limits';
export * from './schemas/common';
export * from './schemas/errors';
export * from './schemas/health';
export * from './schemas/user';
export * from './contract';
