export * from './types';
export * from './rejection';
export * from './random';
export * from './ids';
export * from './canonical-json';
export * from './game-definition';
export * from './match';
export * from './testing';
