export * from './levels';
export * from './ismcts';
export * from './view-bots';
